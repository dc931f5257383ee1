import { stepsOf } from './steps';
import { isJsonObject, type JsonObject, type Removal, type StepRef } from './types';

/**
 * What an n8n export carries about the seller rather than the automation. The credential shape
 * left behind, `{ "id": null, "name": "" }`, is the one n8n's editor itself converts old string
 * credentials to (useNodeHelpers.matchCredentials): with no id it matches by name only, no
 * credential is named '', so the node keeps its credential type and the editor asks the buyer to
 * pick or create one. Webhook ids go because the editor gives every webhook node without one a new
 * id on load (resolveNodeWebhookId) and fills an empty webhook path with it; a path that was the
 * seller's webhook id is emptied so the buyer's copy never answers on the seller's URL path.
 */
const WORKFLOW_FIELDS: [field: string, what: string][] = [
  ['id', 'Workflow id'],
  ['versionId', 'Version id'],
  ['shared', 'Sharing (projects and their members)'],
  ['owner', 'Owner'],
  ['homeProject', 'Home project'],
];

const countItems = (value: unknown) => (Array.isArray(value) ? value.length : 1);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function cleanWorkflowFields(file: JsonObject, removed: Removal[]) {
  for (const [field, what] of WORKFLOW_FIELDS) {
    if (field in file && file[field] !== null) {
      delete file[field];
      removed.push({ step: null, what });
    }
  }
  if (isJsonObject(file.meta)) {
    if ('instanceId' in file.meta) {
      delete file.meta.instanceId;
      removed.push({ step: null, what: 'Instance id' });
    }
    if ('templateCredsSetupCompleted' in file.meta) {
      delete file.meta.templateCredsSetupCompleted;
      removed.push({ step: null, what: 'Credential setup flag' });
    }
  }
  if (file.active === true) {
    file.active = false;
    removed.push({ step: null, what: 'Active switch (set to off)' });
  }
  if ('staticData' in file && file.staticData !== null) {
    delete file.staticData;
    removed.push({ step: null, what: 'Static data (trigger state such as the last poll)' });
  }
  // Tags keep their names (they help the buyer file the template); ids and dates are the seller's.
  if (
    Array.isArray(file.tags) &&
    file.tags.some((tag) => isJsonObject(tag) && Object.keys(tag).some((key) => key !== 'name'))
  ) {
    file.tags = file.tags.map((tag) => (isJsonObject(tag) ? { name: tag.name } : tag));
    removed.push({ step: null, what: 'Tag ids (kept the tag names)' });
  }
}

function cleanPinData(file: JsonObject, stepByName: Map<string, StepRef>, removed: Removal[]) {
  const pinData = file.pinData;
  if (!isJsonObject(pinData) || Object.keys(pinData).length === 0) return;
  for (const [nodeName, items] of Object.entries(pinData)) {
    const step = stepByName.get(nodeName) ?? { name: nodeName, id: null };
    removed.push({ step, what: `Pinned sample data (${plural(countItems(items), 'item')})` });
  }
  delete file.pinData;
}

function cleanCredentials(node: JsonObject, step: StepRef, removed: Removal[]) {
  if (!isJsonObject(node.credentials)) return;
  for (const [type, credential] of Object.entries(node.credentials)) {
    // Old exports hold the credential's name as a string: the type stays, the name goes.
    if (typeof credential === 'string') {
      if (credential === '') continue;
      node.credentials[type] = '';
      removed.push({ step, what: `Credential "${credential}": kept the type ${type}` });
      continue;
    }
    if (!isJsonObject(credential)) continue;
    const id = credential.id ?? null;
    const name = typeof credential.name === 'string' ? credential.name : '';
    if (id === null && name === '') continue;
    node.credentials[type] = { id: null, name: '' };
    const named = name === '' ? 'Credential' : `Credential "${name}"`;
    const withId = id === null ? '' : ` (id ${String(id)})`;
    removed.push({ step, what: `${named}${withId}: kept the type ${type}` });
  }
}

function cleanWebhookId(node: JsonObject, step: StepRef, removed: Removal[]) {
  if (!('webhookId' in node)) return;
  const webhookId = node.webhookId;
  delete node.webhookId;
  if (isJsonObject(node.parameters) && webhookId && node.parameters.path === webhookId) {
    node.parameters.path = '';
    removed.push({ step, what: 'Webhook id (and the webhook path that repeated it)' });
  } else {
    removed.push({ step, what: 'Webhook id' });
  }
}

export function cleanN8nWorkflow(file: JsonObject): Removal[] {
  const removed: Removal[] = [];
  const steps = stepsOf(file, 'n8n');
  cleanWorkflowFields(file, removed);
  cleanPinData(file, new Map(steps.map(({ ref }) => [ref.name, ref])), removed);
  for (const { node, ref } of steps) {
    cleanCredentials(node, ref, removed);
    cleanWebhookId(node, ref, removed);
  }
  return removed;
}
