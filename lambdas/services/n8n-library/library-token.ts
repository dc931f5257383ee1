import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 43 base64url characters in the URL, unguessable. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newLibraryToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this is stored: a leaked table reveals no usable URL. */
export function libraryTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a path segment could be a library token at all (anything else is a 404). */
export function looksLikeLibraryToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function libraryTokenHint(token: string): string {
  return token.slice(-4);
}
