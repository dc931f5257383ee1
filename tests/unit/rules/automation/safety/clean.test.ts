import { cleanAutomationFile } from '../../../../../lambdas/rules/automation/safety/clean';
import type { Removal } from '../../../../../lambdas/rules/automation/safety/types';
import { fixtureText } from './fixtures';

const said = (removed: Removal[]) => removed.map(({ step, what }) => [step?.name ?? null, what]);

interface AnyNode {
  name: string;
  credentials?: Record<string, unknown>;
  webhookId?: string;
  parameters: Record<string, unknown>;
}

describe('cleanAutomationFile: n8n', () => {
  const text = fixtureText('n8n-current.json');
  const { text: cleaned, removed } = cleanAutomationFile(text, 'n8n');
  const workflow = JSON.parse(cleaned) as Record<string, unknown> & { nodes: AnyNode[] };

  it('says, step by step, what it removed', () => {
    expect(said(removed)).toEqual([
      [null, 'Workflow id'],
      [null, 'Version id'],
      [null, 'Instance id'],
      [null, 'Credential setup flag'],
      [null, 'Active switch (set to off)'],
      [null, 'Static data (trigger state such as the last poll)'],
      [null, 'Tag ids (kept the tag names)'],
      ['Webhook', 'Pinned sample data (3 items)'],
      ['Webhook', 'Webhook id (and the webhook path that repeated it)'],
      [
        'Create lead',
        'Credential "CRM header key" (id Xk2LmP9qRs4TuVw1): kept the type httpHeaderAuth',
      ],
      ['Send welcome', 'Credential "My Gmail" (id 12): kept the type gmailOAuth2'],
      ['Send welcome', 'Webhook id'],
    ]);
    expect(removed[7]?.step?.id).toBe('0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d');
  });

  it('removes each of them and keeps the automation', () => {
    for (const field of ['id', 'versionId', 'pinData', 'staticData']) {
      expect(workflow).not.toHaveProperty(field);
    }
    expect(workflow.meta).toEqual({});
    expect(workflow.active).toBe(false);
    expect(workflow.tags).toEqual([{ name: 'CRM' }]);
    expect(cleaned).not.toContain('customer@example.org');
    const [webhook, createLead, sendWelcome] = workflow.nodes;
    expect(webhook).not.toHaveProperty('webhookId');
    expect(webhook?.parameters.path).toBe('');
    expect(sendWelcome).not.toHaveProperty('webhookId');
    // The shape n8n's editor gives old string credentials: no id, so it asks for one.
    expect(createLead?.credentials).toEqual({ httpHeaderAuth: { id: null, name: '' } });
    expect(sendWelcome?.credentials).toEqual({ gmailOAuth2: { id: null, name: '' } });
    const original = JSON.parse(text) as { nodes: AnyNode[]; connections: unknown };
    expect(workflow.nodes.map((node) => node.name)).toEqual(original.nodes.map((n) => n.name));
    expect(workflow.connections).toEqual(original.connections);
    expect(workflow.settings).toEqual({ executionOrder: 'v1' });
  });

  it('keeps the file’s two-space indentation', () => {
    expect(cleaned.split('\n')[1]).toBe('  "name": "Lead intake to CRM",');
  });

  it('keeps the type of an old-era string credential and drops its name, in tabs', () => {
    const legacy = cleanAutomationFile(fixtureText('n8n-legacy.json'), 'n8n');
    expect(said(legacy.removed)).toEqual([
      [null, 'Workflow id'],
      ['Gmail', 'Credential "My Gmail": kept the type gmailOAuth2'],
    ]);
    expect(legacy.text).toContain('\t\t\t"credentials": {\n\t\t\t\t"gmailOAuth2": ""\n\t\t\t}');
    expect(legacy.text.endsWith('}\n')).toBe(true);
  });

  it('returns a file with nothing to remove as the very same string', () => {
    const untouched =
      '{ "nodes":[ {"name":"A","type":"n8n-nodes-base.noOp","position":[0,0],\n"parameters":{}} ],\n   "connections":{}, "active": false, "pinData": {} }  \n';
    const result = cleanAutomationFile(untouched, 'n8n');
    expect(result).toEqual({ text: untouched, removed: [] });
    expect(result.text).toBe(untouched);
  });
});

