/**
 * Which API answer an anonymous visitor's landing page shows first, read from the address and
 * localStorage alone (no imports): shared by the preload that runs before the app's code and
 * by the app's own prefetch, so both ask for the same URL.
 */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Any of Amplify's keys: a session may be restored, and its calls must carry the token. */
export function maySignIn(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(AMPLIFY_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The catalogue on `/`, the product on its page, else null (an undecodable id included). */
export function landingProductId(pathname: string): string | null | undefined {
  if (pathname === '/') return undefined;
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!product?.[1]) return null;
  try {
    return decodeURIComponent(product[1]);
  } catch {
    return null;
  }
}
