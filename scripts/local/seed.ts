import { readFileSync } from 'node:fs';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { isFreeProduct } from '../../lambdas/rules/pricing-options';
import { productFileKey, putProductFile } from '../../lambdas/repositories/file-storage';
import { keys } from '../../lambdas/repositories/keys';
import { initialiseProductCounters } from '../../lambdas/repositories/product-counter-repository';
import {
  putFile,
  getProductPartition,
  putProduct,
  putRelationship,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { createConfirmedUser } from '../../lambdas/repositories/user-directory';
import { sellerRecordTransactPut } from '../../lambdas/repositories/admin-user-repository';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import type { ProductFile } from '../../lambdas/rules/product-content';
import { isVisibleInCatalogue } from '../../lambdas/rules/visibility';
import { checkAutomationUpload } from '../../lambdas/services/manage/automation-upload-check';
import { refreshCardApps } from '../../lambdas/services/shared/card-apps-refresh';
import { latestPublishedVersion } from '../../lambdas/rules/versions';
import { n8nImportFlags } from '../../lambdas/services/manage/n8n-import-check';
import { ensureProfile } from '../../lambdas/services/shared/profile-service';
import { DEMO_PASSWORD, DEMO_SELLER_ID, DEMO_USERS } from './demo-accounts';
import { seedAdminDemo } from './demo/admin';
import { DEMO_PRODUCTS, DEMO_RELATIONSHIPS } from './demo/catalogue';
import { DEMO_SECOND_SELLER_ID, DEMO_SECOND_SELLER_PRODUCTS } from './demo/sales';
import { seedDemoPayouts } from './demo/payouts';
import { countPaidOrderSales } from '../../lambdas/services/sales/sales-events';
import { seedDemoReviews } from './demo/reviews';
import { seedDemoSales } from './demo/seed-sales';
import { demoSourcePath } from './demo/sources';
import { seedDemoStorefronts } from './demo/storefronts';
import { seedDemoBundles } from './demo/bundles';
import type { DemoFile, DemoProduct, DemoVersion } from './demo/types';

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  js: 'text/javascript',
  csv: 'text/csv',
};

const SEEDED_AT = '2026-01-15T09:00:00.000Z';

/** Seeds accounts in Cognito and their profiles, returning user ids by e-mail. */
async function seedAccounts(): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const user of DEMO_USERS) {
    const { userId } = await createConfirmedUser({
      email: user.email,
      fullName: user.fullName,
      password: DEMO_PASSWORD,
      groups: user.role === 'user' ? [] : [user.role],
    });
    ids.set(user.email, userId);
    // The sign-up path itself, so the users counters count the demo accounts.
    await ensureProfile(
      { userId, email: user.email, fullName: user.fullName, role: user.role },
      new Date(SEEDED_AT),
    );
  }
  for (const [email, sellerId] of [
    ['seller@example.com', DEMO_SELLER_ID],
    ['seller2@example.com', DEMO_SECOND_SELLER_ID],
  ] as const) {
    const seller = DEMO_USERS.find((user) => user.email === email);
    const sellerUserId = ids.get(email);
    if (!seller || !sellerUserId) continue;
    await writeTransaction([
      sellerRecordTransactPut({
        id: sellerId,
        user_id: sellerUserId,
        active: true,
        name: seller.fullName,
        email: seller.email,
        created_at: SEEDED_AT,
      }),
    ]);
  }
  return ids;
}

