import { groupEntry } from '../http/group-entry';
import { myAccountRoutes } from '../routes/my-account';
import {
  getMyProduct,
  getMyPurchases,
  getMyReceipt,
  secureDownload,
} from '../handlers/my-account/purchases';
import {
  deleteAccount,
  getPreferences,
  putPreferences,
  putProfile,
  sendDeletionEmails,
} from '../handlers/my-account/settings';
import {
  createN8nLibrary,
  deleteN8nLibrary,
  getN8nLibrary,
} from '../handlers/my-account/n8n-library';

/** Lambda entry of the `my-account` function group (the signed-in buyer's account area). */
export const handler = groupEntry('my-account', myAccountRoutes, {
  getMyPurchases,
  getMyProduct,
  getMyReceipt,
  secureDownload,
  getPreferences,
  putPreferences,
  putProfile,
  deleteAccount,
  sendDeletionEmails,
  getN8nLibrary,
  createN8nLibrary,
  deleteN8nLibrary,
});
