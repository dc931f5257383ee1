import { bytesOf, fixtureBytes, manifestOf, refusalOf } from './fixtures';

describe('Make blueprints', () => {
  it('reads nested routers: every module once, route edges numbered', () => {
    const manifest = manifestOf(fixtureBytes('make-nested-routers.json'), 'blueprint.json');
    expect(manifest.platform).toBe('make');
    expect(manifest.platformVersion).toBe('blueprint 1');
    expect(manifest.stepCount).toBe(8);
    expect(manifest.graph.steps.map((step) => step.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(manifest.triggers).toEqual([{ kind: 'webhook', label: 'Webhook' }]);
    expect(manifest.graph.edges).toEqual([
      { from: '1', to: '2', kind: 'main' },
      { from: '2', to: '3', kind: 'main' },
      { from: '3', to: '4', kind: 'route', branch: 1 },
      { from: '4', to: '5', kind: 'main' },
      { from: '5', to: '6', kind: 'route', branch: 1 },
      { from: '5', to: '7', kind: 'route', branch: 2 },
      { from: '3', to: '8', kind: 'route', branch: 2 },
    ]);
    expect(manifest.apps.map((app) => app.name)).toEqual(['Google Sheets', 'Slack', 'OpenAI']);
    expect(manifest.credentials).toEqual([
      'Google Sheets connection',
      'Slack connection',
      'OpenAI GPT 3 connection',
    ]);
    expect(manifest.usesAi).toBe(true);
    expect(manifest.graph.steps[3]).toMatchObject({ app: 'google-sheets', position: [900, -150] });
  });

  it('reads a watch module as an app event', () => {
    const manifest = manifestOf(fixtureBytes('make-watch-rows.json'));
    expect(manifest.triggers).toEqual([{ kind: 'app event', label: 'New rows in Google Sheets' }]);
    expect(manifest.usesAi).toBe(false);
  });

  it("reads a scenario's schedule when its first module is not a trigger", () => {
    const blueprint = {
      name: 'Hourly',
      flow: [{ id: 1, module: 'google-sheets:searchRows', parameters: {}, mapper: {} }],
      scheduling: { type: 'interval', interval: 3600 },
    };
    expect(manifestOf(bytesOf(blueprint)).triggers).toEqual([
      { kind: 'schedule', label: 'Schedule (every hour)' },
    ]);
  });

  it('refuses duplicate module ids and modules without a type', () => {
    const flow = [
      { id: 1, module: 'gateway:CustomWebHook' },
      { id: 1, module: 'slack:CreateMessage' },
    ];
    expect(refusalOf(bytesOf({ flow }))).toBe('Two modules have the id 1.');
    expect(refusalOf(bytesOf({ flow: [{ id: 2 }] }))).toBe('Module 2 has no "module" type.');
    expect(refusalOf(bytesOf({ flow: [] }))).toBe('The blueprint has no modules.');
  });
});

describe('Zapier exports', () => {
  it('reads a Zap with a path: parent links become branches', () => {
    const manifest = manifestOf(fixtureBytes('zapier-with-path.json'));
    expect(manifest.platform).toBe('zapier');
    expect(manifest.platformVersion).toBe('export 2.0.0');
    expect(manifest.name).toBe('Sheet rows to Slack or Gmail');
    expect(manifest.stepCount).toBe(6);
    expect(manifest.triggers).toEqual([{ kind: 'app event', label: 'New row in Google Sheets' }]);
    expect(manifest.graph.edges).toContainEqual({ from: '102', to: '103', kind: 'main' });
    expect(manifest.graph.edges).toContainEqual({ from: '102', to: '105', kind: 'main' });
    expect(manifest.apps.map((app) => app.name)).toEqual(['Google Sheets', 'Slack', 'Google Mail']);
    expect(manifest.credentials).toEqual([
      'Google Sheets account',
      'Slack account',
      'Google Mail account',
    ]);
  });

  it('refuses a step whose parent is not before it', () => {
    const zaps = [
      {
        id: 1,
        title: 'Broken',
        steps: [
          { id: 1, app: 'WebHookAPI', action: 'hook', parent_id: null },
          { id: 2, app: 'SlackAPI', action: 'post', parent_id: 9, title: 'Post' },
        ],
      },
    ];
    expect(refusalOf(bytesOf({ zaps }))).toBe(
      'Step "Post" follows step 9, which is not before it in the Zap.',
    );
  });
});
