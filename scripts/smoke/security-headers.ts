/**
 * The security headers CloudFront's response headers policy adds to every answer of the site
 * and of /api (lib/constructs/web-policies.ts), as the smoke check expects to receive them.
 * tests/infra/smoke-headers.test.ts holds this list to the synthesized policy, so a change to
 * the policy that the smoke check would not notice fails there.
 */
export interface ExpectedHeader {
  /** Lower-case, as `Headers` reports it. */
  name: string;
  /** Why the value is wrong, or undefined when it is what the policy sends. */
  problem: (value: string) => string | undefined;
}

/** HSTS for a year at least: CloudFront sends 365 days with includeSubDomains. */
const MIN_HSTS_SECONDS = 365 * 24 * 60 * 60;

/** CSP directives that carry the protection; the rest (hosts) differ per environment. */
export const REQUIRED_CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
] as const;

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

const exactly =
  (expected: string) =>
  (value: string): string | undefined =>
    value.trim().toLowerCase() === expected.toLowerCase() ? undefined : `expected ${expected}`;

export const EXPECTED_SECURITY_HEADERS: readonly ExpectedHeader[] = [
  {
    name: 'strict-transport-security',
    problem: (value) => {
      const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? 0);
      if (maxAge < MIN_HSTS_SECONDS) return `max-age below ${MIN_HSTS_SECONDS}`;
      return /includesubdomains/i.test(value) ? undefined : 'no includeSubDomains';
    },
  },
  {
    name: 'content-security-policy',
    problem: (value) => {
      const directives = value.split(';').map((directive) => directive.trim().replace(/\s+/g, ' '));
      const missing = REQUIRED_CSP_DIRECTIVES.filter(
        (required) => !directives.some((directive) => directive === required),
      );
      return missing.length ? `missing ${missing.join(', ')}` : undefined;
    },
  },
  { name: 'x-frame-options', problem: exactly('DENY') },
  { name: 'x-content-type-options', problem: exactly('nosniff') },
  { name: 'referrer-policy', problem: exactly('strict-origin-when-cross-origin') },
  { name: 'permissions-policy', problem: exactly(PERMISSIONS_POLICY) },
];

/** One `name: problem` per header that is missing or wrong; empty when all are right. */
export function securityHeaderProblems(headers: Headers): string[] {
  return EXPECTED_SECURITY_HEADERS.flatMap((expected) => {
    const value = headers.get(expected.name);
    if (value === null) return [`${expected.name} missing`];
    const problem = expected.problem(value);
    return problem ? [`${expected.name}: ${problem}`] : [];
  });
}
