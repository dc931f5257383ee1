import type { Area } from '../manage-products/paths';

/** Where the bundle screens live: the seller's own under /seller, the shop's under /admin. */
const base = (area: Area) => (area === 'admin' ? '/admin/bundles' : '/seller/bundles');

export const bundleAdminPaths = {
  list: base,
  create: (area: Area) => `${base(area)}/new`,
  edit: (area: Area, id: string) => `${base(area)}/${encodeURIComponent(id)}/edit`,
};
