/**
 * Collects what every reader finds (steps, edges, apps, credentials...) and turns it into a
 * capped manifest, so the three readers only say what a step is, not how the manifest is kept
 * small and deduplicated.
 */
import {
  FULL_ROOM,
  NAME_MAX,
  type AutomationManifest,
  type AutomationPlatform,
  type ManifestApp,
  type ManifestEdge,
  type ManifestRoom,
  type ManifestStep,
  type ManifestTrigger,
} from './manifest';

export function clip(text: string, max = NAME_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export class ManifestBuilder {
  private readonly steps: ManifestStep[] = [];
  private readonly edges: ManifestEdge[] = [];
  private readonly apps = new Map<string, ManifestApp>();
  private readonly credentials = new Set<string>();
  private readonly packages = new Set<string>();
  private readonly triggers: ManifestTrigger[] = [];
  private stepCount = 0;
  usesAi = false;

  constructor(
    private readonly platform: AutomationPlatform,
    private readonly room: ManifestRoom = FULL_ROOM,
  ) {}

  addStep(step: ManifestStep): void {
    this.stepCount += 1;
    if (this.steps.length < this.room.steps) this.steps.push({ ...step, name: clip(step.name) });
  }

  addEdge(edge: ManifestEdge): void {
    this.edges.push(edge);
  }

  addApp(app: ManifestApp): void {
    if (!this.apps.has(app.key)) this.apps.set(app.key, app);
  }

  addCredential(words: string): void {
    this.credentials.add(words);
  }

  addPackage(name: string): void {
    this.packages.add(name);
  }

  addTrigger(trigger: ManifestTrigger): void {
    this.triggers.push({ kind: trigger.kind, label: clip(trigger.label) });
  }

  build(extra: { name?: string; platformVersion?: string }): AutomationManifest {
    const kept = new Set(this.steps.map((step) => step.id));
    const edges = this.edges.filter((edge) => kept.has(edge.from) && kept.has(edge.to));
    const truncated =
      this.steps.length < this.stepCount ||
      edges.length < this.edges.length ||
      edges.length > this.room.edges;
    return {
      platform: this.platform,
      ...(extra.platformVersion ? { platformVersion: extra.platformVersion } : {}),
      ...(extra.name ? { name: clip(extra.name) } : {}),
      triggers: this.triggers.slice(0, this.room.list),
      stepCount: this.stepCount,
      apps: [...this.apps.values()].slice(0, this.room.list),
      credentials: [...this.credentials].slice(0, this.room.list),
      communityPackages: [...this.packages].slice(0, this.room.list),
      usesAi: this.usesAi,
      graph: { steps: this.steps, edges: edges.slice(0, this.room.edges), truncated },
    };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
