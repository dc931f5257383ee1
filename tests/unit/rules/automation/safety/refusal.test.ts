import { checkAutomationSafety } from '../../../../../lambdas/rules/automation/safety/check';
import {
  AUTOMATION_MAX_DEPTH,
  TOO_DEEP_MESSAGE,
} from '../../../../../lambdas/rules/automation/safety/depth';
import { secretsRefusalMessage } from '../../../../../lambdas/rules/automation/safety/refusal';
import type { SecretFinding } from '../../../../../lambdas/rules/automation/safety/types';
import { fixtureText, SECRETS } from './fixtures';

const finding = (name: string, field = 'Header "Authorization"'): SecretFinding => ({
  step: { name, id: '1' },
  field,
  kind: 'Stripe secret key',
  preview: 'sk_l…',
});

describe('secretsRefusalMessage', () => {
  it('names the step and field and says what to use instead', () => {
    expect(secretsRefusalMessage([finding('Call API')], 'n8n')).toBe(
      'Step "Call API" has what looks like a Stripe secret key in Header "Authorization". Remove it and use an n8n credential instead; the file was not saved.',
    );
    expect(
      secretsRefusalMessage(
        [{ step: null, field: 'settings.token', kind: 'AWS access key', preview: 'AKIA…' }],
        'make',
      ),
    ).toBe(
      'The scenario has what looks like an AWS access key in settings.token. Remove it and use a Make connection instead; the file was not saved.',
    );
  });

  it('lists up to five places and counts the rest', () => {
    const findings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => finding(name));
    expect(secretsRefusalMessage(findings, 'zapier').split('\n')).toEqual([
      'The file has what looks like 7 secrets. Remove them and use Zapier app connections instead; the file was not saved.',
      ...['A', 'B', 'C', 'D', 'E'].map(
        (name) =>
          `- Step "${name}" has what looks like a Stripe secret key in Header "Authorization".`,
      ),
      '- and 2 more.',
    ]);
    expect(secretsRefusalMessage(findings.slice(0, 2), 'n8n')).not.toContain('more');
  });
});

describe('checkAutomationSafety', () => {
  it('refuses a file with secrets, with the message, and never shows a secret', async () => {
    const result = await checkAutomationSafety(fixtureText('zapier-secrets.json'), 'zapier');
    expect(result.safe).toBe(false);
    if (result.safe) return;
    expect(result.findings).toHaveLength(2);
    expect(result.message).toContain('Step "Send to ERP" has what looks like a bearer token');
    expect(result.message).not.toContain(SECRETS.BEARER.slice(4));
  });

  it('refuses a file nested deeper than any export, with a message, before scanning', async () => {
    const depth = 100_000;
    const deep = `{"nodes":[],"connections":{},"id":"w1","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const result = await checkAutomationSafety(deep, 'n8n');
    expect(result).toEqual({ safe: false, findings: [], message: TOO_DEEP_MESSAGE });
    // The root object is the first level; each array inside it one more.
    const nested = (levels: number) =>
      `{"id":"w1","nodes":[],"x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    expect((await checkAutomationSafety(nested(AUTOMATION_MAX_DEPTH), 'n8n')).safe).toBe(true);
    expect((await checkAutomationSafety(nested(AUTOMATION_MAX_DEPTH + 1), 'n8n')).safe).toBe(false);
  });

  it('cleans a file without secrets', async () => {
    const result = await checkAutomationSafety(fixtureText('n8n-legacy.json'), 'n8n');
    expect(result.safe && result.removed.map((removal) => removal.what)).toEqual([
      'Workflow id',
      'Credential "My Gmail": kept the type gmailOAuth2',
    ]);
  });
});
