import { GetObjectCommand, GetObjectTaggingCommand } from '@aws-sdk/client-s3';
import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedFile,
  type ManagedProductDetail,
} from '../../lambdas/contracts/manage/products';
import type { FileUploadResponse } from '../../lambdas/contracts/manage/files';
import { s3 } from '../../lambdas/infra/aws-clients';
import { config } from '../../lambdas/infra/config';
import { storedObject } from '../../lambdas/repositories/file-storage';
import { UPLOAD_STATE_TAG } from '../../lambdas/rules/upload-expiry';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall, productInput } from '../support/manage-api';

const CREATE = 'POST /api/manage/products';
const VERSIONS = 'POST /api/manage/products/{id}/versions';
const UPLOAD = 'POST /api/manage/products/{id}/files/upload';
const CONFIRM = 'POST /api/manage/products/{id}/files';
const EDIT = 'PUT /api/manage/products/{id}/files/{fileId}';
const DELETE = 'DELETE /api/manage/products/{id}/files/{fileId}';
const ORDER = 'PUT /api/manage/products/{id}/file-order';
const VIDEOS = 'POST /api/manage/products/{id}/videos';
const DELETE_VIDEO = 'DELETE /api/manage/products/{id}/videos/{fileId}';

type Seller = Awaited<ReturnType<typeof createSeller>>;

/**
 * A Make blueprint named `name` with nothing to clean: confirmation reads automation files of
 * Make products and refuses what is no blueprint (manage-files-automation.test.ts).
 */
const blueprint = (name: string) =>
  Buffer.from(
    JSON.stringify({
      name,
      flow: [{ id: 1, module: 'util:SetVariable2', version: 1, mapper: { name: 'n', value: 'v' } }],
    }),
  );

