import {
  MANAGE_MESSAGES,
  STALE_REVISION_MESSAGE,
  type ManagedFile,
  type ManagedProductDetail,
} from '../../lambdas/contracts/manage/products';
import { storedObject } from '../../lambdas/repositories/file-storage';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall } from '../support/manage-api';
import { blueprint, FILE_ROUTES, makeProductFiles, putTo } from '../support/manage-files-harness';

const { EDIT, DELETE, ORDER, VIDEOS, DELETE_VIDEO } = FILE_ROUTES;

type Seller = Awaited<ReturnType<typeof createSeller>>;

describe('catalogue management: file edits, order, deletion and instruction videos', () => {
  let seller: Seller;
  const {
    productWithVersion: productOf,
    requestUpload,
    upload,
  } = makeProductFiles(() => seller.accessToken);
  const productWithVersion = (owner = seller) => productOf(owner.accessToken);

  const positions = (detail: ManagedProductDetail, ids: string[]) =>
    ids.map((fileId) => detail.files.find((file) => file.id === fileId)?.order_position);

  beforeAll(async () => {
    await useIsolatedTable();
    seller = await createSeller();
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
