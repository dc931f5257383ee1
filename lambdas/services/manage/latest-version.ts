import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import { versionReplace } from '../../repositories/managed-product-repository';
import type { ProductPartition } from '../../repositories/product-repository';
import type { TransactWriteItem } from '../../repositories/transaction';
import type { Product } from '../../rules/product';
import type { ProductVersion } from '../../rules/product-content';
import { cardAppsOf, insideSources } from '../../rules/automation/whats-inside';
import { ConflictError, NotFoundError } from '../shared/errors';
import { revisionOf } from './product-views';
import { saveProductChanges } from './product-write';

/** One version of a partition; a version the product does not have is not found. */
export function versionOf(partition: ProductPartition, versionId: string): ProductVersion {
  const version = partition.versions.find((candidate) => candidate.id === versionId);
  if (!version) throw new NotFoundError('Version not found');
  return version;
}

/**
 * One transaction that makes `versionId` published and the latest, clears the old latest and
 * marks the product as having a published version (its catalogue keys follow): each item is
 * conditioned on the revision read, so concurrent publishes cannot leave two latest versions
 * or a catalogue index that disagrees with the versions; the loser gets a 409 (with
 * `conflictMessage`, the stale-revision one unless told). The product's catalogue listing is
 * synced after it commits. Answers the product as written.
 */
export async function makeLatestVersion(
  partition: ProductPartition,
  versionId: string,
  expectedTargetRevision: number,
  options: { now?: Date; conflictMessage?: string } = {},
): Promise<Product> {
  const conflictMessage = options.conflictMessage ?? STALE_REVISION_MESSAGE;
  const target = versionOf(partition, versionId);
  if (revisionOf(target) !== expectedTargetRevision) throw new ConflictError(conflictMessage);
  const versions: TransactWriteItem[] = [
    versionReplace(
      { ...target, is_published: true, is_latest: true, revision: expectedTargetRevision + 1 },
      expectedTargetRevision,
    ),
  ];
  for (const version of partition.versions) {
    if (version.id === versionId || !version.is_latest) continue;
    const revision = revisionOf(version);
    versions.push(
      versionReplace({ ...version, is_latest: false, revision: revision + 1 }, revision),
    );
  }
  // The catalogue card's app icons follow the version now published (rules/automation/whats-inside.ts).
  const product = partition.product;
  return saveProductChanges(
    product,
    revisionOf(product),
    {
      catalogue_apps: cardAppsOf(insideSources(partition.files, versionId)),
      has_published_version: true,
    },
    { ...options, conflictMessage, alongside: versions },
  );
}
