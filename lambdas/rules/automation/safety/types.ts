import type { AutomationPlatform } from '../manifest';

/** The automation platforms whose exports the shop sells (one list, the manifest's). */
export type { AutomationPlatform };

/** JSON path segments from the file's root: object keys and array indexes. */
export type JsonPath = readonly (string | number)[];

/**
 * The step a finding or a removal belongs to, as the seller sees it in their editor: the n8n
 * node's name, the Make module's label, the Zapier step's title. `null` for the workflow itself
 * (settings, pinned data keyed by node, tags, ...).
 */
export interface StepRef {
  name: string;
  id: string | null;
}

/** What looks like a secret in a file. Never holds the secret: a masked preview at most. */
export interface SecretFinding {
  step: StepRef | null;
  /** Where in the step (or the file), in words: 'Header "Authorization"' or a JSON path. */
  field: string;
  /** 'Stripe secret key', 'AWS access key', 'password in a URL', ... */
  kind: string;
  /** The first 4 characters and an ellipsis, for the seller to recognise their own key. */
  preview: string;
}

/** One thing cleaning took out, in words, for the seller's upload summary. */
export interface Removal {
  step: StepRef | null;
  what: string;
}

export interface CleanResult {
  text: string;
  removed: Removal[];
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
