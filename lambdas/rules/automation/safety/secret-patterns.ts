/**
 * What secretlint's recommended preset does not know, found in the keys that automation exports
 * carry most: Google API keys, Twilio API keys, Mailgun private keys and long bearer tokens typed
 * straight into an Authorization header. Kept few and strict: a false alarm blocks a seller's
 * upload.
 */
export interface PatternMatch {
  start: number;
  end: number;
  kind: string;
}

interface Pattern {
  kind: string;
  regex: RegExp;
  /** The capture group that is the secret itself (0: the whole match). */
  group?: number;
  accept?: (secret: string) => boolean;
}

/**
 * Tokens that are examples rather than keys: 'YOUR_API_KEY', '<token>', 'xxxx…', '****'. Real
 * tokens mix letters and digits; words and runs of one character do not.
 */
export function looksLikePlaceholder(token: string): boolean {
  if (/your|example|placeholder|token|api[_-]?key|secret|insert|replace|changeme/i.test(token)) {
    return true;
  }
  if (/(x{4,}|\*{3,}|\.{3,}|(.)\2{7,})/i.test(token)) return true;
  return !(/[A-Za-z]/.test(token) && /\d/.test(token));
}

const PATTERNS: Pattern[] = [
  { kind: 'Google API key', regex: /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g },
  { kind: 'Twilio API key', regex: /(?<![\w])SK[0-9a-fA-F]{32}(?![\w])/g },
  { kind: 'Mailgun API key', regex: /(?<![\w-])key-[0-9a-f]{32}(?![\w])/g },
  {
    // An n8n expression ('={{ $json.token }}') or a template ('{{token}}') never matches: the
    // token must start right after the space and hold only token characters.
    kind: 'bearer token',
    regex: /\bBearer[ \t]+([A-Za-z0-9\-._~+/]{20,}=*)(?![A-Za-z0-9\-._~+/={}])/g,
    group: 1,
    accept: (token) => !looksLikePlaceholder(token),
  },
];

export function findPatternSecrets(content: string): PatternMatch[] {
  const matches: PatternMatch[] = [];
  for (const pattern of PATTERNS) {
    for (const match of content.matchAll(pattern.regex)) {
      const secret = match[pattern.group ?? 0] ?? '';
      if (pattern.accept && !pattern.accept(secret)) continue;
      const start = (match.index ?? 0) + match[0].indexOf(secret);
      matches.push({ start, end: start + secret.length, kind: pattern.kind });
    }
  }
  return matches;
}

/** secretlint's message ids in the seller's words; the rest read from the rule's own message. */
const KINDS: Record<string, string | null> = {
  STRIPE_SECRET_KEY_LIVE: 'Stripe secret key',
  STRIPE_SECRET_KEY_TEST: 'Stripe secret key (a test key, still your account’s)',
  STRIPE_RESTRICTED_KEY_LIVE: 'Stripe restricted key',
  STRIPE_RESTRICTED_KEY_TEST: 'Stripe restricted key (a test key, still your account’s)',
  AWSAccessKeyID: 'AWS access key',
  AWSSecretAccessKey: 'AWS secret access key',
  // An account number is no secret: reported by the ID scan we enable for access keys only.
  AWSAccountID: null,
  BasicAuth: 'user name and password in a URL',
  PRIVATE_KEY: 'private key',
};

/**
 * The kind of secret a secretlint message names, or null to ignore it. Its messages read
 * 'found <kind>: <the secret>'; only the part before the colon is kept, never the secret.
 */
export function secretlintKind(messageId: string, message: string): string | null {
  if (messageId in KINDS) return KINDS[messageId] ?? null;
  const kind = /^found (.+?):/.exec(message)?.[1];
  return kind ?? 'secret';
}
