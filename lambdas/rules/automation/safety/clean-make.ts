import { stepsOf } from './steps';
import { isJsonObject, type JsonObject, type Removal, type StepRef } from './types';

/**
 * What a Make blueprint carries about the seller. Connection, webhook and keychain slots
 * (`__IMTCONN__`, `__IMTHOOK__`, `__IMTKEY__`) hold ids in the seller's team: they are set to null
 * rather than deleted, so the module still shows the slot and Make asks the buyer to pick their
 * own (Make's help does not document the import shape; null is what a module never connected
 * has). `metadata.restore` is the designer's cache of labels for the chosen values: the
 * seller's connection names (often their e-mail address) and picked records. The zone names the
 * seller's data centre. Field definitions (`metadata.expect`, `interface`) describe the module,
 * not the seller, and stay.
 */
const SLOT_WORDS: Record<string, string> = {
  __IMTCONN__: 'Connection',
  __IMTHOOK__: 'Webhook',
  __IMTKEY__: 'Key',
};

const BLUEPRINT_IDS = ['teamId', 'organizationId', 'scenarioId', 'userId'];

function slotLabel(module: JsonObject, slot: string): string | null {
  const restore = isJsonObject(module.metadata) ? module.metadata.restore : undefined;
  const parameters = isJsonObject(restore) ? restore.parameters : undefined;
  const entry = isJsonObject(parameters) ? parameters[slot] : undefined;
  return isJsonObject(entry) && typeof entry.label === 'string' ? entry.label : null;
}

function cleanModule(module: JsonObject, step: StepRef, removed: Removal[]) {
  const parameters = module.parameters;
  if (isJsonObject(parameters)) {
    for (const [slot, word] of Object.entries(SLOT_WORDS)) {
      const id = parameters[slot];
      if (id === undefined || id === null) continue;
      const label = slotLabel(module, slot);
      parameters[slot] = null;
      const named = label ? `${word} "${label}"` : word;
      removed.push({ step, what: `${named} (id ${String(id)})` });
    }
  }
  if (isJsonObject(module.metadata) && 'restore' in module.metadata) {
    delete module.metadata.restore;
    removed.push({
      step,
      what: 'Saved labels of chosen values (connection names, picked records)',
    });
  }
}

function cleanIds(holder: JsonObject, removed: Removal[]) {
  for (const field of BLUEPRINT_IDS) {
    if (field in holder) {
      delete holder[field];
      removed.push({
        step: null,
        what: `${field.replace(/Id$/, '')} id`.replace(/^./, (c) => c.toUpperCase()),
      });
    }
  }
}

export function cleanMakeBlueprint(file: JsonObject): Removal[] {
  const removed: Removal[] = [];
  cleanIds(file, removed);
  if (isJsonObject(file.metadata)) {
    cleanIds(file.metadata, removed);
    if ('zone' in file.metadata) {
      delete file.metadata.zone;
      removed.push({ step: null, what: 'Make zone (the seller’s data centre)' });
    }
  }
  for (const { node, ref } of stepsOf(file, 'make')) cleanModule(node, ref, removed);
  return removed;
}
