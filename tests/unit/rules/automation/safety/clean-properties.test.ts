import fc from 'fast-check';
import { cleanAutomationFile } from '../../../../../lambdas/rules/automation/safety/clean';
import { stepsOf } from '../../../../../lambdas/rules/automation/safety/steps';
import type { AutomationPlatform } from '../../../../../lambdas/rules/automation/safety/types';

/** n8n workflows with any mix of what cleaning removes, in any of the layouts sellers export. */
const n8nNode = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 8 }),
    type: fc.constantFrom('n8n-nodes-base.webhook', 'n8n-nodes-base.gmail'),
    position: fc.constant([0, 0]),
    parameters: fc.record({ path: fc.constantFrom('', 'abc', 'hook-1') }, { requiredKeys: [] }),
    webhookId: fc.constantFrom('hook-1', 'hook-2'),
    credentials: fc.dictionary(
      fc.constantFrom('gmailOAuth2', 'httpHeaderAuth', 'slackApi'),
      fc.oneof(
        fc.string(),
        fc.record({ id: fc.oneof(fc.constant(null), fc.string(), fc.nat()), name: fc.string() }),
      ),
    ),
  },
  { requiredKeys: ['name', 'type', 'position', 'parameters'] },
);

const n8nWorkflow = fc
  .record(
    {
      nodes: fc.uniqueArray(n8nNode, { selector: (node) => node.name, maxLength: 6 }),
      id: fc.string(),
      versionId: fc.string(),
      active: fc.boolean(),
      staticData: fc.oneof(fc.constant(null), fc.object()),
      meta: fc.record(
        { instanceId: fc.string(), templateCredsSetupCompleted: fc.boolean() },
        { requiredKeys: [] },
      ),
      tags: fc.array(fc.record({ id: fc.string(), name: fc.string() }, { requiredKeys: ['name'] })),
      shared: fc.array(fc.object()),
    },
    { requiredKeys: ['nodes'] },
  )
  .chain((workflow) =>
    fc.record({
      workflow: fc.constant(workflow),
      pinData: fc.subarray(workflow.nodes.map((node) => node.name)),
    }),
  )
  .map(({ workflow, pinData }) => ({
    ...workflow,
    connections: Object.fromEntries(
      workflow.nodes
        .slice(1)
        .map((node, index) => [
          workflow.nodes[index]?.name,
          { main: [[{ node: node.name, type: 'main', index: 0 }]] },
        ]),
    ),
    ...(pinData.length > 0
      ? { pinData: Object.fromEntries(pinData.map((name) => [name, [{ json: {} }]])) }
      : {}),
  }));

/** Make blueprints with routers nested in routers. */
const makeFlow = fc.letrec<{ flow: unknown[]; module: unknown }>((tie) => ({
  flow: fc.array(tie('module'), { maxLength: 3 }),
  module: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      id: fc.nat(),
      module: fc.constantFrom('slack:CreateMessage', 'google-sheets:addRow'),
      parameters: fc.record(
        { __IMTCONN__: fc.oneof(fc.nat(), fc.constant(null)), __IMTHOOK__: fc.nat() },
        { requiredKeys: [] },
      ),
      metadata: fc.record(
        { restore: fc.object(), designer: fc.record({ x: fc.integer() }) },
        { requiredKeys: [] },
      ),
    }),
    fc.record({
      id: fc.nat(),
      module: fc.constant('builtin:BasicRouter'),
      routes: fc.array(fc.record({ flow: tie('flow') }), { maxLength: 3 }),
    }),
  ),
}));
const makeBlueprint = fc.record(
  {
    flow: makeFlow.flow,
    metadata: fc.record({ zone: fc.string(), version: fc.constant(1) }, { requiredKeys: [] }),
    teamId: fc.nat(),
  },
  { requiredKeys: ['flow'] },
);

/** Zapier exports: steps linked by `parent_id`, with accounts and samples to remove. */
const zapierStep = fc.record(
  {
    id: fc.nat(),
    parent_id: fc.oneof(fc.constant(null), fc.nat()),
    app: fc.constantFrom('GmailV2API', 'WebHookCLIAPI@1.0.0'),
    params: fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
    authentication_id: fc.oneof(fc.constant(null), fc.nat()),
    sample_result: fc.array(fc.object(), { maxLength: 2 }),
    meta: fc.record({ selected_sample: fc.object() }, { requiredKeys: [] }),
    customuser_id: fc.nat(),
  },
  { requiredKeys: ['id', 'parent_id', 'app', 'params'] },
);
const zapierExport = fc.record(
  {
    zaps: fc.array(fc.record({ id: fc.nat(), steps: fc.array(zapierStep, { maxLength: 4 }) })),
    account_id: fc.nat(),
  },
  { requiredKeys: ['zaps'] },
);

const layout = fc.constantFrom<(value: unknown) => string>(
  (value) => JSON.stringify(value),
  (value) => JSON.stringify(value, null, 2),
  (value) => `${JSON.stringify(value, null, '\t')}\n`,
  (value) => JSON.stringify(value, null, 4).replace(/\n/g, '\r\n'),
);

function checkProperties(
  platform: AutomationPlatform,
  file: unknown,
  toText: (v: unknown) => string,
) {
  const once = cleanAutomationFile(toText(file), platform);
  const twice = cleanAutomationFile(once.text, platform);
  // Idempotent: a cleaned file has nothing left to remove and comes back byte for byte.
  expect(twice.removed).toEqual([]);
  expect(twice.text).toBe(once.text);
  // Never a step or a connection less.
  const cleaned: unknown = JSON.parse(once.text);
  expect(stepsOf(cleaned, platform).length).toBe(stepsOf(file, platform).length);
  expect((cleaned as { connections?: unknown }).connections).toEqual(
    (file as { connections?: unknown }).connections,
  );
  const links = (value: unknown) =>
    stepsOf(value, platform).map(({ node }) => [
      node.id,
      node.parent_id,
      Array.isArray(node.routes) ? node.routes.length : null,
    ]);
  expect(links(cleaned)).toEqual(links(file));
}

describe('cleanAutomationFile properties', () => {
  it('n8n: idempotent, keeps every node and connection', () => {
    fc.assert(
      fc.property(n8nWorkflow, layout, (workflow, toText) =>
        checkProperties('n8n', workflow, toText),
      ),
      { numRuns: 200 },
    );
  });

  it('Zapier: idempotent, keeps every step and its parent', () => {
    fc.assert(
      fc.property(zapierExport, layout, (file, toText) => checkProperties('zapier', file, toText)),
      { numRuns: 200 },
    );
  });

  it('Make: idempotent, keeps every module at any router depth', () => {
    fc.assert(
      fc.property(makeBlueprint, layout, (blueprint, toText) =>
        checkProperties('make', blueprint, toText),
      ),
      { numRuns: 200 },
    );
  });
});
