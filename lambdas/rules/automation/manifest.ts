/**
 * What the shop learns from an automation file (n8n workflow, Make blueprint, Zapier export):
 * a compact, JSON-serialisable manifest stored on the file record, so the product page can say
 * what a template triggers on, which apps and credentials the buyer needs, and draw its graph.
 * The graph keeps at most GRAPH_MAX_STEPS steps and GRAPH_MAX_EDGES edges (the counts above it
 * stay exact) so a 2,000-step workflow still fits well inside a DynamoDB item.
 */
import { N8N_WORKFLOW_MAX_BYTES, N8N_WORKFLOW_MAX_NODES } from '../n8n-workflow';

export type AutomationPlatform = 'n8n' | 'make' | 'zapier';
export type TriggerKind = 'webhook' | 'schedule' | 'app event' | 'manual' | 'other';

export interface ManifestTrigger {
  kind: TriggerKind;
  label: string;
}

export interface ManifestApp {
  /** Stable across files: the n8n node type, Make app slug or Zapier app id. */
  key: string;
  name: string;
  /** A file under web/public/app-icons/ ('n8n/slack.svg'), or '' for a letter badge. */
  icon: string;
}

export interface ManifestStep {
  id: string;
  name: string;
  app: string;
  position?: [number, number];
  disabled?: true;
}

export interface ManifestEdge {
  from: string;
  to: string;
  /** 'main', an n8n AI connection ('ai_tool', 'ai_languageModel'...) or 'route' (Make). */
  kind: string;
  /** n8n output index or Make router route number (1-based), when it tells branches apart. */
  branch?: number;
}

export interface AutomationManifest {
  platform: AutomationPlatform;
  /** The export format's own version, where the file states one. */
  platformVersion?: string;
  name?: string;
  triggers: ManifestTrigger[];
  /** Every step, annotations (sticky notes) excluded; exact even when the graph is cut. */
  stepCount: number;
  apps: ManifestApp[];
  /** What the buyer must create, in words ('Slack account (OAuth2)'), deduplicated. */
  credentials: string[];
  /** npm packages of n8n community nodes the buyer's instance must install. */
  communityPackages: string[];
  usesAi: boolean;
  graph: { steps: ManifestStep[]; edges: ManifestEdge[]; truncated: boolean };
}

export interface ArchiveMember {
  fileName: string;
  manifest: AutomationManifest;
}

/** A zip: one manifest per automation file in it, and what they add up to. */
export interface ArchiveManifest {
  platforms: AutomationPlatform[];
  stepCount: number;
  triggers: ManifestTrigger[];
  apps: ManifestApp[];
  credentials: string[];
  communityPackages: string[];
  usesAi: boolean;
  members: ArchiveMember[];
}

export type AutomationReading =
  | { ok: true; kind: 'file'; manifest: AutomationManifest }
  | { ok: true; kind: 'archive'; archive: ArchiveManifest }
  | { ok: false; reason: string };

export const AUTOMATION_MAX_BYTES = N8N_WORKFLOW_MAX_BYTES;
export const AUTOMATION_MAX_STEPS = N8N_WORKFLOW_MAX_NODES;
export const AUTOMATION_MAX_DEPTH = 64;
export const GRAPH_MAX_STEPS = 150;
export const GRAPH_MAX_EDGES = 300;
/** Lists past these lengths say nothing more to a buyer, and would bloat the item. */
export const LIST_MAX = 50;

/** How much of the graph and lists one manifest keeps. */
export interface ManifestRoom {
  steps: number;
  edges: number;
  list: number;
}

export const FULL_ROOM: ManifestRoom = {
  steps: GRAPH_MAX_STEPS,
  edges: GRAPH_MAX_EDGES,
  list: LIST_MAX,
};

/** An archive's members share one manifest's room, so 50 big members stay as small as one. */
export function memberRoom(members: number): ManifestRoom {
  const steps = Math.floor(GRAPH_MAX_STEPS / members);
  // A graph of a few steps says little: many members are listed without one.
  const graph = steps >= 5;
  return {
    steps: graph ? steps : 0,
    edges: graph ? Math.floor(GRAPH_MAX_EDGES / members) : 0,
    list: Math.max(1, Math.floor(LIST_MAX / members)),
  };
}

export const NAME_MAX = 60;

export const PLATFORM_NOUN: Record<AutomationPlatform, string> = {
  n8n: 'an n8n workflow',
  make: 'a Make blueprint',
  zapier: 'a Zapier export',
};

export const TOO_MANY_STEPS = 'The workflow has more than 2,000 steps.';
export const TOO_DEEP = 'The file nests deeper than 64 levels.';
export const NOT_JSON = 'The file is not valid JSON.';

/** A refusal raised deep in a reader; readAutomationFile turns it into `{ ok: false }`. */
export class AutomationRefusal extends Error {}

export function refuse(reason: string): never {
  throw new AutomationRefusal(reason);
}
