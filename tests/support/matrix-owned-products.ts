import type { FileUploadResponse } from '../../lambdas/contracts/manage/files';
import type { RouteKey } from '../../lambdas/routes';
import { manageCall, productInput } from './manage-api';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';

/**
 * Products, files and videos of the owning seller that a matrix case may change or delete: each
 * case makes its own, so no case disturbs the shared fixtures another route reads.
 */

/** A product of the owning seller with one draft version, new for each case that changes it. */
export async function ownedProduct(fixtures: MatrixFixtures) {
  const token = fixtures.identities.owningSeller.token;
  const created = await manageCall('POST /api/manage/products', { token, body: productInput() });
  const id = created.body.product.id;
  const { body } = await manageCall('POST /api/manage/products/{id}/versions', {
    token,
    params: { id },
    body: { version_number: '1.0.0', release_date: '2026-05-01', changelog: '- first' },
  });
  const version = body.versions[0];
  if (!version) throw new Error('Draft version not created');
  return { id, revision: body.product.revision, versionId: version.id, version };
}

/** An owned product's issued and stored upload, ready to be confirmed. */
async function storedUpload(fixtures: MatrixFixtures) {
  const product = await ownedProduct(fixtures);
  const token = fixtures.identities.owningSeller.token;
  // A readable Make blueprint: confirmation refuses automation files it cannot read.
  const bytes = Buffer.from(
    JSON.stringify({ flow: [{ id: 1, module: 'util:SetVariable2', version: 1, mapper: {} }] }),
  );
  const target = await manageCall<FileUploadResponse>(
    'POST /api/manage/products/{id}/files/upload',
    {
      token,
      params: { id: product.id },
      body: {
        versionId: product.versionId,
        fileName: 'flow.json',
        contentType: 'application/json',
        size: bytes.length,
        file_purpose: 'automation',
      },
    },
  );
  const { uploadUrl, headers, key } = target.body.upload;
  const stored = await fetch(uploadUrl, { method: 'PUT', headers, body: bytes });
  if (!stored.ok) throw new Error(`Upload refused: ${stored.status}`);
  return { ...product, key };
}

/** An owned product whose draft version has one uploaded and confirmed automation file. */
async function ownedFile(fixtures: MatrixFixtures) {
  const upload = await storedUpload(fixtures);
  const confirmed = await manageCall('POST /api/manage/products/{id}/files', {
    token: fixtures.identities.owningSeller.token,
    params: { id: upload.id },
    body: confirmBody(upload.versionId, upload.key),
  });
  const file = confirmed.body.files.find((row) => row.file_path === upload.key);
  if (!file) throw new Error(`Upload not confirmed: ${confirmed.status}`);
  return { ...upload, fileId: file.id, fileRevision: file.revision };
}

function confirmBody(versionId: string, key: string) {
  return {
    versionId,
    key,
    title: 'Flow',
    display_name: 'flow.json',
    file_purpose: 'automation',
    platform: 'general',
  } as const;
}

/** An owned product with one instruction video on its draft version. */
async function ownedVideo(fixtures: MatrixFixtures) {
  const product = await ownedProduct(fixtures);
  const added = await manageCall('POST /api/manage/products/{id}/videos', {
    token: fixtures.identities.owningSeller.token,
    params: { id: product.id },
    body: { versionId: product.versionId, url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Setup' },
  });
  const video = added.body.files.find((row) => row.file_type === 'youtube');
  if (!video) throw new Error(`Video not added: ${added.status}`);
  return { ...product, fileId: video.id };
}

export const CATALOGUE_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'POST /api/manage/products/{id}/files/upload': {
    build: async (f) => {
      const { id, versionId } = await ownedProduct(f);
      return {
        params: { id },
        body: {
          versionId,
          fileName: 'flow.json',
          contentType: 'application/json',
          size: 10,
          file_purpose: 'automation',
        },
      };
    },
  },
  'POST /api/manage/products/{id}/files': {
    build: async (f) => {
      const { id, versionId, key } = await storedUpload(f);
      return { params: { id }, body: confirmBody(versionId, key) };
    },
  },
  'PUT /api/manage/products/{id}/files/{fileId}': {
    build: async (f) => {
      const { id, fileId, fileRevision } = await ownedFile(f);
      return { params: { id, fileId }, body: { revision: fileRevision, title: 'Renamed' } };
    },
  },
  'DELETE /api/manage/products/{id}/files/{fileId}': {
    build: async (f) => {
      const { id, fileId } = await ownedFile(f);
      return { params: { id, fileId } };
    },
  },
  'PUT /api/manage/products/{id}/file-order': {
    build: async (f) => {
      const { id, versionId, fileId } = await ownedFile(f);
      return {
        params: { id },
        body: { versionId, file_purpose: 'automation', fileIds: [fileId] },
      };
    },
  },
  'POST /api/manage/products/{id}/videos': {
    build: async (f) => {
      const { id, versionId } = await ownedProduct(f);
      return {
        params: { id },
        body: { versionId, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Setup' },
      };
    },
  },
  'DELETE /api/manage/products/{id}/videos/{fileId}': {
    build: async (f) => {
      const { id, fileId } = await ownedVideo(f);
      return { params: { id, fileId } };
    },
  },
  'POST /api/manage/products/{id}/images/uploads': {
    build: (f) => ({
      params: { id: f.productId },
      body: { contentType: 'image/webp', cardSize: 1000, detailSize: 2000 },
    }),
  },
  'PUT /api/manage/products/{id}/images': {
    build: async (f) => {
      const { id, revision } = await ownedProduct(f);
      return { params: { id }, body: { revision, image_url: '', gallery_image_urls: [] } };
    },
  },
  'PUT /api/manage/products/{id}/relationships': {
    build: async (f) => {
      const { id, revision } = await ownedProduct(f);
      return { params: { id }, body: { revision, relationships: [] } };
    },
  },
  'PUT /api/manage/products/{id}/seller': {
    build: async (f) => {
      const { id, revision } = await ownedProduct(f);
      return { params: { id }, body: { revision, sellerId: null } };
    },
  },
};
