import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { MEDIA_MESSAGES } from '../../lambdas/contracts/manage/media';
import { STALE_REVISION_MESSAGE } from '../../lambdas/contracts/manage/products';
import type { ProductDetailResponse } from '../../lambdas/contracts/catalogue';
import { handler as catalogue } from '../../lambdas/functions/catalogue';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { reviewKeys } from '../../lambdas/repositories/keys';
import {
  getProduct,
  getProductPartition,
  productItem,
  putProduct,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import type { RelationshipType } from '../../lambdas/rules/product-content';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall, productInput } from '../support/manage-api';
import { testProduct, testVersion } from '../support/product-fixtures';

const CREATE = 'POST /api/manage/products';
const GET = 'GET /api/manage/products/{id}';
const LINKS = 'PUT /api/manage/products/{id}/relationships';
const DELETE = 'DELETE /api/manage/products/{id}';

type Link = { relationship_type: RelationshipType; target_product_id: string };
const link = (relationship_type: RelationshipType, target_product_id: string): Link => ({
  relationship_type,
  target_product_id,
});

describe('catalogue management: relationships', () => {
  let admin: TestUser;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let otherSeller: Awaited<ReturnType<typeof createSeller>>;

  async function newProduct(token = seller.accessToken) {
    const { body } = await manageCall(CREATE, { token, body: productInput() });
    return body.product.id;
  }

  const replace = (id: string, revision: number, relationships: Link[], token?: string) =>
    manageCall(LINKS, {
      token: token ?? seller.accessToken,
      params: { id },
      body: { revision, relationships },
    });

  /** The REL# items of the product's partition, as the product page reads them. */
  async function storedLinks(id: string) {
    const partition = await getProductPartition(id);
    return (partition?.relationships ?? [])
      .map((rel) => `${rel.relationship_type}:${rel.target_product_id}:${rel.order_position}`)
      .sort();
  }

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, seller, otherSeller] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSeller(),
      createSeller(),
    ]);
  });

  it('replaces every relationship at once, keeps the order, and the product page shows them', async () => {
    const id = 'rel-source';
    await putProduct(testProduct(id, { seller_id: seller.sellerId }));
    await putVersion(testVersion(id, 'rel-source-v1', { is_latest: true }));
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    for (const target of [a, b, c]) {
      await putVersion(testVersion(target, `${target}-v1`, { is_latest: true }));
      const product = await getProduct(target);
      if (!product) throw new Error(`${target} was not created`);
      await putProduct({ ...product, has_published_version: true, available_for_purchase: true });
    }

    const first = await replace(id, 0, [
      link('dependency', a),
      link('recommended', c),
      link('recommended', b),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.product.revision).toBe(1);
    expect(first.body.relationships.map((r) => [r.relationship_type, r.target_product_id])).toEqual(
      [
        ['dependency', a],
        ['recommended', c],
        ['recommended', b],
      ],
    );
    expect(first.body.relationships[0]?.target_name).toMatch(/^Flow /);

    const page = await catalogue(
      apiEvent('GET /api/products/{id}', { pathParameters: { id } }),
      testContext,
    );
    const detail = JSON.parse(page.body ?? '{}') as ProductDetailResponse;
    expect(detail.related.dependency.map((p) => p.id)).toEqual([a]);
    expect(detail.related.recommended.map((p) => p.id)).toEqual([c, b]);
    expect(detail.related.related).toEqual([]);

    const second = await replace(id, 1, [link('related', b), link('dependency', c)]);
    expect(second.status).toBe(200);
    expect(await storedLinks(id)).toEqual([`dependency:${c}:1`, `related:${b}:1`]);
    const cleared = await replace(id, 2, []);
    expect(cleared.body.relationships).toEqual([]);
    expect(await storedLinks(id)).toEqual([]);
  });

  it('refuses itself, unknown, retired and repeated targets, and changes nothing', async () => {
    const id = await newProduct();
    const target = await newProduct();
    await replace(id, 0, [link('related', target)]);
    const retired = await newProduct();
    const buyer = await createSignedInUser();
    await putPurchase({
      user_id: buyer.userId,
      product_id: retired,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 1000,
      is_test: false,
    });
    expect(
      (await manageCall(DELETE, { token: seller.accessToken, params: { id: retired } })).body,
    ).toEqual({ outcome: 'retired' });

    const refusals: [Link[], string][] = [
      [[link('related', id)], MEDIA_MESSAGES.relatedToItself],
      [[link('related', 'no-such-product')], MEDIA_MESSAGES.relatedNotFound],
      [[link('dependency', retired)], MEDIA_MESSAGES.relatedNotFound],
      [[link('related', target), link('dependency', target)], MEDIA_MESSAGES.relatedRepeated],
    ];
    for (const [links, message] of refusals) {
      expect(await replace(id, 1, links)).toEqual({ status: 400, body: { error: message } });
    }
    expect(await storedLinks(id)).toEqual([`related:${target}:1`]);
    expect((await getProduct(id))?.revision).toBe(1);

    // A stored link may stay after its target was retired; only new links are checked.
    const buyerOfTarget = await createSignedInUser();
    await putPurchase({
      user_id: buyerOfTarget.userId,
      product_id: target,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 1000,
      is_test: false,
    });
    await manageCall(DELETE, { token: seller.accessToken, params: { id: target } });
    const another = await newProduct();
    const kept = await replace(id, 1, [link('related', target), link('recommended', another)]);
    expect(kept.status).toBe(200);
    expect(await storedLinks(id)).toEqual([`recommended:${another}:1`, `related:${target}:1`]);
    expect(await replace(id, 2, [link('dependency', target)])).toEqual({
      status: 400,
      body: { error: MEDIA_MESSAGES.relatedNotFound },
    });
  });

  it('answers 409 to a stale revision; of two concurrent replacements exactly one wins', async () => {
    const id = await newProduct();
    const [a, b] = [await newProduct(), await newProduct()];
    expect(await replace(id, 5, [link('related', a)])).toEqual({
      status: 409,
      body: { error: STALE_REVISION_MESSAGE },
    });
    const answers = await Promise.all([
      replace(id, 0, [link('related', a), link('recommended', b)]),
      replace(id, 0, [link('dependency', b)]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(await storedLinks(id)).toEqual(
      winner === 0 ? [`recommended:${b}:1`, `related:${a}:1`] : [`dependency:${b}:1`],
    );
  });

  it('keeps the card rating on the product in step with its reviews when links are saved', async () => {
    const id = 'rel-rated';
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...reviewKeys.aggregate(id), count: 2, sum: 9 },
      }),
    );
    await putProduct(testProduct(id, { seller_id: seller.sellerId }));
    expect((await getProduct(id))?.rating).toEqual({ average: 4.5, count: 2 });
    const target = await newProduct();
    // The product item as a save that read it before the reviews' sync writes it back: the
    // rating copy (a derived field, outside the revision) missing, the revision unchanged.
    const stale = await getProduct(id);
    if (!stale) throw new Error(`${id} was not created`);
    const { rating: _rating, ...withoutRating } = stale;
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: productItem(withoutRating) }),
    );

    expect((await replace(id, 0, [link('related', target)])).status).toBe(200);
    // Related-product cards show this copy; the save's sync puts it back.
    expect((await getProduct(id))?.rating).toEqual({ average: 4.5, count: 2 });
  });

  it("answers 404 for another seller's product; a seller links their own or listed products only", async () => {
    const id = await newProduct();
    expect((await replace(id, 0, [], otherSeller.accessToken)).status).toBe(404);
    expect((await manageCall(GET, { token: otherSeller.accessToken, params: { id } })).status).toBe(
      404,
    );

    const othersDraft = await newProduct(otherSeller.accessToken);
    expect(await replace(id, 0, [link('related', othersDraft)])).toEqual({
      status: 400,
      body: { error: MEDIA_MESSAGES.relatedNotFound },
    });
    await putProduct(testProduct('rel-listed', { seller_id: otherSeller.sellerId }));
    expect((await replace(id, 0, [link('related', 'rel-listed')])).status).toBe(200);
    // An admin links any product that is not retired.
    expect((await replace(id, 1, [link('related', othersDraft)], admin.accessToken)).status).toBe(
      200,
    );
  });
});
