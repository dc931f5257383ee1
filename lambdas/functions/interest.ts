import { groupEntry } from '../http/group-entry';
import { interestRoutes } from '../routes/interest';
import { notifyProductInterest } from '../handlers/interest/notify-product-interest';

/** Lambda entry of the `interest` function group. */
export const handler = groupEntry('interest', interestRoutes, { notifyProductInterest });
