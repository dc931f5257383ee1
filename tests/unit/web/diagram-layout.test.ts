import type { InsideGraph } from '../../../lambdas/rules/automation/whats-inside';
import {
  BOX,
  edgePath,
  layoutDiagram,
  nextStepNames,
} from '../../../web/src/features/product/whats-inside/diagram-layout';

const graph = (steps: InsideGraph['steps'], edges: InsideGraph['edges']): InsideGraph => ({
  title: 'Flow',
  steps,
  edges,
  truncated: false,
});

describe('the workflow diagram layout', () => {
  it("keeps the file's own positions, moved to the padding", () => {
    const layout = layoutDiagram(
      graph(
        [
          { id: '0', name: 'A', icon: '', position: [-400, 100] },
          { id: '1', name: 'B', icon: '', position: [-180, 300] },
        ],
        [{ from: '0', to: '1' }],
      ),
    );
    expect(layout.steps.map(({ x, y }) => [x, y])).toEqual([
      [16, 16],
      [236, 216],
    ]);
    expect(layout.width).toBe(236 + BOX.width + 16);
    expect(layout.height).toBe(216 + BOX.height + 16);
    expect(layout.edges).toHaveLength(1);
  });

  it('lays out steps in columns by longest path when a step has no position', () => {
    const layout = layoutDiagram(
      graph(
        [
          { id: 'a', name: 'Start', icon: '' },
          { id: 'b', name: 'Left', icon: '' },
          { id: 'c', name: 'Right', icon: '' },
          { id: 'd', name: 'Join', icon: '', position: [0, 0] },
        ],
        [
          { from: 'a', to: 'b' },
          { from: 'a', to: 'c' },
          { from: 'b', to: 'd' },
          { from: 'c', to: 'd' },
        ],
      ),
    );
    const column = (id: string) => layout.steps.find((step) => step.id === id)?.x;
    expect(column('a')).toBeLessThan(column('b') ?? 0);
    expect(column('b')).toBe(column('c'));
    expect(column('c')).toBeLessThan(column('d') ?? 0);
    const rows = new Set(layout.steps.map((step) => step.y));
    expect(rows.size).toBe(2);
  });

  it('ends on a cycle and drops edges to steps the diagram does not have', () => {
    const layout = layoutDiagram(
      graph(
        [
          { id: '0', name: 'Loop A', icon: '' },
          { id: '1', name: 'Loop B', icon: '' },
        ],
        [
          { from: '0', to: '1' },
          { from: '1', to: '0' },
          { from: '1', to: 'gone' },
        ],
      ),
    );
    expect(layout.steps).toHaveLength(2);
    expect(layout.edges).toHaveLength(2);
    expect(Number.isFinite(layout.width)).toBe(true);
  });

  it('draws an edge from the right side of one box to the left side of the next', () => {
    const from = { id: '0', name: 'A', icon: '', x: 0, y: 0 };
    const to = { id: '1', name: 'B', icon: '', x: 300, y: 100 };
    const path = edgePath(from, to);
    expect(path.startsWith(`M${BOX.width},${BOX.height / 2} `)).toBe(true);
    expect(path.endsWith(` 300,${100 + BOX.height / 2}`)).toBe(true);
  });

  it('names what each step leads to, once each, for the text alternative', () => {
    const next = nextStepNames(
      graph(
        [
          { id: '0', name: 'Trigger', icon: '' },
          { id: '1', name: 'Send', icon: '' },
        ],
        [
          { from: '0', to: '1' },
          { from: '0', to: '1' },
        ],
      ),
    );
    expect(next.get('0')).toEqual(['Send']);
    expect(next.has('1')).toBe(false);
  });
});