describe('cleanAutomationFile: Make', () => {
  const text = fixtureText('make-blueprint.json');
  const { text: cleaned, removed } = cleanAutomationFile(text, 'make');

  it('empties connection and webhook slots, drops saved labels and the zone, at any router depth', () => {
    expect(said(removed)).toEqual([
      [null, 'Make zone (the seller’s data centre)'],
      [
        'shopify:WatchOrders',
        'Connection "My Shopify connection (owner@seller-shop.example)" (id 1934402)',
      ],
      ['shopify:WatchOrders', 'Webhook "My shop orders" (id 884211)'],
      ['shopify:WatchOrders', 'Saved labels of chosen values (connection names, picked records)'],
      ['Log order', 'Connection "seller@gmail.example" (id 2201933)'],
      ['Log order', 'Saved labels of chosen values (connection names, picked records)'],
      ['slack:CreateMessage', 'Connection (id 3302)'],
    ]);
    expect(cleaned).not.toMatch(/seller-shop|seller@gmail|eu1\.make\.com|restore/);
    const blueprint = JSON.parse(cleaned) as { flow: { parameters?: object }[]; metadata: object };
    expect(blueprint.flow[0]?.parameters).toEqual({ __IMTHOOK__: null, __IMTCONN__: null });
    expect(blueprint.metadata).toHaveProperty('scenario.roundtrips', 1);
    expect(cleaned).toContain('"expect":[{"name":"spreadsheetId"');
  });

  it('stays minified', () => {
    expect(cleaned.trimEnd()).not.toContain('\n');
  });

  it('removes team and organisation ids', () => {
    const withIds = '{"flow":[],"teamId":12,"metadata":{"organizationId":3,"version":1}}';
    expect(said(cleanAutomationFile(withIds, 'make').removed)).toEqual([
      [null, 'Team id'],
      [null, 'Organization id'],
    ]);
  });
});

describe('cleanAutomationFile: Zapier', () => {
  const { text: cleaned, removed } = cleanAutomationFile(
    fixtureText('zapier-export.json'),
    'zapier',
  );

  it('drops connected accounts, account ids and sample records', () => {
    expect(said(removed)).toEqual([
      [null, 'Account id (account_id)'],
      [null, 'Account id (customuser_id)'],
      ['New sign-up', 'Connected account (id 33201144)'],
      ['New sign-up', 'Sample records (2)'],
      ['New sign-up', 'Sample records (1)'],
      ['MailchimpCLIAPI@2.3.1 memberCreate', 'Connected account (id 33201145)'],
    ]);
    expect(cleaned).not.toMatch(/customer@example|5512301|8812003|33201144/);
    const zap = (JSON.parse(cleaned) as { zaps: { steps: Record<string, unknown>[] }[] }).zaps[0];
    expect(zap?.steps.map((step) => [step.id, step.parent_id, step.authentication_id])).toEqual([
      [1001, null, null],
      [1002, 1001, null],
    ]);
  });

  it('cleans a single zap exported with its steps at the root', () => {
    const single = '{"title":"One zap","steps":[{"id":1,"app":"SlackAPI","authentication_id":5}]}';
    const result = cleanAutomationFile(single, 'zapier');
    expect(said(result.removed)).toEqual([['SlackAPI', 'Connected account (id 5)']]);
    expect(result.text).toBe(
      '{"title":"One zap","steps":[{"id":1,"app":"SlackAPI","authentication_id":null}]}',
    );
  });

  it('keeps four-space indentation', () => {
    expect(cleaned.split('\n')[1]).toBe('    "metadata": {');
  });
});

describe('cleanAutomationFile: input', () => {
  it('keeps CRLF line ends and throws on text that is not JSON', () => {
    const crlf = '{\r\n  "id": "w1",\r\n  "nodes": [],\r\n  "connections": {}\r\n}\r\n';
    expect(cleanAutomationFile(crlf, 'n8n').text).toBe(
      '{\r\n  "nodes": [],\r\n  "connections": {}\r\n}\r\n',
    );
    expect(() => cleanAutomationFile('{"nodes": [', 'n8n')).toThrow(SyntaxError);
  });
});
