import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { putProductFile } from '../../lambdas/repositories/file-storage';
import {
  getFile,
  getProduct,
  putFile,
  putProduct,
  putVersion,
} from '../../lambdas/repositories/product-repository';
import { AUTOMATION_RULES_VERSION } from '../../lambdas/rules/automation/rules-version';
import { cleanAutomationFile } from '../../lambdas/rules/automation/safety';
import {
  automationRereadStatus,
  startAutomationReread,
} from '../../lambdas/services/admin/automation-reread';
import { rereadAutomationFiles } from '../../lambdas/services/admin/automation-reread-run';
import { demoSourcePath } from '../../scripts/local/demo/sources';
import { browseAll, fileUsing } from '../support/catalogue-browse';
import { useIsolatedTable } from '../support/isolated-table';
import { testFile, testProduct, testVersion } from '../support/product-fixtures';

/**
 * Files stored before uploads were read (no manifest, no rules version) get their manifest from
 * the re-read; files the current rules would refuse or clean are reported and left as they are;
 * the run resumes from its saved position, and a second run changes nothing.
 */
const demo = (source: string) => readFileSync(demoSourcePath(source), 'utf8');
const SECRET_ZAP = JSON.stringify({
  zaps: [
    {
      id: 1,
      title: 'Leaky',
      steps: [
        {
          id: 1,
          app: 'WebHookAPI',
          action: 'hook',
          params: {
            url: 'https://hooks.example.com',
            token: 'sk_live_' + 'a1B2c3D4e5F6g7H8i9J0k1L2',
          },
        },
      ],
    },
  ],
});

describe('the re-read of stored automation files', () => {
  const run = randomUUID().slice(0, 8);
  const n8n = `reread-n8n-${run}`;
  const zapier = `reread-zap-${run}`;
  const cleanText = cleanAutomationFile(
    demo('n8n/support-ticket-triage/1.1.0/workflow.json'),
    'n8n',
  ).text;
  const stored = {
    cleanN8n: { product: n8n, text: cleanText },
    rawN8n: { product: n8n, text: demo('n8n/employee-onboarding/1.0.0/workflow.json') },
    cleanZap: {
      product: zapier,
      text: cleanAutomationFile(demo('zapier/deal-won-handoff/1.0.0/zap.json'), 'zapier').text,
    },
    secretZap: { product: zapier, text: SECRET_ZAP },
  };

  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(testProduct(n8n, { platform: 'n8n' }));
    await putProduct(testProduct(zapier, { platform: 'Zapier' }));
    for (const [id, file] of Object.entries(stored)) {
      const key = `${file.product}/v1/${id}.json`;
      await putProductFile(key, Buffer.from(file.text), 'application/json');
      // The shape of a record confirmed before uploads were read: no manifest, no version.
      await putFile(testFile(file.product, 'v1', id, { file_path: key }));
    }
    await putFile(
      testFile(n8n, 'v1', 'manual', { file_purpose: 'manual', file_type: 'pdf', file_path: 'x' }),
    );
  });

  it('gives old records manifests, reports what the rules would refuse or clean, and resumes', async () => {
    expect((await automationRereadStatus()).state).toBe('never');
    // Stopped after one page of two items (of six): it keeps its position.
    expect(await rereadAutomationFiles({ pageSize: 2, maxPages: 1 })).toEqual({
      ran: true,
      finished: false,
    });
    const stopped = await automationRereadStatus();
    expect(stopped.state).toBe('running');
    expect(await rereadAutomationFiles({ pageSize: 2 })).toEqual({ ran: true, finished: true });

    const status = await automationRereadStatus();
    // Each file read once over both calls: the second went on, it did not start again.
    expect(status).toMatchObject({ state: 'finished', read: 4, changed: 4, flagged: 2 });
    expect(status.findings.map((finding) => [finding.file_id, finding.kind]).sort()).toEqual([
      ['rawN8n', 'cleaned'],
      ['secretZap', 'refused'],
    ]);
    expect(status.findings.find((f) => f.file_id === 'secretZap')?.message).toMatch(
      /Stripe secret key/,
    );
    expect(JSON.stringify(status)).not.toContain('a1B2c3D4');

    const clean = await getFile(n8n, 'cleanN8n');
    expect(clean?.automation_rules_version).toBe(AUTOMATION_RULES_VERSION);
    expect(clean?.automation_manifest).toMatchObject({ platform: 'n8n', usesAi: true });
    expect(await getFile(zapier, 'cleanZap')).toMatchObject({
      automation_rules_version: AUTOMATION_RULES_VERSION,
      automation_manifest: { platform: 'zapier' },
    });
    // Flagged files keep no version (reported again next run); the readable one has its manifest.
    const raw = await getFile(n8n, 'rawN8n');
    expect(raw?.automation_rules_version).toBeUndefined();
    expect(raw?.automation_manifest).toMatchObject({ communityPackages: ['n8n-nodes-personio'] });
    // A file with a secret still reads: its manifest is stored, and it stays flagged.
    const secret = await getFile(zapier, 'secretZap');
    expect(secret?.automation_rules_version).toBeUndefined();
    expect(secret?.automation_manifest).toMatchObject({ platform: 'zapier', stepCount: 1 });
    expect((await getFile(n8n, 'manual'))?.automation_manifest).toBeUndefined();
  });

  it('runs again only when asked, and then changes nothing', async () => {
    expect(await rereadAutomationFiles()).toEqual({ ran: false, finished: true });
    expect((await startAutomationReread(new Date(Date.now() + 1000))).state).toBe('requested');
    expect(await rereadAutomationFiles({ now: () => new Date(Date.now() + 2000) })).toEqual({
      ran: true,
      finished: true,
    });
    // Only the two flagged files are read again; no manifest changes.
    expect(await automationRereadStatus()).toMatchObject({
      state: 'finished',
      read: 2,
      changed: 0,
      flagged: 2,
    });
  });

  it("moves a listed product's card apps and Works with facet to the re-read manifest", async () => {
    const listed = `reread-listed-${run}`;
    const key = `${listed}/v1/zap.json`;
    await putProduct(testProduct(listed, { platform: 'Zapier' }));
    await putVersion(testVersion(listed, 'v1', { is_latest: true }));
    await putProductFile(
      key,
      Buffer.from(
        cleanAutomationFile(demo('zapier/webinar-follow-up/1.1.0/zap.json'), 'zapier').text,
      ),
      'application/json',
    );
    // Read under the first rules: HubSpot by its Zapier id's words, a facet of its own.
    const stale = fileUsing(listed, 'v1', 'zap', [
      { key: 'HubSpotCRMAPI', name: 'Hub Spot CRM', icon: '' },
    ]);
    await putFile({ ...stale, file_path: key, automation_rules_version: 1 });
    expect(await browseAll({ app: 'hub-spot-crm' })).toEqual([listed]);

    await startAutomationReread(new Date(Date.now() + 3000));
    await rereadAutomationFiles({ now: () => new Date(Date.now() + 4000) });

    expect(await browseAll({ app: 'hub-spot-crm' })).toEqual([]);
    expect(await browseAll({ app: 'hubspot' })).toEqual([listed]);
    const apps = (await getProduct(listed))?.catalogue_apps;
    expect(JSON.stringify(apps)).toContain('HubSpot');
  });
});
