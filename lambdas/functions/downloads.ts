import { groupEntry } from '../http/group-entry';
import { downloadsRoutes } from '../routes/downloads';
import {
  downloadFileUnauthorized,
  getBuyerFiles,
  getBuyerPurchases,
  getBuyerReceipt,
} from '../handlers/downloads/guest-downloads';

/** Lambda entry of the `downloads` function group (guest downloads by paid session). */
export const handler = groupEntry('downloads', downloadsRoutes, {
  getBuyerPurchases,
  getBuyerFiles,
  downloadFileUnauthorized,
  getBuyerReceipt,
});
