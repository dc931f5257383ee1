import {
  MEDIA_MESSAGES,
  type ImageUploadResponse,
  type PresignedPostTarget,
} from '../../lambdas/contracts/manage/media';
import { STALE_REVISION_MESSAGE } from '../../lambdas/contracts/manage/products';
import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../lambdas/infra/aws-clients';
import { config, ENV } from '../../lambdas/infra/config';
import { PENDING_UPLOAD_TAGGING_XML } from '../../lambdas/repositories/upload-tagging';
import { UPLOAD_STATE_TAG } from '../../lambdas/rules/upload-expiry';
import { getProduct } from '../../lambdas/repositories/product-repository';
import { UPLOAD_LIMITS } from '../../lambdas/rules/uploads';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall, productInput } from '../support/manage-api';

const CREATE = 'POST /api/manage/products';
const UPLOADS = 'POST /api/manage/products/{id}/images/uploads';
const IMAGES = 'PUT /api/manage/products/{id}/images';
const DELETE = 'DELETE /api/manage/products/{id}';

/** A real 1x1 WebP picture; each upload gets a distinct trailing byte so bodies differ. */
const WEBP_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/**
 * Where a `/media/...` URL is read from: what the dev server's /media proxy forwards to (the
 * media bucket in s3rver; the browser suite goes through the proxy itself).
 */
function webSite(): string {
  const endpoint = process.env[ENV.s3Endpoint];
  const bucket = process.env[ENV.mediaBucket];
  if (!endpoint || !bucket) throw new Error('The integration suite needs the local stack');
  return `${endpoint}/${bucket}`;
}

/** What the browser does: a multipart form, fields first and the file last. */
async function postToStorage(target: PresignedPostTarget, body: Uint8Array): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([body], { type: 'image/webp' }));
  const answer = await fetch(target.url, { method: 'POST', body: form });
  return answer.status;
}

/** The policy S3 checks the POST against (base64 JSON in the `Policy` field). */
function policyConditions(target: PresignedPostTarget): unknown[] {
  const policy = target.fields.Policy ?? target.fields.policy ?? '';
  return (JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as { conditions: unknown[] })
    .conditions;
}

/** The upload-state tag S3 has on a media object (undefined when it has none). */
async function uploadStateOf(key: string): Promise<string | undefined> {
  const { TagSet } = await s3().send(
    new GetObjectTaggingCommand({ Bucket: config().mediaBucket, Key: key }),
  );
  return TagSet?.find((tag) => tag.Key === UPLOAD_STATE_TAG)?.Value;
}

