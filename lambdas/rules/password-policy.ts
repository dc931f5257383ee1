/**
 * The user pool's password policy, one constant for the CDK user pool (lib/constructs/auth.ts)
 * and the admin's security page. Spec: at least 6 characters, nothing else required.
 */
export const PASSWORD_POLICY = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;
