/**
 * A seller's storefront: the rules of its handle (the `/sellers/{handle}` address) and its
 * links, written once for the seller's form in the browser and the API.
 */

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const MAX_STOREFRONT_LINKS = 5;
export const MAX_LINK_LENGTH = 500;
export const MAX_BIO_LENGTH = 500;
export const MAX_DISPLAY_NAME_LENGTH = 60;

/**
 * Handles that would read as the shop's own pages or people, or that the shop may need for its
 * own addresses later; refused whatever seller asks.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'account',
  'auth',
  'backoffice',
  'billing',
  'cart',
  'checkout',
  'downloads',
  'help',
  'login',
  'logout',
  'manage',
  'marketplace',
  'me',
  'media',
  'moderator',
  'myaccount',
  'new',
  'official',
  'payouts',
  'root',
  'sales',
  'security',
  'seller',
  'sellers',
  'settings',
  'shop',
  'signin',
  'signup',
  'staff',
  'support',
  'system',
  'unfollow',
]);

export const HANDLE_MESSAGES = {
  length: `The address must be ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters long`,
  characters: 'Use lowercase letters, digits and hyphens only',
  hyphens: 'The address cannot start or end with a hyphen',
  reserved: 'This address is reserved',
} as const;

const HANDLE_CHARACTERS = /^[a-z0-9-]+$/;

/** Why a handle is refused, or undefined when it may be claimed. */
export function handleProblem(handle: string): string | undefined {
  if (handle.length < HANDLE_MIN_LENGTH || handle.length > HANDLE_MAX_LENGTH) {
    return HANDLE_MESSAGES.length;
  }
  if (!HANDLE_CHARACTERS.test(handle)) return HANDLE_MESSAGES.characters;
  // A leading or trailing hyphen reads as a typo in a shared address.
  if (handle.startsWith('-') || handle.endsWith('-')) return HANDLE_MESSAGES.hyphens;
  if (RESERVED_HANDLES.has(handle)) return HANDLE_MESSAGES.reserved;
  return undefined;
}

/**
 * The form a typed handle is compared in: trimmed and lower-cased, so `Anna-Flows` finds
 * `anna-flows` (the page then answers with the stored handle).
 */
export function normaliseHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

export const LINK_MESSAGES = {
  https: 'Links must be https:// addresses',
  invalid: 'This is not a valid link',
  tooLong: `Links can be at most ${MAX_LINK_LENGTH} characters`,
  tooMany: `At most ${MAX_STOREFRONT_LINKS} links`,
  repeated: 'Each link can be listed only once',
} as const;

/**
 * Why a storefront link is refused, or undefined. Only https URLs with a host and no user
 * name or password: the page shows them to every visitor, so `javascript:`, `http:` and
 * credential-carrying URLs never reach it.
 */
export function linkProblem(link: string): string | undefined {
  if (link.length > MAX_LINK_LENGTH) return LINK_MESSAGES.tooLong;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return LINK_MESSAGES.invalid;
  }
  if (url.protocol !== 'https:') return LINK_MESSAGES.https;
  if (!url.hostname.includes('.') || url.username || url.password) return LINK_MESSAGES.invalid;
  return undefined;
}

/** What a link shows as on the page: its host and path, without the scheme. */
export function linkLabel(link: string): string {
  try {
    const url = new URL(link);
    const path = url.pathname === '/' ? '' : url.pathname;
    return `${url.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return link;
  }
}
