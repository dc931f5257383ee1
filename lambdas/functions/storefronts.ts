import { groupEntry } from '../http/group-entry';
import { storefrontsRoutes } from '../routes/storefronts';
import { follow, myFollows, unfollow, unsubscribe } from '../handlers/storefronts/follows';
import {
  getOwnStorefront,
  saveOwnStorefront,
  setVisibility,
  uploadAvatar,
} from '../handlers/storefronts/my-storefront';
import { getStorefront } from '../handlers/storefronts/storefront-page';

/** Lambda entry of the `storefronts` function group (sellers' pages and their followers). */
export const handler = groupEntry('storefronts', storefrontsRoutes, {
  getStorefront,
  follow,
  unfollow,
  myFollows,
  unsubscribe,
  getOwnStorefront,
  saveOwnStorefront,
  uploadAvatar,
  setVisibility,
});
