/** What the automation files of one archive add up to, for the product page's summary. */
import { LIST_MAX, type ArchiveManifest, type ArchiveMember } from './manifest';

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()].slice(0, LIST_MAX);
}

export function mergeArchive(members: ArchiveMember[]): ArchiveManifest {
  const manifests = members.map((member) => member.manifest);
  return {
    platforms: unique(
      manifests.map((manifest) => manifest.platform),
      (platform) => platform,
    ),
    stepCount: manifests.reduce((sum, manifest) => sum + manifest.stepCount, 0),
    triggers: unique(
      manifests.flatMap((manifest) => manifest.triggers),
      (t) => `${t.kind}|${t.label}`,
    ),
    apps: unique(
      manifests.flatMap((manifest) => manifest.apps),
      (app) => app.key,
    ),
    credentials: unique(
      manifests.flatMap((manifest) => manifest.credentials),
      (c) => c,
    ),
    communityPackages: unique(
      manifests.flatMap((manifest) => manifest.communityPackages),
      (p) => p,
    ),
    usesAi: manifests.some((manifest) => manifest.usesAi),
    members,
  };
}
