import {
  PERMISSIONS_POLICY,
  securityHeaderProblems,
} from '../../../scripts/smoke/security-headers';

const GOOD = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'; upgrade-insecure-requests",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

const problemsWith = (changes: Record<string, string | null>) => {
  const headers = new Headers(GOOD);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return securityHeaderProblems(headers);
};

describe('securityHeaderProblems', () => {
  it('accepts what CloudFront sends', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it.each([
    [{ 'strict-transport-security': 'max-age=300; includeSubDomains' }, /max-age below/],
    [{ 'strict-transport-security': 'max-age=31536000' }, /includeSubDomains/],
    [{ 'content-security-policy': "default-src 'self'" }, /missing script-src 'self'/],
    [{ 'content-security-policy': "default-src *; frame-ancestors 'none'" }, /default-src/],
    [{ 'x-frame-options': 'SAMEORIGIN' }, /x-frame-options: expected DENY/],
    [{ 'referrer-policy': 'unsafe-url' }, /referrer-policy/],
    [{ 'permissions-policy': 'camera=()' }, /permissions-policy/],
    [{ 'x-content-type-options': null }, /x-content-type-options missing/],
  ])('names a wrong or missing header: %j', (changes, problem) => {
    const problems = problemsWith(changes);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});
