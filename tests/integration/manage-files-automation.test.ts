import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { ManagedFile } from '../../lambdas/contracts/manage/products';
import { storedObject } from '../../lambdas/repositories/file-storage';
import type { ArchiveManifest, AutomationManifest } from '../../lambdas/rules/automation/manifest';
import { useIsolatedTable } from '../support/isolated-table';
import { createSeller, manageCall } from '../support/manage-api';
import { productWithVersion, storedBytes, uploadFile } from '../support/manage-files-harness';
import { fixtureText, SECRETS } from '../unit/rules/automation/safety/fixtures';

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** A one-step n8n workflow calling an API with the header value given. */
const httpWorkflow = (authorization: string) =>
  JSON.stringify(
    {
      name: 'Charge customer',
      nodes: [
        {
          id: '11111111-2222-4333-8444-555555555555',
          name: 'Call API',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [0, 0],
          parameters: {
            url: 'https://api.stripe.com/v1/charges',
            sendHeaders: true,
            headerParameters: { parameters: [{ name: 'Authorization', value: authorization }] },
          },
        },
      ],
      connections: {},
    },
    null,
    2,
  );

/**
 * Upload confirmation of automation files: what the reader or the secret rules refuse is deleted
 * and never listed; the rest is stored as buyers get it, with its manifest and what was removed.
 */
