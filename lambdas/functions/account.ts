import { groupEntry } from '../http/group-entry';
import { getMe } from '../handlers/account/get-me';
import { linkBuyerPurchases } from '../handlers/account/link-buyer-purchases';

/** Lambda entry of the `account` function group. */
export const handler = groupEntry('account', { getMe, linkBuyerPurchases });
