import {
  authTabFor,
  checkResetAccess,
  dashboardPathFor,
  isAdminAccount,
  parseCallbackLink,
  readResetCredentials,
  safeRedirect,
  signUpAllowedFor,
  userFromClaims,
} from '../../../web/src/features/auth/auth-links';
import { callbackLink } from '../../../lambdas/triggers/custom-message-content';

const query = (search: string) => new URLSearchParams(search);

describe('/auth redirect parameter', () => {
  it('follows same-origin paths only', () => {
    expect(safeRedirect('/downloads?session=cs_test_1')).toBe('/downloads?session=cs_test_1');
    expect(safeRedirect(' /myaccount ')).toBe('/myaccount');
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'myaccount',
      '',
      null,
      undefined,
      '/a\nb',
    ]) {
      expect(safeRedirect(unsafe)).toBeUndefined();
    }
  });

  it('allows sign-up only on the way back to a download page', () => {
    expect(signUpAllowedFor('/downloads?session=cs_test_1')).toBe(true);
    expect(signUpAllowedFor('/myaccount')).toBe(false);
    expect(signUpAllowedFor(undefined)).toBe(false);
  });

  it('opens the sign-up tab only when asked for and allowed', () => {
    expect(authTabFor('signup', true)).toBe('signup');
    expect(authTabFor('signup', false)).toBe('signin');
    expect(authTabFor(null, true)).toBe('signin');
    expect(authTabFor('other', true)).toBe('signin');
  });
});

describe('/auth/callback links', () => {
  it('reads the links the CustomMessage trigger writes', () => {
    const signup = new URL(
      callbackLink('http://localhost:3000', 'signup', 'a+b@example.com', '123456'),
    );
    expect(parseCallbackLink(signup.searchParams)).toEqual({
      kind: 'signup',
      email: 'a+b@example.com',
      code: '123456',
    });
    const recovery = new URL(
      callbackLink('http://localhost:3000/', 'recovery', 'c@example.com', '654321'),
    );
    expect(parseCallbackLink(recovery.searchParams)).toEqual({
      kind: 'recovery',
      email: 'c@example.com',
      code: '654321',
    });
  });

  it('sends incomplete recovery links on (the reset page refuses them) and rejects the rest', () => {
    expect(parseCallbackLink(query('type=recovery'))).toEqual({
      kind: 'recovery',
      email: '',
      code: '',
    });
    expect(parseCallbackLink(query('type=signup&email=a@example.com'))).toEqual({
      kind: 'invalid',
    });
    expect(parseCallbackLink(query('type=magiclink&email=a@example.com&code=1'))).toEqual({
      kind: 'invalid',
    });
    expect(parseCallbackLink(query(''))).toEqual({ kind: 'invalid' });
  });
});

describe('reset page access', () => {
  it('prefers router state and falls back to the query', () => {
    expect(readResetCredentials({ email: 'a@example.com', code: '1' }, query(''))).toEqual({
      email: 'a@example.com',
      code: '1',
    });
    expect(readResetCredentials(null, query('email=b%40example.com&code=2'))).toEqual({
      email: 'b@example.com',
      code: '2',
    });
    expect(readResetCredentials({ email: 'a@example.com' }, query(''))).toBeNull();
    expect(readResetCredentials(undefined, query('email=&code='))).toBeNull();
  });

  it('waits 100 ms, and is allowed at once when the link is complete', async () => {
    const waits: number[] = [];
    const result = await checkResetAccess(() => ({ email: 'a@example.com', code: '1' }), {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual({ email: 'a@example.com', code: '1' });
    expect(waits).toEqual([100]);
  });

  it('retries once after 1 s before refusing', async () => {
    const waits: number[] = [];
    const result = await checkResetAccess(() => null, { sleep: async (ms) => void waits.push(ms) });
    expect(result).toBeNull();
    expect(waits).toEqual([100, 1000]);
  });

  it('is allowed on the retry when the credentials arrive late', async () => {
    let reads = 0;
    const result = await checkResetAccess(
      () => (++reads > 1 ? { email: 'a@example.com', code: '1' } : null),
      { sleep: async () => undefined },
    );
    expect(result).toEqual({ email: 'a@example.com', code: '1' });
    expect(reads).toBe(2);
  });
});

describe('header and footer', () => {
  it('sends admins and sellers to their dashboards, nobody else', () => {
    expect(dashboardPathFor('admin')).toBe('/admin');
    expect(dashboardPathFor('seller')).toBe('/seller');
    expect(dashboardPathFor('test_user')).toBeNull();
    expect(dashboardPathFor('user')).toBeNull();
    expect(dashboardPathFor(null)).toBeNull();
  });

  it('shows the admin links to the configured admin address, case-insensitively', () => {
    expect(isAdminAccount('Admin@Example.com', 'admin@example.com')).toBe(true);
    expect(isAdminAccount('buyer@example.com', 'admin@example.com')).toBe(false);
    expect(isAdminAccount('admin@example.com', '')).toBe(false);
    expect(isAdminAccount(undefined, 'admin@example.com')).toBe(false);
  });
});

describe('session user from token claims', () => {
  it('takes the id from the access token and e-mail and name from the id token', () => {
    expect(
      userFromClaims({ sub: 'u1' }, { sub: 'u1', email: 'a@example.com', name: ' Ann Lee ' }),
    ).toEqual({ id: 'u1', email: 'a@example.com', fullName: 'Ann Lee' });
    expect(userFromClaims({ sub: 'u1' }, undefined)).toEqual({ id: 'u1', email: '' });
    expect(userFromClaims(undefined, undefined)).toBeNull();
  });
});
