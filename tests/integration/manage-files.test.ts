import { GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import { MANAGE_MESSAGES } from '../../lambdas/contracts/manage/products';
import { s3 } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { storedObject } from '../../lambdas/repositories/file-storage';
import { UPLOAD_STATE_TAG } from '../../lambdas/rules/upload-expiry';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall } from '../support/manage-api';
import {
  blueprint,
  FILE_ROUTES,
  makeProductFiles,
  putTo,
  storedBytes as objectBytes,
} from '../support/manage-files-harness';

const UPLOAD = 'POST /api/manage/products/{id}/files/upload';
const VERSIONS = 'POST /api/manage/products/{id}/versions';
const { EDIT, DELETE, ORDER, VIDEOS, DELETE_VIDEO } = FILE_ROUTES;

type Seller = Awaited<ReturnType<typeof createSeller>>;

describe('catalogue management: file uploads and their confirmation', () => {
  let seller: Seller;
  let otherSeller: Seller;
  const {
    productWithVersion: productOf,
    requestUpload,
    confirm,
    upload,
  } = makeProductFiles(() => seller.accessToken);
  const productWithVersion = (owner = seller) => productOf(owner.accessToken);

  /** The upload-state tag S3 has on a stored file (undefined when it has none). */
  async function uploadStateOf(key: string): Promise<string | undefined> {
    const { TagSet } = await s3().send(
      new GetObjectTaggingCommand({ Bucket: config().filesBucket, Key: key }),
    );
    return TagSet?.find((tag) => tag.Key === UPLOAD_STATE_TAG)?.Value;
  }

  beforeAll(async () => {
    await useIsolatedTable();
    [seller, otherSeller] = await Promise.all([createSeller(), createSeller()]);
  });

  it('uploads straight to storage, then writes the row with the real size, last in its group', async () => {
    const { id, versionId } = await productWithVersion();
    const bytes = blueprint('Main scenario');
    const target = await requestUpload(id, versionId, 'make-scenario.json', bytes.length);
    expect(target.status).toBe(200);
    expect(target.body.upload.key).toMatch(
      new RegExp(`^${id}/${versionId}/automation-\\d{13}\\.json$`),
    );
    expect(target.body.upload.headers).toEqual({
      'Content-Type': 'application/json',
      'x-amz-tagging': 'upload=pending',
    });
    // The signature covers the pending tag: an upload without it is refused by S3, so whatever is
    // never confirmed is removed by the bucket's lifecycle rule.
    const signed = new URL(target.body.upload.uploadUrl).searchParams.get('X-Amz-SignedHeaders');
    expect(signed?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host', 'x-amz-tagging']),
    );
    await putTo(target.body, bytes);
    expect(await uploadStateOf(target.body.upload.key)).not.toBe('confirmed');

    const confirmed = await confirm(id, versionId, target.body.upload.key);
    expect(confirmed.status).toBe(201);
    expect(await uploadStateOf(target.body.upload.key)).toBe('confirmed');
    expect(confirmed.body.files).toEqual([
      expect.objectContaining({
        version_id: versionId,
        file_path: target.body.upload.key,
        file_size: bytes.length,
        file_type: 'json',
        file_purpose: 'automation',
        platform: 'make.com',
        title: 'Main scenario',
        order_position: 1,
        revision: 0,
      }),
    ]);
    expect(await objectBytes(target.body.upload.key)).toEqual(bytes);

    // The same key cannot become a second row.
    const again = await confirm(id, versionId, target.body.upload.key);
    expect(again).toEqual({ status: 400, body: { error: MANAGE_MESSAGES.uploadNotIssued } });

    const second = await upload(id, versionId, 'openai-flow.json', blueprint('b'));
    expect(second.file.order_position).toBe(2);
  });

  it('refuses to confirm an upload that never reached storage, and accepts it once it has', async () => {
    const { id, versionId } = await productWithVersion();
    const bytes = Buffer.from('%PDF-1.4 manual');
    const target = await requestUpload(
      id,
      versionId,
      'guide.pdf',
      bytes.length,
      'instruction_manual',
    );
    expect(target.status).toBe(200);
    const early = await confirm(id, versionId, target.body.upload.key, {
      file_purpose: 'instruction_manual',
      platform: 'pdf',
    });
    expect(early).toEqual({ status: 400, body: { error: MANAGE_MESSAGES.uploadMissing } });
    expect(early.status).toBeLessThan(500);

    await putTo(target.body, bytes);
    const late = await confirm(id, versionId, target.body.upload.key, {
      file_purpose: 'instruction_manual',
      platform: 'pdf',
    });
    expect(late.status).toBe(201);
    expect(late.body.files[0]).toMatchObject({ file_purpose: 'instruction_manual', file_size: 15 });
  });

  it('refuses types outside the allow-list, non-PDF manuals, oversized and retyped objects', async () => {
    const { id, versionId } = await productWithVersion();
    expect(await requestUpload(id, versionId, 'payload.exe', 10)).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.uploadTypeNotAllowed },
    });
    expect(await requestUpload(id, versionId, 'manual.docx', 10, 'instruction_manual')).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.manualMustBePdf },
    });
    const huge = await requestUpload(id, versionId, 'big.zip', 201 * 1024 * 1024);
    expect(huge.status).toBe(400);
    expect(huge.body.error).toContain(MANAGE_MESSAGES.uploadTooLarge);

    // S3 refuses a body of another length than signed; s3rver does not check signatures, so
    // this shows the server's own check behind it: the object is measured and removed.
    const small = await requestUpload(id, versionId, 'flow.json', 10);
    await putTo(small.body, Buffer.alloc(25, 'x'));
    expect(await confirm(id, versionId, small.body.upload.key)).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.uploadTooLarge },
    });
    expect(await storedObject(small.body.upload.key)).toBeUndefined();

    const retyped = await requestUpload(id, versionId, 'flow.json', 12);
    await putTo(retyped.body, Buffer.from('<html></html>').subarray(0, 12), {
      'Content-Type': 'text/html',
    });
    expect(await confirm(id, versionId, retyped.body.upload.key)).toEqual({
      status: 400,
      body: { error: MANAGE_MESSAGES.uploadTypeNotAllowed },
    });
    expect(await storedObject(retyped.body.upload.key)).toBeUndefined();

    const detail = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    expect(detail.body.files).toEqual([]);
  });

  it('refuses a key issued for another product, version or purpose', async () => {
    const first = await productWithVersion();
    const second = await productWithVersion();
    const bytes = blueprint('a');
    const target = await requestUpload(first.id, first.versionId, 'flow.json', bytes.length);
    await putTo(target.body, bytes);
    const key = target.body.upload.key;
    const refused = { status: 400, body: { error: MANAGE_MESSAGES.uploadNotIssued } };

    expect(await confirm(second.id, second.versionId, key)).toEqual(refused);
    const otherVersion = await manageCall(VERSIONS, {
      token: seller.accessToken,
      params: { id: first.id },
      body: { version_number: '2.0.0', release_date: '2026-06-01', changelog: '' },
    });
    const v2 = otherVersion.body.versions.find((version) => version.version_number === '2.0.0');
    expect(await confirm(first.id, v2?.id ?? '', key)).toEqual(refused);
    expect(await confirm(first.id, first.versionId, key, { file_purpose: 'manual' })).toEqual(
      refused,
    );
    // The rightful confirmation still works afterwards.
    expect((await confirm(first.id, first.versionId, key)).status).toBe(201);
  });

  it("answers 404 'Product Not Found' for every file route of another seller's product", async () => {
    const { id, versionId } = await productWithVersion();
    const { file } = await upload(id, versionId, 'flow.json', blueprint('flow'));
    const token = otherSeller.accessToken;
    const notFound = { status: 404, body: { error: MANAGE_MESSAGES.productNotFound } };
    const calls = [
      manageCall(UPLOAD, {
        token,
        params: { id },
        body: {
          versionId,
          fileName: 'x.json',
          contentType: '',
          size: 5,
          file_purpose: 'automation',
        },
      }),
      confirm(id, versionId, file.file_path, {}, token),
      manageCall(EDIT, {
        token,
        params: { id, fileId: file.id },
        body: { revision: 0, title: 'x' },
      }),
      manageCall(DELETE, { token, params: { id, fileId: file.id } }),
      manageCall(ORDER, {
        token,
        params: { id },
        body: { versionId, file_purpose: 'automation', fileIds: [file.id] },
      }),
      manageCall(VIDEOS, {
        token,
        params: { id },
        body: { versionId, url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Intro' },
      }),
      manageCall(DELETE_VIDEO, { token, params: { id, fileId: file.id } }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer).toEqual(notFound);
    expect(await storedObject(file.file_path)).toBeDefined();
  });
});
