/**
 * What never reaches a log line: tokens, passwords, secrets, e-mail addresses and presigned
 * URLs. Applied to every value the logger serialises (message, fields, error text and stack),
 * so a careless field or an error message that quotes an address is still cleaned.
 */
const SECRET_KEY =
  /^(password|passwd|pwd|token|access_?token|id_?token|refresh_?token|secret|authorization|api_?key|cookie|signature|stripe_?signature|.*_?secret|.*email|.*e-mail|to|presigned_?url|url|download_?url|upload_?url|checkout_?url)$/i;

const REDACTIONS: [RegExp, string][] = [
  // Bearer tokens and JWTs (three base64url parts) wherever they appear.
  [/bearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[redacted-token]'],
  // Presigned S3 URLs (query-string signature) and Stripe keys.
  [
    /https?:\/\/[^\s"']*[?&](X-Amz-Signature|X-Amz-Credential|Signature)=[^\s"']*/gi,
    '[redacted-url]',
  ],
  [/\b(sk|rk|whsec)_(live|test)?_?[A-Za-z0-9]{8,}/g, '[redacted-key]'],
  // key=value or "key": "value" for secrets inside free text.
  [
    /(["']?(?:password|passwd|pwd|token|access_?token|id_?token|refresh_?token|secret|authorization|api_?key)["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi,
    '$1[redacted]',
  ],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[redacted-email]'],
];

export function redactText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of REDACTIONS) result = result.replace(pattern, replacement);
  return result;
}

/** A JSON.stringify replacer: secret-named keys lose their value, every string is cleaned. */
export function redactingReplacer(key: string, value: unknown): unknown {
  if (key && SECRET_KEY.test(key) && value !== undefined && value !== null && value !== '') {
    return '[redacted]';
  }
  return typeof value === 'string' ? redactText(value) : value;
}