/** Uploads a real file's bytes (or records a video link) and returns its table record. */
async function seedFile(
  product: DemoProduct,
  version: DemoVersion,
  file: DemoFile,
  createdAt: string,
  index: number,
): Promise<ProductFile> {
  const base = {
    id: file.id,
    product_id: product.id,
    version_id: version.id,
    title: file.title,
    display_name: file.display_name,
    file_type: file.file_type,
    file_purpose: file.file_purpose,
    platform: file.platform,
    order_position: file.order_position,
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (file.file_type === 'youtube') return { ...base, file_path: file.file_path, file_size: null };
  const body = readFileSync(demoSourcePath(file.source));
  // One millisecond per file, as uploads get: two files of a version with the same purpose and
  // type would otherwise share one key, the second overwriting the first.
  const key = productFileKey(
    product.id,
    version.id,
    file.file_purpose,
    Date.parse(createdAt) + index,
    file.file_type,
  );
  const contentType = CONTENT_TYPES[file.file_type] ?? 'application/octet-stream';
  await putProductFile(key, body, contentType);
  // As an upload's confirmation does: automation files are read (manifest) and cleaned (the
  // stored object is replaced), then n8n workflow files carry the import check's outcome.
  const automation = await checkAutomationUpload(
    product.platform,
    { ...base, file_path: key },
    contentType,
  );
  if ('refusal' in automation) {
    throw new Error(`Demo file ${file.source} was refused: ${automation.refusal}`);
  }
  const stored = {
    ...base,
    file_path: key,
    file_size: automation.size ?? body.byteLength,
    ...automation.fields,
  };
  return { ...stored, ...(await n8nImportFlags(product.platform, stored)) };
}

/** The demo seller record a demo product belongs to (none: the shop's own). */
function demoSellerOf(product: Pick<DemoProduct, 'id' | 'owner'>): string | undefined {
  if (product.owner === 'seller') return DEMO_SELLER_ID;
  return DEMO_SECOND_SELLER_PRODUCTS.has(product.id) ? DEMO_SECOND_SELLER_ID : undefined;
}

async function seedProduct(product: DemoProduct): Promise<void> {
  const { owner: _owner, versions, ...fields } = product;
  await putProduct({
    ...fields,
    has_published_version: versions.some((version) => version.is_published),
    seller_id: demoSellerOf(product),
  });
  for (const version of versions) {
    const { files, ...versionFields } = version;
    const createdAt = version.release_date;
    await putVersion({ ...versionFields, product_id: product.id, created_at: createdAt });
    for (const [index, file] of files.entries()) {
      await putFile(await seedFile(product, version, file, createdAt, index));
    }
  }
  // The catalogue card's first apps, as publishing writes them.
  const partition = await getProductPartition(product.id);
  const latest = partition && latestPublishedVersion(partition.versions);
  if (partition && latest) await refreshCardApps(partition, latest.id, partition.files);
}

/**
 * Seeds the demo catalogue and accounts through the same repositories the handlers use.
 * With `onlyOnce`, a marker item makes a second run a no-op (a kept `.data/`).
 * Returns whether anything was seeded.
 */
export async function seedDemoData(options: { onlyOnce: boolean }): Promise<boolean> {
  if (options.onlyOnce) {
    const marker = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.seedMarker() }),
    );
    if (marker.Item) return false;
  }
  const userIds = await seedAccounts();
  for (const product of DEMO_PRODUCTS) await seedProduct(product);
  for (const relationship of DEMO_RELATIONSHIPS) await putRelationship(relationship);
  const adminId = userIds.get('admin@example.com');
  if (adminId) {
    await seedAdminDemo(
      { userId: adminId, email: 'admin@example.com' },
      userIds.get('seller@example.com'),
    );
  }
  // Free products are claimed, never sold: no demo sales of them.
  const onSale = DEMO_PRODUCTS.filter(
    (product) =>
      product.available_for_purchase &&
      !isFreeProduct(product) &&
      isVisibleInCatalogue(
        { ...product, has_published_version: product.versions.some((v) => v.is_published) },
        { isAdmin: false },
      ),
  ).map((product) => product.id);
  await seedDemoSales({
    password: DEMO_PASSWORD,
    now: new Date(),
    userIds,
    products: DEMO_PRODUCTS.map((product) => ({ ...product, seller_id: demoSellerOf(product) })),
    onSale,
  });
  await seedDemoReviews(userIds, new Date());
  await seedDemoPayouts({
    enabled: {
      sellerId: DEMO_SELLER_ID,
      email: 'seller@example.com',
      productIds: onSale.filter((id) =>
        DEMO_PRODUCTS.some((product) => product.id === id && product.owner === 'seller'),
      ),
    },
    notConnected: {
      sellerId: DEMO_SECOND_SELLER_ID,
      productIds: onSale.filter((id) => DEMO_SECOND_SELLER_PRODUCTS.has(id)),
    },
  });
  // The products above were put directly: the summary cards' counters start from them.
  await initialiseProductCounters();
  const sellerUser = userIds.get('seller@example.com');
  const secondSellerUser = userIds.get('seller2@example.com');
  if (sellerUser && secondSellerUser) {
    await seedDemoStorefronts({
      first: { sellerId: DEMO_SELLER_ID, userId: sellerUser },
      second: { sellerId: DEMO_SECOND_SELLER_ID, userId: secondSellerUser },
      followers: { buyer: userIds.get('buyer@example.com'), secondSeller: secondSellerUser },
    });
    await seedDemoBundles(DEMO_SELLER_ID, sellerUser);
  }
  // The demo's per-product and per-seller sales figures, as the stream would count them.
  await countPaidOrderSales();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.seedMarker(), seeded_at: new Date().toISOString() },
    }),
  );
  return true;
}
