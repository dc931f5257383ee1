import { randomUUID } from 'node:crypto';
import { MANAGE_MESSAGES, STALE_REVISION_MESSAGE } from '../../lambdas/contracts/manage/products';
import { localNotificationsSettled } from '../../lambdas/infra/notification-queue';
import { putInterestIfNew } from '../../lambdas/repositories/interest-repository';
import {
  getProduct,
  listCatalogueProducts,
  listProductVersions,
} from '../../lambdas/repositories/product-repository';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { emailsTo } from '../support/mailbox';
import { createSeller, manageCall, productInput } from '../support/manage-api';

const CREATE = 'POST /api/manage/products';
const VERSIONS = 'POST /api/manage/products/{id}/versions';
const EDIT_VERSION = 'PUT /api/manage/products/{id}/versions/{versionId}';
const PUBLISH = 'POST /api/manage/products/{id}/versions/{versionId}/publish';
const LATEST = 'POST /api/manage/products/{id}/versions/{versionId}/latest';
const FLAGS = 'PUT /api/manage/products/{id}/flags';

function draft(number: string, releaseDate = '2026-05-01') {
  return { version_number: number, release_date: releaseDate, changelog: `- ${number}` };
}

describe('catalogue management: versions and flags', () => {
  let admin: TestUser;
  let seller: Awaited<ReturnType<typeof createSeller>>;

  async function newProduct() {
    const { body } = await manageCall(CREATE, { token: seller.accessToken, body: productInput() });
    return body.product.id;
  }

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, seller] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSeller(),
    ]);
  });

  it('creates drafts with unique numbers, edits drafts only, publishes and picks the latest', async () => {
    const id = await newProduct();
    const first = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: draft('1.0.0'),
    });
    expect(first.status).toBe(201);
    const v1 = first.body.versions[0];
    expect(v1).toMatchObject({ version_number: '1.0.0', is_published: false, is_latest: false });
    const duplicate = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: draft('1.0.0'),
    });
    expect(duplicate).toEqual({
      status: 409,
      body: { error: MANAGE_MESSAGES.versionNumberTaken },
    });

    const edited = await manageCall(EDIT_VERSION, {
      token: seller.accessToken,
      params: { id, versionId: v1?.id ?? '' },
      body: { ...draft('1.0.0'), changelog: '- first release', revision: 0 },
    });
    expect(edited.body.versions[0]).toMatchObject({ changelog: '- first release', revision: 1 });

    const published = await manageCall(PUBLISH, {
      token: seller.accessToken,
      params: { id, versionId: v1?.id ?? '' },
      body: { revision: 1 },
    });
    expect(published.status).toBe(200);
    expect(published.body.product.has_published_version).toBe(true);
    expect(published.body.versions[0]).toMatchObject({ is_published: true, is_latest: true });

    const locked = await manageCall(EDIT_VERSION, {
      token: seller.accessToken,
      params: { id, versionId: v1?.id ?? '' },
      body: { ...draft('1.0.1'), revision: 2 },
    });
    expect(locked.body).toEqual({ error: MANAGE_MESSAGES.publishedVersionLocked });

    const second = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: draft('2.0.0', '2026-06-01'),
    });
    const v2 = second.body.versions.find((version) => version.version_number === '2.0.0');
    const notPublished = await manageCall(LATEST, {
      token: seller.accessToken,
      params: { id, versionId: v2?.id ?? '' },
      body: { revision: 0 },
    });
    expect(notPublished.body).toEqual({ error: MANAGE_MESSAGES.latestMustBePublished });
  });

  it('keeps exactly one latest version and the catalogue in step under concurrent publishes', async () => {
    const id = await newProduct();
    const versionIds: string[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const { body } = await manageCall(VERSIONS, {
        token: seller.accessToken,
        params: { id },
        body: draft(`${index}.0.0`),
      });
      const created = body.versions.find((version) => version.version_number === `${index}.0.0`);
      versionIds.push(created?.id ?? '');
    }
    await manageCall(FLAGS, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, coming_soon: true },
    });
    const answers = await Promise.all(
      versionIds.map((versionId, index) =>
        manageCall(PUBLISH, {
          token: index % 2 ? admin.accessToken : seller.accessToken,
          params: { id, versionId },
          body: { revision: 0 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body).toEqual({ error: STALE_REVISION_MESSAGE });
    }
    const versions = await listProductVersions(id);
    expect(versions.filter((version) => version.is_latest)).toHaveLength(1);
    const latest = versions.find((version) => version.is_latest);
    expect(latest?.is_published).toBe(true);
    const product = await getProduct(id);
    expect(product?.has_published_version).toBe(true);
    // Coming soon with a published version: listed in the catalogue index.
    expect((await listCatalogueProducts()).map((listed) => listed.id)).toContain(id);
  });

  it('makes availability need a published version, keeps the two flags exclusive, and featured for admins', async () => {
    const id = await newProduct();
    const early = await manageCall(FLAGS, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, available_for_purchase: true },
    });
    expect(early).toEqual({ status: 409, body: { error: MANAGE_MESSAGES.needsPublishedVersion } });
    const featured = await manageCall(FLAGS, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, featured: true },
    });
    expect(featured).toEqual({ status: 403, body: { error: MANAGE_MESSAGES.featuredAdminOnly } });

    const soon = await manageCall(FLAGS, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, coming_soon: true },
    });
    expect(soon.body.product).toMatchObject({ coming_soon: true, available_for_purchase: false });
    const { body } = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: draft('1.0.0'),
    });
    const published = await manageCall(PUBLISH, {
      token: seller.accessToken,
      params: { id, versionId: body.versions[0]?.id ?? '' },
      body: { revision: 0 },
    });
    const available = await manageCall(FLAGS, {
      token: seller.accessToken,
      params: { id },
      body: { revision: published.body.product.revision, available_for_purchase: true },
    });
    expect(available.body.product).toMatchObject({
      coming_soon: false,
      available_for_purchase: true,
    });
    const byAdmin = await manageCall(FLAGS, {
      token: admin.accessToken,
      params: { id },
      body: { revision: available.body.product.revision, featured: true },
    });
    expect(byAdmin.body.product.featured).toBe(true);
  });

  it('e-mails the notify-me list once when a product becomes available, however often it is toggled', async () => {
    const id = await newProduct();
    const fans = [`fan-${randomUUID()}@example.com`, `fan-${randomUUID()}@example.com`];
    for (const email of fans) {
      await putInterestIfNew({
        product_id: id,
        email,
        name: 'Fan',
        registered_at: new Date().toISOString(),
      });
    }
    // The seller sees how many wait (a count Query of the product's partition, no items read).
    const waiting = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    expect(waiting.body.interest_count).toBe(fans.length);
    let revision = (
      await manageCall(FLAGS, {
        token: seller.accessToken,
        params: { id },
        body: { revision: 0, coming_soon: true },
      })
    ).body.product.revision;
    const { body } = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id },
      body: draft('1.0.0'),
    });
    revision = (
      await manageCall(PUBLISH, {
        token: seller.accessToken,
        params: { id, versionId: body.versions[0]?.id ?? '' },
        body: { revision: 0 },
      })
    ).body.product.revision;
    for (const flags of [
      { available_for_purchase: true },
      { coming_soon: true },
      { available_for_purchase: true },
    ]) {
      const answer = await manageCall(FLAGS, {
        token: seller.accessToken,
        params: { id },
        body: { revision, ...flags },
      });
      expect(answer.status).toBe(200);
      revision = answer.body.product.revision;
    }
    await localNotificationsSettled();
    for (const email of fans) {
      const mails = (await emailsTo(email)).filter((mail) =>
        mail.subject.startsWith('Now available'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain(`/product/${id}`);
    }
  });
});
