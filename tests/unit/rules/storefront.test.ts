import { storefrontBody } from '../../../lambdas/contracts/storefronts';
import {
  handleProblem,
  HANDLE_MESSAGES,
  linkLabel,
  linkProblem,
  LINK_MESSAGES,
  normaliseHandle,
} from '../../../lambdas/rules/storefront';

describe('storefront handles', () => {
  it.each(['abc', 'anna-flows', 'shop42', 'a'.repeat(30), '3d-prints'])('accepts %s', (handle) => {
    expect(handleProblem(handle)).toBeUndefined();
  });

  it.each([
    ['ab', HANDLE_MESSAGES.length],
    ['a'.repeat(31), HANDLE_MESSAGES.length],
    ['Anna', HANDLE_MESSAGES.characters],
    ['anna_flows', HANDLE_MESSAGES.characters],
    ['anna flows', HANDLE_MESSAGES.characters],
    ['annä', HANDLE_MESSAGES.characters],
    ['-anna', HANDLE_MESSAGES.hyphens],
    ['anna-', HANDLE_MESSAGES.hyphens],
    ['admin', HANDLE_MESSAGES.reserved],
    ['sellers', HANDLE_MESSAGES.reserved],
    ['api', HANDLE_MESSAGES.reserved],
  ])('refuses %s', (handle, message) => {
    expect(handleProblem(handle)).toBe(message);
  });

  it('compares typed handles trimmed and lower-cased', () => {
    expect(normaliseHandle('  Anna-Flows ')).toBe('anna-flows');
  });
});

describe('storefront links', () => {
  it('accepts https addresses with a host', () => {
    expect(linkProblem('https://example.com')).toBeUndefined();
    expect(linkProblem('https://www.youtube.com/@flows?tab=videos')).toBeUndefined();
  });

  it.each([
    ['http://example.com', LINK_MESSAGES.https],
    ['javascript:alert(1)', LINK_MESSAGES.https],
    ['ftp://example.com/file', LINK_MESSAGES.https],
    ['example.com', LINK_MESSAGES.invalid],
    ['https://localhost', LINK_MESSAGES.invalid],
    ['https://user:secret@example.com', LINK_MESSAGES.invalid],
  ])('refuses %s', (link, message) => {
    expect(linkProblem(link)).toBe(message);
  });

  it('refuses links over 500 characters', () => {
    expect(linkProblem(`https://example.com/${'a'.repeat(500)}`)).toBe(LINK_MESSAGES.tooLong);
  });

  it('shows a link as host and path', () => {
    expect(linkLabel('https://www.example.com/flows')).toBe('example.com/flows');
    expect(linkLabel('https://example.com/')).toBe('example.com');
  });
});

describe('the storefront form', () => {
  const valid = {
    handle: ' Flow-Works ',
    display_name: 'Flow Works',
    bio: '',
    links: ['https://example.com'],
    avatar_url: '',
  };

  it('stores the handle lower-cased', () => {
    expect(storefrontBody.parse(valid).handle).toBe('flow-works');
  });

  it('refuses more than five links, repeated links and bad ones, with their messages', () => {
    const many = Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`);
    const messages = (links: string[]) =>
      storefrontBody.safeParse({ ...valid, links }).error?.issues.map((issue) => issue.message);
    expect(messages(many)).toContain(LINK_MESSAGES.tooMany);
    expect(messages(['https://example.com', 'https://example.com'])).toContain(
      LINK_MESSAGES.repeated,
    );
    expect(messages(['http://example.com'])).toContain(LINK_MESSAGES.https);
    expect(messages(['https://example.com'])).toBeUndefined();
  });

  it('refuses a reserved handle and an empty display name', () => {
    const result = storefrontBody.safeParse({ ...valid, handle: 'admin', display_name: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      HANDLE_MESSAGES.reserved,
      'The display name is required',
    ]);
  });
});
