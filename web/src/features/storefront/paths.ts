/** A storefront's address. */
export const storefrontPath = (handle: string) => `/sellers/${encodeURIComponent(handle)}`;