describe('catalogue management: files and instruction videos', () => {
  let seller: Seller;
  let otherSeller: Seller;

  async function productWithVersion(owner = seller) {
    const created = await manageCall(CREATE, { token: owner.accessToken, body: productInput() });
    const id = created.body.product.id;
    const withVersion = await manageCall(VERSIONS, {
      token: owner.accessToken,
      params: { id },
      body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
    });
    return { id, versionId: withVersion.body.versions[0]?.id ?? '' };
  }

  async function requestUpload(
    id: string,
    versionId: string,
    fileName: string,
    size: number,
    purpose = 'automation',
  ) {
    return manageCall<FileUploadResponse & { error?: string }>(UPLOAD, {
      token: seller.accessToken,
      params: { id },
      body: { versionId, fileName, contentType: '', size, file_purpose: purpose },
    });
  }

  /** Sends bytes to the presigned PUT as a browser would. */
  async function putTo(target: FileUploadResponse, bytes: Buffer, headers = target.upload.headers) {
    const response = await fetch(target.upload.uploadUrl, {
      method: 'PUT',
      headers,
      body: bytes,
    });
    expect(response.status).toBe(200);
  }

  function confirm(
    id: string,
    versionId: string,
    key: string,
    overrides: Record<string, unknown> = {},
    token = seller.accessToken,
  ) {
    return manageCall(CONFIRM, {
      token,
      params: { id },
      body: {
        versionId,
        key,
        title: 'Main scenario',
        display_name: 'scenario.json',
        file_purpose: 'automation',
        platform: 'make.com',
        ...overrides,
      },
    });
  }

  async function upload(id: string, versionId: string, fileName: string, bytes: Buffer) {
    const target = await requestUpload(id, versionId, fileName, bytes.length);
    expect(target.status).toBe(200);
    await putTo(target.body, bytes);
    const confirmed = await confirm(id, versionId, target.body.upload.key, {
      display_name: fileName,
      title: fileName,
    });
    expect(confirmed.status).toBe(201);
    const file = confirmed.body.files.find((row) => row.file_path === target.body.upload.key);
    if (!file) throw new Error('confirmed file missing');
    return { file, detail: confirmed.body };
  }

  async function objectBytes(key: string): Promise<Buffer> {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: config().filesBucket, Key: key }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  /** The upload-state tag S3 has on a stored file (undefined when it has none). */
  async function uploadStateOf(key: string): Promise<string | undefined> {
    const { TagSet } = await s3().send(
      new GetObjectTaggingCommand({ Bucket: config().filesBucket, Key: key }),
    );
    return TagSet?.find((tag) => tag.Key === UPLOAD_STATE_TAG)?.Value;
  }

  const positions = (detail: ManagedProductDetail, ids: string[]) =>
    ids.map((fileId) => detail.files.find((file) => file.id === fileId)?.order_position);

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

  it('edits title and platform with revision checks', async () => {
    const { id, versionId } = await productWithVersion();
    const { file } = await upload(id, versionId, 'flow.json', blueprint('flow'));
    const renamed = await manageCall(EDIT, {
      token: seller.accessToken,
      params: { id, fileId: file.id },
      body: { revision: 0, title: '  Renamed scenario  ', platform: 'openai' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.files[0]).toMatchObject({
      title: 'Renamed scenario',
      platform: 'openai',
      revision: 1,
    });
    const stale = await manageCall(EDIT, {
      token: seller.accessToken,
      params: { id, fileId: file.id },
      body: { revision: 0, title: 'Lost update' },
    });
    expect(stale).toEqual({ status: 409, body: { error: STALE_REVISION_MESSAGE } });
    const blank = await manageCall(EDIT, {
      token: seller.accessToken,
      params: { id, fileId: file.id },
      body: { revision: 1, title: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain(MANAGE_MESSAGES.titleEmpty);
  });

  it('renumbers a whole purpose group from 1 in one call and refuses incomplete or stale lists', async () => {
    const { id, versionId } = await productWithVersion();
    const files: ManagedFile[] = [];
    for (const name of ['a.json', 'b.json', 'c.json']) {
      files.push((await upload(id, versionId, name, blueprint(name))).file);
    }
    const [a, b, c] = files.map((file) => file.id) as [string, string, string];
    const order = (fileIds: string[]) =>
      manageCall(ORDER, {
        token: seller.accessToken,
        params: { id },
        body: { versionId, file_purpose: 'automation', fileIds },
      });

    const reordered = await order([c, a, b]);
    expect(reordered.status).toBe(200);
    expect(positions(reordered.body, [c, a, b])).toEqual([1, 2, 3]);
    expect(reordered.body.files.every((file) => file.revision === 1)).toBe(true);

    expect(await order([a, b])).toEqual({ status: 409, body: { error: STALE_REVISION_MESSAGE } });
    expect((await order([a, a, b])).status).toBe(400);
    // A file added since the editor loaded the group makes the old list stale.
    const d = (await upload(id, versionId, 'd.json', blueprint('d'))).file;
    expect(d.order_position).toBe(4);
    const refused = await order([a, b, c]);
    expect(refused).toEqual({ status: 409, body: { error: STALE_REVISION_MESSAGE } });
    const unchanged = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    expect(positions(unchanged.body, [c, a, b, d.id])).toEqual([1, 2, 3, 4]);

    const complete = await order([d.id, b, a, c]);
    expect(positions(complete.body, [d.id, b, a, c])).toEqual([1, 2, 3, 4]);
  });

  it('concurrent reorders of one group leave exactly one of the submitted orders, never a mix', async () => {
    const { id, versionId } = await productWithVersion();
    const ids: string[] = [];
    for (const name of ['a.json', 'b.json', 'c.json', 'd.json']) {
      ids.push((await upload(id, versionId, name, blueprint(name))).file.id);
    }
    const [a, b, c, d] = ids as [string, string, string, string];
    const orders = [
      [d, c, b, a],
      [b, a, d, c],
      [c, d, a, b],
      [a, c, b, d],
      [d, a, c, b],
    ];
    const answers = await Promise.all(
      orders.map((fileIds) =>
        manageCall(ORDER, {
          token: seller.accessToken,
          params: { id },
          body: { versionId, file_purpose: 'automation', fileIds },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const final = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    const byPosition = [...final.body.files]
      .sort((x, y) => x.order_position - y.order_position)
      .map((file) => file.id);
    expect(final.body.files.map((file) => file.order_position).sort()).toEqual([1, 2, 3, 4]);
    expect(orders).toContainEqual(byPosition);
  });

  it('deletes a file with its stored object', async () => {
    const { id, versionId } = await productWithVersion();
    const { file } = await upload(id, versionId, 'flow.json', blueprint('x'));
    expect(await storedObject(file.file_path)).toEqual(
      expect.objectContaining({ size: blueprint('x').length }),
    );
    const deleted = await manageCall(DELETE, {
      token: seller.accessToken,
      params: { id, fileId: file.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.files).toEqual([]);
    expect(await storedObject(file.file_path)).toBeUndefined();
    const twice = await manageCall(DELETE, {
      token: seller.accessToken,
      params: { id, fileId: file.id },
    });
    expect(twice).toEqual({ status: 404, body: { error: MANAGE_MESSAGES.fileNotFound } });
  });

  it('deleting an unsold product removes its files and unconfirmed uploads from storage', async () => {
    const { id, versionId } = await productWithVersion();
    const { file } = await upload(id, versionId, 'flow.json', blueprint('kept'));
    const pending = await requestUpload(id, versionId, 'later.json', 4);
    await putTo(pending.body, Buffer.from('{}{}'));
    expect(await storedObject(pending.body.upload.key)).toBeDefined();
    const deleted = await manageCall<{ outcome: string }>('DELETE /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    expect(deleted).toEqual({ status: 200, body: { outcome: 'deleted' } });
    expect(await storedObject(file.file_path)).toBeUndefined();
    expect(await storedObject(pending.body.upload.key)).toBeUndefined();
  });

  it('adds instruction videos from watch, embed and short links as watch URLs, and deletes them', async () => {
    const { id, versionId } = await productWithVersion();
    const forms = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ];
    let detail: ManagedProductDetail | undefined;
    for (const url of forms) {
      const added = await manageCall(VIDEOS, {
        token: seller.accessToken,
        params: { id },
        body: { versionId, url, title: 'Setup walkthrough' },
      });
      expect(added.status).toBe(201);
      detail = added.body;
    }
    const videos = detail?.files ?? [];
    expect(videos).toHaveLength(4);
    for (const video of videos) {
      expect(video).toMatchObject({
        file_type: 'youtube',
        file_path: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        file_size: null,
        title: 'Setup walkthrough',
        display_name: 'Setup walkthrough',
      });
      expect(video.file_purpose).toMatch(/^instruction_video_\d{13}$/);
    }

    for (const url of ['https://vimeo.com/12345', 'https://youtu.be/short', 'not a url']) {
      const refused = await manageCall(VIDEOS, {
        token: seller.accessToken,
        params: { id },
        body: { versionId, url, title: 'Bad' },
      });
      expect(refused).toEqual({ status: 400, body: { error: MANAGE_MESSAGES.invalidYoutubeUrl } });
    }
    const noTitle = await manageCall(VIDEOS, {
      token: seller.accessToken,
      params: { id },
      body: { versionId, url: forms[0], title: ' ' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error).toContain(MANAGE_MESSAGES.videoFieldsRequired);

    const first = videos[0];
    const removed = await manageCall(DELETE_VIDEO, {
      token: seller.accessToken,
      params: { id, fileId: first?.id ?? '' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.files.map((file) => file.id)).not.toContain(first?.id);

    // The video route never deletes a stored file.
    const { file } = await upload(id, versionId, 'flow.json', blueprint('flow'));
    expect(
      await manageCall(DELETE_VIDEO, {
        token: seller.accessToken,
        params: { id, fileId: file.id },
      }),
    ).toEqual({ status: 404, body: { error: MANAGE_MESSAGES.fileNotFound } });
    expect(await storedObject(file.file_path)).toBeDefined();
  });
});
