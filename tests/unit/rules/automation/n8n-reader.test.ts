import { bytesOf, fixtureBytes, linearN8n, manifestOf, refusalOf } from './fixtures';

describe('n8n workflows', () => {
  it('reads a current export: schedule trigger, apps, OAuth2 credentials, branches', () => {
    const manifest = manifestOf(fixtureBytes('n8n-current.json'));
    expect(manifest.platform).toBe('n8n');
    expect(manifest.name).toBe('New form lead to Slack and Sheets');
    expect(manifest.triggers).toEqual([{ kind: 'schedule', label: 'Schedule (every day)' }]);
    expect(manifest.stepCount).toBe(5);
    expect(manifest.apps).toEqual([
      { key: 'n8n-nodes-base.googleSheets', name: 'Google Sheets', icon: 'n8n/googleSheets.svg' },
      { key: 'n8n-nodes-base.slack', name: 'Slack', icon: 'n8n/slack.svg' },
    ]);
    expect(manifest.credentials).toEqual([
      'Google Sheets account (OAuth2)',
      'Slack account (OAuth2)',
    ]);
    expect(manifest.usesAi).toBe(false);
    expect(manifest.communityPackages).toEqual([]);
    expect(manifest.graph.steps[1]).toEqual({
      id: '1',
      name: 'Read leads',
      app: 'n8n-nodes-base.googleSheets',
      position: [220, 0],
    });
    // Steps are numbered by their place in the file; edges use those numbers.
    expect(manifest.graph.edges).toContainEqual({
      from: '2',
      to: '4',
      kind: 'main',
      branch: 1,
    });
    expect(manifest.graph.truncated).toBe(false);
  });

  it('reads an older export whose credentials are plain strings', () => {
    const manifest = manifestOf(fixtureBytes('n8n-old-string-credentials.json'));
    expect(manifest.triggers).toEqual([{ kind: 'webhook', label: 'Webhook' }]);
    expect(manifest.credentials).toEqual(['Gmail account (OAuth2)', 'Slack account']);
    expect(manifest.graph.edges).toHaveLength(2);
  });

  it('reads an AI agent with its sub-nodes connected by ai_* edges', () => {
    const manifest = manifestOf(fixtureBytes('n8n-ai-agent.json'));
    expect(manifest.usesAi).toBe(true);
    expect(manifest.triggers).toEqual([{ kind: 'webhook', label: 'Chat message' }]);
    expect(manifest.graph.edges.map((edge) => edge.kind).sort()).toEqual([
      'ai_languageModel',
      'ai_memory',
      'ai_tool',
      'main',
    ]);
    // The sheet used as the agent's tool is the Google Sheets app, not a separate one.
    expect(manifest.apps.map((app) => app.name)).toContain('Google Sheets');
    expect(manifest.credentials).toEqual(['OpenAI account', 'Google Sheets account (OAuth2)']);
  });

  it('names the npm packages of community nodes, scoped or not', () => {
    const manifest = manifestOf(fixtureBytes('n8n-community-node.json'));
    expect(manifest.communityPackages).toEqual([
      'n8n-nodes-pdfmonkey-example',
      '@acme-example/n8n-nodes-storage',
    ]);
    expect(manifest.triggers).toEqual([{ kind: 'manual', label: 'Manual' }]);
  });

  it('leaves sticky notes out of the steps and flags disabled steps', () => {
    const manifest = manifestOf(fixtureBytes('n8n-sticky-disabled.json'));
    expect(manifest.stepCount).toBe(2);
    expect(manifest.graph.steps.map((step) => step.name)).toEqual([
      'Telegram Trigger',
      'Old HTTP call',
    ]);
    expect(manifest.graph.steps[1]?.disabled).toBe(true);
    expect(manifest.graph.steps[0]?.disabled).toBeUndefined();
    expect(manifest.triggers).toEqual([{ kind: 'app event', label: 'Message in Telegram' }]);
    expect(manifest.apps[0]).toEqual({
      key: 'n8n-nodes-base.telegram',
      name: 'Telegram',
      icon: 'n8n/telegram.svg',
    });
  });

  it('refuses a connection to a step that is not in the workflow', () => {
    const workflow = linearN8n(3);
    workflow.connections['Step 1'] = { main: [[{ node: 'Foo', type: 'main', index: 0 }]] };
    expect(refusalOf(bytesOf(workflow))).toBe(
      'Step "Step 1" connects to "Foo", which is not in the workflow.',
    );
  });

  it('refuses connections from an unknown step, two steps of one name, nameless nodes', () => {
    const fromUnknown = linearN8n(2);
    fromUnknown.connections.Ghost = { main: [[{ node: 'Step 1', type: 'main', index: 0 }]] };
    expect(refusalOf(bytesOf(fromUnknown))).toBe(
      'The workflow connects from "Ghost", which is not in the workflow.',
    );
    const twins = linearN8n(2);
    twins.nodes[1]!.name = 'Step 0';
    expect(refusalOf(bytesOf(twins))).toBe('Two steps are named "Step 0".');
    expect(refusalOf(bytesOf({ nodes: [{ type: 'n8n-nodes-base.set' }], connections: {} }))).toBe(
      'Node 1 has no name.',
    );
    expect(refusalOf(bytesOf({ nodes: [], connections: {} }))).toBe('The workflow has no steps.');
  });

  it('refuses more than 2,000 steps, but not 2,000 steps with sticky notes beside them', () => {
    expect(refusalOf(bytesOf(linearN8n(2001)))).toBe('The workflow has more than 2,000 steps.');
    const atLimit = linearN8n(2000);
    atLimit.nodes.push({
      ...atLimit.nodes[0]!,
      name: 'Note',
      id: 'note',
      type: 'n8n-nodes-base.stickyNote',
    });
    expect(manifestOf(bytesOf(atLimit)).stepCount).toBe(2000);
  });
});
