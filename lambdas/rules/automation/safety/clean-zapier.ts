import { stepsOf } from './steps';
import { isJsonObject, type JsonObject, type Removal } from './types';

/**
 * What a Zapier export carries about the seller: the connected account of each step
 * (`authentication_id`, set to null so the step keeps asking for an account, as a step never
 * connected does), the account and user ids of the export and its zaps, and sample records
 * pulled from the seller's apps while testing. Step ids stay: `parent_id` and `root_id` link
 * steps by them.
 */
const ACCOUNT_FIELDS = ['account_id', 'customuser_id', 'user_id', 'owner_id', 'profile_id'];
const SAMPLE_FIELDS = ['sample', 'samples', 'sample_data', 'sample_result', 'selected_sample'];

const countItems = (value: unknown) => (Array.isArray(value) ? value.length : 1);

function cleanAccountIds(holder: JsonObject, removed: Removal[], step: Removal['step']) {
  for (const field of ACCOUNT_FIELDS) {
    if (field in holder) {
      delete holder[field];
      removed.push({ step, what: `Account id (${field})` });
    }
  }
}

function cleanSamples(holder: JsonObject, removed: Removal[], step: Removal['step']) {
  for (const field of SAMPLE_FIELDS) {
    if (field in holder) {
      const count = countItems(holder[field]);
      delete holder[field];
      removed.push({ step, what: `Sample records (${count})` });
    }
  }
}

export function cleanZapierExport(file: JsonObject): Removal[] {
  const removed: Removal[] = [];
  cleanAccountIds(file, removed, null);
  if (Array.isArray(file.zaps)) {
    for (const zap of file.zaps.filter(isJsonObject)) cleanAccountIds(zap, removed, null);
  }
  for (const { node, ref } of stepsOf(file, 'zapier')) {
    if (node.authentication_id !== undefined && node.authentication_id !== null) {
      removed.push({ step: ref, what: `Connected account (id ${String(node.authentication_id)})` });
      node.authentication_id = null;
    }
    cleanAccountIds(node, removed, ref);
    cleanSamples(node, removed, ref);
    if (isJsonObject(node.meta)) cleanSamples(node.meta, removed, ref);
  }
  return removed;
}
