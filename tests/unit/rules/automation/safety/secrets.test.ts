import { findSecrets } from '../../../../../lambdas/rules/automation/safety/secrets';
import type { SecretFinding } from '../../../../../lambdas/rules/automation/safety/types';
import { fixture, SECRETS } from './fixtures';

const brief = (findings: SecretFinding[]) =>
  findings.map(({ step, field, kind }) => ({ step: step?.name ?? null, field, kind }));

function expectNoSecretShown(findings: SecretFinding[]) {
  const shown = JSON.stringify(findings);
  for (const secret of Object.values(SECRETS)) expect(shown).not.toContain(secret.slice(5, 20));
  for (const finding of findings) expect(finding.preview).toMatch(/^.{4}…$/su);
}

describe('findSecrets: n8n', () => {
  it('finds keys in headers, query parameters, code, URLs, key blocks, expressions and pinned data', async () => {
    const findings = await findSecrets(fixture('n8n-secrets.json'), 'n8n');
    expect(brief(findings)).toEqual([
      { step: 'Call API', field: 'Header "Authorization"', kind: 'Stripe secret key' },
      { step: 'Call API', field: 'Query parameter "key"', kind: 'Google API key' },
      { step: 'Upload', field: 'parameters.jsCode, line 3', kind: 'AWS access key' },
      { step: 'Sign', field: 'parameters.pythonCode, line 1', kind: 'private key' },
      { step: 'Notify DB', field: 'parameters.url', kind: 'user name and password in a URL' },
      {
        step: 'Set charge',
        field: 'parameters.assignments.assignments[0].value',
        kind: 'Stripe secret key (a test key, still your account’s)',
      },
      { step: null, field: 'pinData["Call API"][0].json.mailgun', kind: 'Mailgun API key' },
    ]);
    expect(findings[0]?.step?.id).toBe('11111111-2222-4333-8444-555555555555');
    expect(findings[0]?.preview).toBe('sk_l…');
    expectNoSecretShown(findings);
  });

  it('finds keys in old-era workflows: Function code and version 1 HTTP headers', async () => {
    const legacy = fixture('n8n-legacy.json') as { nodes: Record<string, unknown>[] };
    legacy.nodes[1] = {
      ...legacy.nodes[1],
      parameters: { functionCode: `const key = '${SECRETS.MAILGUN}';\nreturn items;` },
    };
    legacy.nodes.push({
      name: 'HTTP Request',
      type: 'n8n-nodes-base.httpRequest',
      typeVersion: 1,
      position: [850, 300],
      parameters: {
        url: 'https://api.example.com',
        headerParametersUi: { parameter: [{ name: 'X-Goog-Api-Key', value: SECRETS.GOOGLE }] },
      },
    });
    expect(brief(await findSecrets(legacy, 'n8n'))).toEqual([
      { step: 'Function', field: 'parameters.functionCode, line 1', kind: 'Mailgun API key' },
      { step: 'HTTP Request', field: 'Header "X-Goog-Api-Key"', kind: 'Google API key' },
    ]);
  });

  it('reports nothing for expressions, placeholders, ids, hashes and pictures', async () => {
    expect(await findSecrets(fixture('n8n-current.json'), 'n8n')).toEqual([]);
    expect(await findSecrets(fixture('n8n-legacy.json'), 'n8n')).toEqual([]);
  });

  it('knows a bearer token typed into a header from an expression or a placeholder', async () => {
    const header = (value: string) => ({
      nodes: [
        {
          name: 'Call',
          type: 'n8n-nodes-base.httpRequest',
          parameters: { headerParameters: { parameters: [{ name: 'Authorization', value }] } },
        },
      ],
      connections: {},
    });
    const kinds = async (value: string) =>
      (await findSecrets(header(value), 'n8n')).map((finding) => finding.kind);
    expect(await kinds(`Bearer ${SECRETS.BEARER}`)).toEqual(['bearer token']);
    expect(await kinds(`=Bearer ${SECRETS.BEARER}`)).toEqual(['bearer token']);
    for (const harmless of [
      '={{ $json.token }}',
      '=Bearer {{ $json.token }}',
      "={{ 'Bearer ' + $credentials.token }}",
      'Bearer YOUR_API_KEY_GOES_HERE_12345',
      'Bearer <token>',
      'Bearer xxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'Bearer ********************',
      'Bearer 3f1c2a9e-7b4d-4e2a-9c1f-5d6e7f8a9b0c'.replace(/\d/g, ''),
      'Bearer {{token}}',
      'Bearer ${TOKEN}',
    ]) {
      expect(await kinds(harmless)).toEqual([]);
    }
  });

  it('scans object keys too, and a file that is not an object without failing', async () => {
    const keyed = { nodes: [], connections: {}, settings: { [SECRETS.GOOGLE]: true } };
    expect(brief(await findSecrets(keyed, 'n8n'))).toEqual([
      { step: null, field: `settings.${SECRETS.GOOGLE} (the key)`, kind: 'Google API key' },
    ]);
    expect(await findSecrets(null, 'n8n')).toEqual([]);
    expect(await findSecrets(SECRETS.STRIPE_LIVE, 'make')).toHaveLength(1);
  });
});

describe('findSecrets: Make', () => {
  it('names modules in routers nested in routers, by their label and id', async () => {
    const findings = await findSecrets(fixture('make-secrets.json'), 'make');
    expect(brief(findings)).toEqual([
      { step: 'Send to CRM', field: 'Header "Authorization"', kind: 'bearer token' },
      { step: 'Send to CRM', field: 'Query parameter "twilio"', kind: 'Twilio API key' },
    ]);
    expect(findings[0]?.step?.id).toBe('7');
    expectNoSecretShown(findings);
  });

  it('reports nothing for a clean blueprint', async () => {
    expect(await findSecrets(fixture('make-blueprint.json'), 'make')).toEqual([]);
  });
});

describe('findSecrets: Zapier', () => {
  it('finds a bearer token in a webhook header and a key in a code step', async () => {
    const findings = await findSecrets(fixture('zapier-secrets.json'), 'zapier');
    expect(brief(findings)).toEqual([
      { step: 'Send to ERP', field: 'Header "Authorization"', kind: 'bearer token' },
      {
        step: 'CodeCLIAPI@1.0.0 run_python',
        field: 'params.code, line 2',
        kind: 'Stripe restricted key',
      },
    ]);
    expectNoSecretShown(findings);
  });

  it('reports nothing for a clean export', async () => {
    expect(await findSecrets(fixture('zapier-export.json'), 'zapier')).toEqual([]);
  });
});
