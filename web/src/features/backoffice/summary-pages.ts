export type Area = 'admin' | 'seller';

/**
 * List-type pages show the summary cards; edit, new, user detail, product detail, order detail
 * and settings pages do not.
 */
const LIST_PAGES: Record<Area, RegExp> = {
  admin:
    /^\/admin(\/(products(\/(list|versions))?|users(\/list)?|sales|orders|security|payouts))?\/?$/,
  seller: /^\/seller(\/(products(\/list)?|sales|payouts))?\/?$/,
};

/** Whether `pathname` is a list-type page of the area (where the cards show). */
export function isListPage(area: Area, pathname: string): boolean {
  return LIST_PAGES[area].test(pathname);
}
