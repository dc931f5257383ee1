import { randomUUID } from 'node:crypto';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedProductDetail,
} from '../../contracts/manage/products';
import { versionCreate, versionReplace } from '../../repositories/managed-product-repository';
import type { ProductPartition } from '../../repositories/product-repository';
import { syncCatalogueListing } from '../../repositories/catalogue-browse/sync';
import { writeTransaction } from '../../repositories/transaction';
import type { TransactWriteItem } from '../../repositories/transaction';
import type { Caller } from '../shared/caller';
import { ConflictError } from '../shared/errors';
import { publishPartitionVersion } from './version-publishing';
import { manageablePartition } from './products';
import { makeLatestVersion, versionOf } from './latest-version';
import { loadManagedDetail, revisionOf } from './product-views';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

interface VersionInput {
  version_number: string;
  release_date: string;
  changelog: string;
}

function assertNumberFree(partition: ProductPartition, number: string, exceptId?: string) {
  const taken = partition.versions.some(
    (version) =>
      version.id !== exceptId && version.version_number.toLowerCase() === number.toLowerCase(),
  );
  if (taken) throw new ConflictError(MANAGE_MESSAGES.versionNumberTaken);
}

async function commit(items: TransactWriteItem[], productId: string) {
  const result = await writeTransaction(items);
  if (!result.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  await syncCatalogueListing(productId);
  return loadManagedDetail(productId);
}

/** A new draft: its number unique within the product. */
export async function createDraftVersion(
  caller: ManagingCaller,
  productId: string,
  input: VersionInput,
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  assertNumberFree(partition, input.version_number);
  return commit(
    [
      versionCreate({
        id: randomUUID(),
        product_id: productId,
        ...input,
        is_published: false,
        is_latest: false,
        created_at: now.toISOString(),
        revision: 0,
      }),
    ],
    productId,
  );
}

/** Drafts only: what buyers have received does not change under them. */
export async function updateDraftVersion(
  caller: ManagingCaller,
  productId: string,
  versionId: string,
  input: VersionInput & { revision: number },
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  const version = versionOf(partition, versionId);
  if (version.is_published) throw new ConflictError(MANAGE_MESSAGES.publishedVersionLocked);
  if (revisionOf(version) !== input.revision) throw new ConflictError(STALE_REVISION_MESSAGE);
  assertNumberFree(partition, input.version_number, versionId);
  const { revision, ...fields } = input;
  return commit(
    [versionReplace({ ...version, ...fields, revision: revision + 1 }, revision)],
    productId,
  );
}

/** Publishes a version (it becomes the latest) and e-mails its buyers and followers once. */
export async function publishManagedVersion(
  caller: ManagingCaller,
  productId: string,
  versionId: string,
  revision: number,
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  // Publishing lists the product (its followers hear of a first listing) and brings its apps
  // into the "Works with" facet.
  await publishPartitionVersion(partition, versionId, revision);
  return loadManagedDetail(productId);
}

/** Makes an already published version the latest (no e-mail: nothing new was published). */
export async function setLatestVersion(
  caller: ManagingCaller,
  productId: string,
  versionId: string,
  revision: number,
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  if (!versionOf(partition, versionId).is_published) {
    throw new ConflictError(MANAGE_MESSAGES.latestMustBePublished);
  }
  await makeLatestVersion(partition, versionId, revision);
  return loadManagedDetail(productId);
}
