/**
 * "What's inside": the product page's summary of a version's automation files, merged from the
 * manifests stored on its file records. Only what a shopper may read is copied out (no
 * parameters, no credential ids, nothing cleaning removed), and the graphs share one
 * manifest's room, so the answer stays small however many files a version has.
 */
import {
  GRAPH_MAX_EDGES,
  GRAPH_MAX_STEPS,
  LIST_MAX,
  type ArchiveManifest,
  type AutomationManifest,
  type AutomationPlatform,
} from './manifest';
import type { ProductFile } from '../product-content';

export interface InsideApp {
  name: string;
  /** A file under /app-icons/ ('n8n/slack.svg'), or '' for a letter badge. */
  icon: string;
}

export interface InsideStep {
  id: string;
  name: string;
  icon: string;
  position?: [number, number];
}

export interface InsideGraph {
  /** The file (or zip member) the graph was read from, to tell several diagrams apart. */
  title: string;
  steps: InsideStep[];
  edges: { from: string; to: string }[];
  /** The file has more steps or connections than the diagram draws. */
  truncated: boolean;
}

export interface WhatsInside {
  platforms: AutomationPlatform[];
  /** What starts the automations, in words ('Every day at 9:00', 'Webhook'). */
  triggers: string[];
  stepCount: number;
  apps: InsideApp[];
  /** Accounts and credentials the buyer must create, in words. */
  needs: string[];
  communityPackages: string[];
  usesAi: boolean;
  /** Absent when the seller turned the diagram off. */
  graphs?: InsideGraph[];
}

/** A file record's manifest and the name the shopper knows the file by. */
export interface InsideSource {
  title: string;
  manifest: AutomationManifest | ArchiveManifest;
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()].slice(0, LIST_MAX);
}

/** The single-file manifests behind a source, with the titles their diagrams carry. */
function filesOf(source: InsideSource): { title: string; manifest: AutomationManifest }[] {
  const { manifest } = source;
  if ('members' in manifest) {
    return manifest.members.map((member) => ({
      title: member.fileName,
      manifest: member.manifest,
    }));
  }
  return [{ title: source.title, manifest }];
}

/** Copies the drawable part of a graph within what is left of the shared room. */
function insideGraph(
  title: string,
  manifest: AutomationManifest,
  room: { steps: number; edges: number },
): InsideGraph {
  const icons = new Map(manifest.apps.map((app) => [app.key, app.icon]));
  const steps = manifest.graph.steps.slice(0, room.steps).map((step) => ({
    id: step.id,
    name: step.name,
    icon: icons.get(step.app) ?? '',
    ...(step.position ? { position: step.position } : {}),
  }));
  const kept = new Set(steps.map((step) => step.id));
  const drawable = manifest.graph.edges.filter((edge) => kept.has(edge.from) && kept.has(edge.to));
  const edges = drawable.slice(0, room.edges).map(({ from, to }) => ({ from, to }));
  const truncated =
    manifest.graph.truncated ||
    steps.length < manifest.graph.steps.length ||
    edges.length < manifest.graph.edges.length;
  return { title, steps, edges, truncated };
}

/**
 * Merges the manifests of one version's automation files (in the order the page lists them)
 * into one summary; null when none was read. `withGraph` false leaves the diagrams out.
 */
export function mergeWhatsInside(
  sources: readonly InsideSource[],
  options: { withGraph: boolean },
): WhatsInside | null {
  const files = sources.flatMap(filesOf);
  if (files.length === 0) return null;
  const manifests = files.map((file) => file.manifest);
  const summary: WhatsInside = {
    platforms: unique(
      manifests.map((manifest) => manifest.platform),
      (platform) => platform,
    ),
    triggers: unique(
      manifests.flatMap((manifest) => manifest.triggers.map((trigger) => trigger.label)),
      (label) => label,
    ),
    stepCount: manifests.reduce((sum, manifest) => sum + manifest.stepCount, 0),
    apps: unique(
      manifests.flatMap((manifest) => manifest.apps),
      (app) => app.key,
    ).map(({ name, icon }) => ({ name, icon })),
    needs: unique(
      manifests.flatMap((manifest) => manifest.credentials),
      (words) => words,
    ),
    communityPackages: unique(
      manifests.flatMap((manifest) => manifest.communityPackages),
      (name) => name,
    ),
    usesAi: manifests.some((manifest) => manifest.usesAi),
  };
  if (!options.withGraph) return summary;
  const room = { steps: GRAPH_MAX_STEPS, edges: GRAPH_MAX_EDGES };
  const graphs: InsideGraph[] = [];
  for (const file of files) {
    if (room.steps === 0 || file.manifest.graph.steps.length === 0) continue;
    const graph = insideGraph(file.title, file.manifest, room);
    room.steps -= graph.steps.length;
    room.edges -= graph.edges.length;
    graphs.push(graph);
  }
  return { ...summary, graphs };
}

/**
 * The read automation files of one version, in the order the product page lists them; a file
 * confirmed before files were read has no manifest and adds nothing.
 */
export function insideSources(files: readonly ProductFile[], versionId: string): InsideSource[] {
  return files
    .filter((file) => file.version_id === versionId && file.automation_manifest)
    .sort((a, b) => a.order_position - b.order_position)
    .flatMap((file) =>
      file.automation_manifest
        ? [{ title: file.title || file.display_name, manifest: file.automation_manifest }]
        : [],
    );
}

/** How many app icons a catalogue card carries; the card says "+N" for the rest. */
export const CARD_APPS_MAX = 4;

/** The catalogue card's apps: the first few and how many there are in all. */
export interface CardApps {
  first: InsideApp[];
  total: number;
}

/** Kept on the product item at publishing, so the catalogue list needs no second read. */
export function cardAppsOf(sources: readonly InsideSource[]): CardApps | undefined {
  const inside = mergeWhatsInside(sources, { withGraph: false });
  if (!inside || inside.apps.length === 0) return undefined;
  return { first: inside.apps.slice(0, CARD_APPS_MAX), total: inside.apps.length };
}