describe('catalogue management: product images', () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let otherSeller: Awaited<ReturnType<typeof createSeller>>;

  async function newProduct(token = seller.accessToken) {
    const { body } = await manageCall(CREATE, { token, body: productInput() });
    return body.product.id;
  }

  async function requestUpload(id: string, body: unknown, token = seller.accessToken) {
    return manageCall<ImageUploadResponse & { error?: string }>(UPLOADS, {
      token,
      params: { id },
      body,
    });
  }

  /** Uploads both renditions of one image and answers its URL (as the browser would). */
  async function uploadImage(id: string, marker: number): Promise<string> {
    const bytes = Buffer.concat([WEBP_1X1, Buffer.from([marker])]);
    const { status, body } = await requestUpload(id, {
      contentType: 'image/webp',
      cardSize: bytes.length,
      detailSize: bytes.length,
    });
    expect(status).toBe(201);
    expect(await postToStorage(body.card, bytes)).toBeLessThan(300);
    expect(await postToStorage(body.detail, bytes)).toBeLessThan(300);
    return body.imageUrl;
  }

  beforeAll(async () => {
    await useIsolatedTable();
    [seller, otherSeller] = await Promise.all([createSeller(), createSeller()]);
  });

  it('gives upload targets only for WebP within the limit, pinned to the declared sizes', async () => {
    const id = await newProduct();
    const png = await requestUpload(id, { contentType: 'image/png', cardSize: 10, detailSize: 10 });
    expect(png).toEqual({ status: 400, body: { error: MEDIA_MESSAGES.webpOnly } });
    const huge = await requestUpload(id, {
      contentType: 'image/webp',
      cardSize: 10,
      detailSize: UPLOAD_LIMITS.imageBytes + 1,
    });
    expect(huge).toEqual({ status: 400, body: { error: MEDIA_MESSAGES.imageTooLarge } });

    const { status, body } = await requestUpload(id, {
      contentType: 'image/webp',
      cardSize: 1234,
      detailSize: 5678,
    });
    expect(status).toBe(201);
    const imageId = /^\/media\/[\w-]+\/([\w-]+)-detail\.webp$/.exec(body.imageUrl)?.[1];
    expect(body.imageUrl.startsWith(`/media/${id}/`)).toBe(true);
    expect(body.card.key).toBe(`media/${id}/${imageId}-card.webp`);
    expect(body.detail.key).toBe(`media/${id}/${imageId}-detail.webp`);
    // S3 itself refuses another length or type: the signed policy says so.
    expect(policyConditions(body.card)).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1234, 1234],
        ['eq', '$Content-Type', 'image/webp'],
        { key: body.card.key },
      ]),
    );
    expect(policyConditions(body.detail)).toEqual(
      expect.arrayContaining([['content-length-range', 5678, 5678]]),
    );
    // Stored tagged pending, so the bucket's lifecycle rule removes an image that is never saved.
    for (const target of [body.card, body.detail]) {
      expect(target.fields['tagging']).toBe(PENDING_UPLOAD_TAGGING_XML);
      expect(policyConditions(target)).toEqual(
        expect.arrayContaining([['eq', '$tagging', PENDING_UPLOAD_TAGGING_XML]]),
      );
    }
  });

  it('retags the renditions of saved images as kept, and leaves unsaved uploads alone', async () => {
    const id = await newProduct();
    const [saved, unsaved] = [await uploadImage(id, 4), await uploadImage(id, 5)];
    const answer = await manageCall(IMAGES, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, image_url: saved, gallery_image_urls: [] },
    });
    expect(answer.status).toBe(200);
    const keysOf = (url: string) => [url.slice(1), url.slice(1).replace('-detail', '-card')];
    for (const key of keysOf(saved)) {
      expect([key, await uploadStateOf(key)]).toEqual([key, 'confirmed']);
    }
    // s3rver does not store the POST's tagging field, so locally an unsaved upload has no tag.
    for (const key of keysOf(unsaved)) {
      expect([key, await uploadStateOf(key)]).toEqual([key, undefined]);
    }
  });

  it('serves a stored image back at its /media URL, card and detail renditions', async () => {
    const id = await newProduct();
    const imageUrl = await uploadImage(id, 7);
    const detail = await fetch(`${webSite()}${imageUrl}`);
    expect(detail.status).toBe(200);
    expect(detail.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await detail.arrayBuffer())).toEqual(
      Buffer.concat([WEBP_1X1, Buffer.from([7])]),
    );
    const card = await fetch(`${webSite()}${imageUrl.replace('-detail.webp', '-card.webp')}`);
    expect(card.status).toBe(200);
  });

  it('saves the hero and the gallery order, refuses a stale revision and removes unused images', async () => {
    const id = await newProduct();
    const [a, b, c] = [
      await uploadImage(id, 1),
      await uploadImage(id, 2),
      await uploadImage(id, 3),
    ];
    const first = await manageCall(IMAGES, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, image_url: a, gallery_image_urls: [b, c] },
    });
    expect(first.status).toBe(200);
    expect(first.body.product).toMatchObject({
      image_url: a,
      gallery_image_urls: [b, c],
      revision: 1,
    });

    const reordered = await manageCall(IMAGES, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 1, image_url: a, gallery_image_urls: [c, '/demo/crm-sync.png'] },
    });
    expect(reordered.status).toBe(200);
    expect(await getProduct(id)).toMatchObject({
      image_url: a,
      gallery_image_urls: [c, '/demo/crm-sync.png'],
      revision: 2,
    });
    // b left the gallery: both its renditions are gone from storage.
    expect((await fetch(`${webSite()}${b}`)).status).toBe(404);
    expect((await fetch(`${webSite()}${b.replace('-detail', '-card')}`)).status).toBe(404);
    expect((await fetch(`${webSite()}${c}`)).status).toBe(200);

    const stale = await manageCall(IMAGES, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 1, image_url: '', gallery_image_urls: [] },
    });
    expect(stale).toEqual({ status: 409, body: { error: STALE_REVISION_MESSAGE } });
    expect(await getProduct(id)).toMatchObject({ image_url: a, revision: 2 });
    expect((await fetch(`${webSite()}${a}`)).status).toBe(200);
  });

  it('refuses images that were not uploaded, belong to another product or are not images', async () => {
    const id = await newProduct();
    const otherId = await newProduct();
    const others = await uploadImage(otherId, 9);
    const mine = await uploadImage(id, 8);
    const save = (image_url: string, gallery_image_urls: string[] = []) =>
      manageCall(IMAGES, {
        token: seller.accessToken,
        params: { id },
        body: { revision: 0, image_url, gallery_image_urls },
      });
    expect(await save(mine.replace(/[\w-]+-detail/, 'never-uploaded-detail'))).toEqual({
      status: 400,
      body: { error: MEDIA_MESSAGES.imageNotUploaded },
    });
    for (const url of [others, 'javascript:alert(1)//x.png', '//evil.example/x.png', '/page']) {
      expect(await save(url)).toEqual({
        status: 400,
        body: { error: MEDIA_MESSAGES.imageUrlNotAllowed },
      });
    }
    expect(await save('', [mine, mine])).toEqual({
      status: 400,
      body: { error: MEDIA_MESSAGES.imageRepeated },
    });
    expect(await getProduct(id)).toMatchObject({ image_url: '', revision: 0 });
    expect((await save('https://cdn.example.com/pic.webp', [mine])).status).toBe(200);
  });

  it("answers 404 for another seller's product and 403 for buyers", async () => {
    const id = await newProduct();
    const intruder = await requestUpload(
      id,
      { contentType: 'image/webp', cardSize: 10, detailSize: 10 },
      otherSeller.accessToken,
    );
    expect(intruder).toEqual({ status: 404, body: { error: 'Product Not Found' } });
    const edit = await manageCall(IMAGES, {
      token: otherSeller.accessToken,
      params: { id },
      body: { revision: 0, image_url: '', gallery_image_urls: [] },
    });
    expect(edit.status).toBe(404);
    const buyer = await createSignedInUser();
    expect(
      (
        await requestUpload(
          id,
          { contentType: 'image/webp', cardSize: 10, detailSize: 10 },
          buyer.accessToken,
        )
      ).status,
    ).toBe(403);
  });

  it('removes the images of a product that is deleted', async () => {
    const id = await newProduct();
    const imageUrl = await uploadImage(id, 5);
    await manageCall(IMAGES, {
      token: seller.accessToken,
      params: { id },
      body: { revision: 0, image_url: imageUrl, gallery_image_urls: [] },
    });
    const deleted = await manageCall(DELETE, { token: seller.accessToken, params: { id } });
    expect(deleted.body).toEqual({ outcome: 'deleted' });
    expect((await fetch(`${webSite()}${imageUrl}`)).status).toBe(404);
  });
});
