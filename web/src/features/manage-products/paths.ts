/** Where the admin's and the seller's product screens live (account spec, routes). */
export type Area = 'admin' | 'seller';

const base = (area: Area) => (area === 'admin' ? '/admin' : '/seller');

export const managePaths = {
  list: (area: Area) => `${base(area)}/products`,
  create: (area: Area) => `${base(area)}/products/new`,
  manage: (area: Area, id: string) => `${base(area)}/products/${encodeURIComponent(id)}`,
  edit: (area: Area, id: string) => `${base(area)}/products/${encodeURIComponent(id)}/edit`,
  /** Back from the management screen: the admin's dashboard, the seller's product list. */
  back: (area: Area) => (area === 'admin' ? '/admin' : '/seller/products'),
};
