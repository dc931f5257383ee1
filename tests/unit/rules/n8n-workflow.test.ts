import fc from 'fast-check';
import {
  checkN8nWorkflowText,
  checkN8nWorkflowValue,
  isN8nWorkflowFile,
  N8N_WORKFLOW_MAX_BYTES,
  workflowNodeTypes,
} from '../../../lambdas/rules/n8n-workflow';

const node = (name: string, type = 'n8n-nodes-base.noOp', position: unknown = [0, 0]) => ({
  parameters: {},
  name,
  type,
  typeVersion: 1,
  position,
});

/** Importable workflows: uniquely named nodes with a type and a finite position. */
const workflowArbitrary = fc
  .uniqueArray(
    fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim() !== ''),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .chain((names) =>
    fc.record({
      nodes: fc.tuple(
        ...names.map((name) =>
          fc.record({
            name: fc.constant(name),
            type: fc.constantFrom('n8n-nodes-base.set', 'n8n-nodes-base.if', '@n8n/custom.x'),
            position: fc.tuple(
              fc.double({ noNaN: true, noDefaultInfinity: true }),
              fc.double({ noNaN: true, noDefaultInfinity: true }),
            ),
            parameters: fc.dictionary(fc.string(), fc.jsonValue()),
          }),
        ),
      ),
      connections: fc.dictionary(fc.string(), fc.jsonValue()),
    }),
  );

describe('n8n workflow check', () => {
  it('accepts every well-formed workflow, through its JSON text too', () => {
    fc.assert(
      fc.property(workflowArbitrary, (workflow) => {
        expect(checkN8nWorkflowValue(workflow).importable).toBe(true);
        const text = JSON.stringify(workflow);
        expect(checkN8nWorkflowText(text, Buffer.byteLength(text)).importable).toBe(true);
      }),
    );
  });

  it('never throws and refuses anything that is not a workflow object', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = checkN8nWorkflowValue(value);
        const looksLikeWorkflow =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Array.isArray((value as { nodes?: unknown }).nodes) &&
          typeof (value as { connections?: unknown }).connections === 'object';
        if (!looksLikeWorkflow) expect(result.importable).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = checkN8nWorkflowText(text, Buffer.byteLength(text));
        expect(typeof result.importable).toBe('boolean');
      }),
    );
  });

  it('says what is wrong, in words a seller understands', () => {
    const refusal = (value: unknown) => {
      const result = checkN8nWorkflowValue(value);
      return result.importable ? '' : result.reason;
    };
    expect(refusal([])).toBe('Not a JSON object.');
    expect(refusal({ connections: {} })).toBe('No "nodes" list.');
    expect(refusal({ nodes: [], connections: {} })).toBe('The workflow has no nodes.');
    expect(refusal({ nodes: ['x'], connections: {} })).toBe('Node 1 is not an object.');
    expect(refusal({ nodes: [node(' ')], connections: {} })).toBe('Node 1 has no name.');
    expect(refusal({ nodes: [node('A', '')], connections: {} })).toBe('Node "A" has no type.');
    expect(refusal({ nodes: [node('A', 'x', [0])], connections: {} })).toBe(
      'Node "A" has no position.',
    );
    expect(refusal({ nodes: [node('A'), node('A')], connections: {} })).toBe(
      'Two nodes are named "A".',
    );
    expect(refusal({ nodes: [node('A')], connections: [] })).toBe('No "connections" object.');
    expect(checkN8nWorkflowText('{"nodes": [', 11)).toEqual({
      importable: false,
      reason: 'Not valid JSON.',
    });
  });

  it('refuses a file over the size limit without parsing it', () => {
    expect(checkN8nWorkflowText('not even json', N8N_WORKFLOW_MAX_BYTES + 1)).toEqual({
      importable: false,
      reason: 'The file is larger than 2 MB.',
    });
  });

  it('considers JSON automation files of n8n products only', () => {
    const json = { file_purpose: 'automation', file_type: 'json' };
    expect(isN8nWorkflowFile('n8n', json)).toBe(true);
    expect(isN8nWorkflowFile('Make', json)).toBe(false);
    expect(isN8nWorkflowFile('n8n', { ...json, file_type: 'js' })).toBe(false);
    expect(isN8nWorkflowFile('n8n', { ...json, file_purpose: 'manual' })).toBe(false);
  });

  it('lists each node type once, in first-use order', () => {
    expect(
      workflowNodeTypes({
        nodes: [node('A', 't.one'), node('B', 't.two'), node('C', 't.one')] as never,
      }),
    ).toEqual(['t.one', 't.two']);
  });
});