describe('catalogue management: automation files read, refused and cleaned on upload', () => {
  let seller: Seller;

  beforeAll(async () => {
    await useIsolatedTable();
    seller = await createSeller();
  });

  const n8nProduct = () => productWithVersion(seller.accessToken, { platform: 'n8n' });

  /** Issues, puts and confirms one file; returns the confirmation and the object's key. */
  const upload = (
    target: { id: string; versionId: string },
    fileName: string,
    text: string | Buffer,
  ) => uploadFile(seller.accessToken, target, fileName, Buffer.from(text), { platform: 'n8n' });

  const objectBytes = storedBytes;
  const objectText = async (key: string) => (await objectBytes(key)).toString('utf8');

  async function filesOf(id: string): Promise<ManagedFile[]> {
    const detail = await manageCall('GET /api/manage/products/{id}', {
      token: seller.accessToken,
      params: { id },
    });
    return detail.body.files;
  }

  it('refuses a workflow with a Stripe key in a header, naming step and field, and keeps nothing', async () => {
    const { id, versionId } = await n8nProduct();
    const { file: kept } = await upload(
      { id, versionId },
      'kept.json',
      httpWorkflow('={{ $json.key }}'),
    );
    expect(kept).toBeDefined();
    const before = await filesOf(id);

    const { confirmed, key } = await upload(
      { id, versionId },
      'leaky.json',
      httpWorkflow(`Bearer ${SECRETS.STRIPE_LIVE}`),
    );
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error).toBe(
      'Step "Call API" has what looks like a Stripe secret key in Header "Authorization". ' +
        'Remove it and use an n8n credential instead; the file was not saved.',
    );
    expect(JSON.stringify(confirmed.body)).not.toContain(SECRETS.STRIPE_LIVE.slice(4));
    expect(await storedObject(key)).toBeUndefined();
    expect(await filesOf(id)).toEqual(before);
  });

  it('stores a workflow without its pinned data and credential ids, listing the removals', async () => {
    const { id, versionId } = await n8nProduct();
    const original = fixtureText('n8n-current.json');
    const { confirmed, key, file } = await upload({ id, versionId }, 'lead-intake.json', original);
    expect(confirmed.status).toBe(201);

    const stored = await objectText(key);
    const workflow = JSON.parse(stored) as {
      pinData?: unknown;
      nodes: { credentials?: Record<string, { id: unknown }> }[];
    };
    expect(workflow).not.toHaveProperty('pinData');
    const credentialIds = workflow.nodes.flatMap((node) =>
      Object.values(node.credentials ?? {}).map((credential) => credential.id),
    );
    expect(credentialIds).toEqual([null, null]);
    expect(file?.file_size).toBe(Buffer.byteLength(stored));
    expect(file?.file_size).toBeLessThan(Buffer.byteLength(original));
    expect(file?.automation_removed).toEqual(
      expect.arrayContaining([
        {
          step: expect.objectContaining({ name: 'Webhook' }),
          what: 'Pinned sample data (3 items)',
        },
        {
          step: expect.objectContaining({ name: 'Send welcome' }),
          what: 'Credential "My Gmail" (id 12): kept the type gmailOAuth2',
        },
      ]),
    );
    const manifest = file?.automation_manifest as AutomationManifest;
    expect(manifest.platform).toBe('n8n');
    // Four nodes, one of them a sticky note, which is no step.
    expect(manifest.stepCount).toBe(3);
    expect(manifest.apps.map((app) => app.name)).toEqual(expect.arrayContaining(['Gmail']));
    // The n8n import check reads the cleaned file, which n8n still imports.
    expect(file?.n8n_importable).toBe(true);
  });

  it('keeps a file with nothing to remove byte for byte', async () => {
    const { id, versionId } = await n8nProduct();
    const text = `${httpWorkflow('={{ $json.key }}')}\n`;
    const { confirmed, key, file } = await upload({ id, versionId }, 'clean.json', text);
    expect(confirmed.status).toBe(201);
    expect(await objectText(key)).toBe(text);
    expect(file?.automation_removed).toEqual([]);
    expect(file?.file_size).toBe(Buffer.byteLength(text));
  });

  it("refuses what the reader cannot read with the reader's message", async () => {
    const { id, versionId } = await n8nProduct();
    const broken = await upload({ id, versionId }, 'broken.json', '{"nodes": [');
    expect(broken.confirmed).toEqual({
      status: 400,
      body: { error: 'The file is not valid JSON.' },
    });
    expect(await storedObject(broken.key)).toBeUndefined();
    const make = await upload({ id, versionId }, 'scenario.json', '{"name": "S", "flow": []}');
    expect(make.confirmed.body.error).toBe('This file is a Make blueprint, not an n8n workflow.');
    expect(await filesOf(id)).toEqual([]);
  });

  it('refuses a zip with a secret in a member; cleans the others out of the delivered zip', async () => {
    const { id, versionId } = await n8nProduct();
    const leaky = Buffer.from(
      zipSync({
        'ok.json': strToU8(httpWorkflow('={{ $json.key }}')),
        'leaky.json': strToU8(httpWorkflow(`Bearer ${SECRETS.STRIPE_LIVE}`)),
      }),
    );
    const refused = await upload({ id, versionId }, 'pack.zip', leaky);
    expect(refused.confirmed.status).toBe(400);
    expect(refused.confirmed.body.error).toMatch(
      /^In the archive, "leaky\.json": Step "Call API" has what looks like a Stripe secret key/,
    );
    expect(await storedObject(refused.key)).toBeUndefined();

    // A member with nothing to remove, and a non-JSON member, come back as they were sent; the
    // pinned data of the other is taken out of the delivered zip, named with its member.
    const plain = httpWorkflow('={{ $json.key }}');
    const pinned = JSON.stringify({
      ...JSON.parse(plain),
      pinData: { 'Call API': [{ json: { email: 'customer@example.com' } }] },
    });
    const guide = strToU8('Import a.json first.');
    const sent = Buffer.from(
      zipSync({ 'a.json': strToU8(pinned), 'b.json': strToU8(plain), 'README.txt': guide }),
    );
    const kept = await upload({ id, versionId }, 'pack.zip', sent);
    expect(kept.confirmed.status).toBe(201);
    const delivered = unzipSync(await objectBytes(kept.key));
    expect(Object.keys(delivered)).toEqual(['a.json', 'b.json', 'README.txt']);
    expect(strFromU8(delivered['a.json'] ?? new Uint8Array())).not.toContain(
      'customer@example.com',
    );
    expect(JSON.parse(strFromU8(delivered['a.json'] ?? new Uint8Array()))).not.toHaveProperty(
      'pinData',
    );
    expect(strFromU8(delivered['b.json'] ?? new Uint8Array())).toBe(plain);
    expect(delivered['README.txt']).toEqual(guide);
    expect(kept.file?.file_size).toBe((await objectBytes(kept.key)).byteLength);
    const archive = kept.file?.automation_manifest as ArchiveManifest;
    expect(archive.platforms).toEqual(['n8n']);
    expect(archive.members.map((member) => member.fileName)).toEqual(['a.json', 'b.json']);
    expect(archive.stepCount).toBe(2);
    expect(kept.file?.automation_removed).toEqual([
      {
        step: { name: 'Call API', id: expect.any(String) },
        what: expect.stringMatching(/^a\.json: /),
      },
    ]);

    // An archive with nothing to remove is kept byte for byte.
    const clean = Buffer.from(zipSync({ 'a.json': strToU8(plain), 'b.json': strToU8(plain) }));
    const untouched = await upload({ id, versionId }, 'clean.zip', clean);
    expect(untouched.confirmed.status).toBe(201);
    expect(await objectBytes(untouched.key)).toEqual(clean);
    expect(untouched.file?.automation_removed).toEqual([]);
  });
});
