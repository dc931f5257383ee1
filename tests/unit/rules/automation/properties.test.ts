import fc from 'fast-check';
import { bytesOf, manifestOf } from './fixtures';

const TYPES = [
  'n8n-nodes-base.slack',
  'n8n-nodes-base.set',
  'n8n-nodes-base.stickyNote',
  '@n8n/n8n-nodes-langchain.agent',
  'n8n-nodes-example.thing',
];
const KINDS = ['main', 'ai_tool', 'ai_languageModel', 'ai_memory'];

/** Any n8n workflow: named nodes of assorted types, edges between any two of them. */
const n8nWorkflow = fc
  .uniqueArray(
    fc.string({ minLength: 1, maxLength: 12 }).filter((name) => name.trim() !== ''),
    {
      minLength: 1,
      maxLength: 30,
    },
  )
  .chain((names) =>
    fc.record({
      types: fc.array(fc.constantFrom(...TYPES), {
        minLength: names.length,
        maxLength: names.length,
      }),
      disabled: fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
      edges: fc.array(
        fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names), fc.constantFrom(...KINDS)),
        { maxLength: 60 },
      ),
      names: fc.constant(names),
    }),
  )
  .map(({ names, types, disabled, edges }) => {
    const connections: Record<string, Record<string, { node: string }[][]>> = {};
    for (const [from, to, kind] of edges) {
      const byKind = (connections[from] ??= {});
      (byKind[kind] ??= [[]])[0]!.push({ node: to });
    }
    return {
      nodes: names.map((name, index) => ({
        name,
        type: types[index]!,
        position: [index, 0],
        ...(disabled[index] ? { disabled: true } : {}),
      })),
      connections,
    };
  })
  .filter((workflow) => workflow.nodes.some((node) => node.type !== 'n8n-nodes-base.stickyNote'));

interface MakeModule {
  id: number;
  module: string;
  routes?: { flow: MakeModule[] }[];
}

/** Make flows whose routers nest to random depths; ids are numbered after generation. */
const makeFlow: fc.Arbitrary<MakeModule[]> = fc.letrec<{ flow: MakeModule[] }>((tie) => ({
  flow: fc.array(
    fc.oneof(
      { maxDepth: 6, depthIdentifier: 'make' },
      fc.constant<MakeModule>({ id: 0, module: 'slack:CreateMessage' }),
      fc.array(tie('flow'), { minLength: 1, maxLength: 3 }).map((routes) => ({
        id: 0,
        module: 'builtin:BasicRouter',
        routes: routes.map((flow) => ({ flow })),
      })),
    ),
    { minLength: 1, maxLength: 4 },
  ),
})).flow;

function numberModules(flow: MakeModule[]): number {
  let next = 0;
  const stack = [flow];
  while (stack.length) {
    for (const module of stack.pop()!) {
      next += 1;
      module.id = next;
      for (const route of module.routes ?? []) stack.push(route.flow);
    }
  }
  return next;
}

describe('reading generated graphs', () => {
  it('n8n: steps are the non-annotation nodes, edges join steps, reading is deterministic', () => {
    fc.assert(
      fc.property(n8nWorkflow, (workflow) => {
        const bytes = bytesOf(workflow);
        const manifest = manifestOf(bytes);
        const steps = workflow.nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');
        expect(manifest.stepCount).toBe(steps.length);
        const ids = new Set(manifest.graph.steps.map((step) => step.id));
        for (const edge of manifest.graph.edges) {
          expect(ids.has(edge.from) && ids.has(edge.to)).toBe(true);
        }
        expect(manifestOf(bytes)).toEqual(manifest);
      }),
    );
  });

  it('Make: every module of any router nesting is counted once', () => {
    fc.assert(
      fc.property(makeFlow, (generated) => {
        // fast-check may hand the same constant object out twice: give each module its own.
        const flow = JSON.parse(JSON.stringify(generated)) as MakeModule[];
        const count = numberModules(flow);
        const manifest = manifestOf(bytesOf({ name: 'Generated', flow }));
        expect(manifest.stepCount).toBe(count);
        const ids = manifest.graph.steps.map((step) => step.id);
        expect(new Set(ids).size).toBe(ids.length);
        // A tree: every kept module but the first is reached by exactly one edge (the graph keeps
        // a prefix of the walk, in which each module's parent comes first).
        expect(manifest.graph.edges).toHaveLength(manifest.graph.steps.length - 1);
        expect(manifest.graph.truncated).toBe(count > manifest.graph.steps.length);
      }),
    );
  });
});
