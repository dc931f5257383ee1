import type { InsideGraph } from '@rules/automation/whats-inside';

/** A step's box in diagram units (SVG user units, before the diagram is scaled to fit). */
export const BOX = { width: 168, height: 48 } as const;
const GAP = { x: 64, y: 28 } as const;
const PAD = 16;

export interface PlacedStep {
  id: string;
  name: string;
  icon: string;
  x: number;
  y: number;
}

export interface DiagramLayout {
  steps: PlacedStep[];
  edges: { from: PlacedStep; to: PlacedStep }[];
  width: number;
  height: number;
}

/**
 * Columns by longest path from the steps nothing leads to, rows in file order: a simple
 * layered layout for files without positions (Make, Zapier). A cycle cannot push a step
 * further than the step count, so the loop ends.
 */
function layered(graph: InsideGraph): Map<string, [number, number]> {
  const column = new Map(graph.steps.map((step) => [step.id, 0]));
  for (let pass = 0; pass < graph.steps.length; pass += 1) {
    let moved = false;
    for (const edge of graph.edges) {
      const next = (column.get(edge.from) ?? 0) + 1;
      if (next > (column.get(edge.to) ?? 0) && next < graph.steps.length) {
        column.set(edge.to, next);
        moved = true;
      }
    }
    if (!moved) break;
  }
  const rows = new Map<number, number>();
  const at = new Map<string, [number, number]>();
  for (const step of graph.steps) {
    const col = column.get(step.id) ?? 0;
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    at.set(step.id, [col * (BOX.width + GAP.x), row * (BOX.height + GAP.y)]);
  }
  return at;
}

/**
 * Where each box goes: the file's own positions when every step has one (as the author laid
 * them out in n8n), else layered columns; moved so the top-left box sits at the padding.
 */
export function layoutDiagram(graph: InsideGraph): DiagramLayout {
  const positioned = graph.steps.every((step) => step.position);
  const layered_ = positioned ? undefined : layered(graph);
  const raw = graph.steps.map((step) => {
    const [x, y] = (positioned ? step.position : layered_?.get(step.id)) ?? [0, 0];
    return { id: step.id, name: step.name, icon: step.icon, x, y };
  });
  const minX = Math.min(...raw.map((step) => step.x));
  const minY = Math.min(...raw.map((step) => step.y));
  const steps = raw.map((step) => ({ ...step, x: step.x - minX + PAD, y: step.y - minY + PAD }));
  const byId = new Map(steps.map((step) => [step.id, step]));
  const edges = graph.edges.flatMap((edge) => {
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    return from && to ? [{ from, to }] : [];
  });
  return {
    steps,
    edges,
    width: Math.max(...steps.map((step) => step.x)) + BOX.width + PAD,
    height: Math.max(...steps.map((step) => step.y)) + BOX.height + PAD,
  };
}

/** A curve from the right side of one box to the left side of the next. */
export function edgePath(from: PlacedStep, to: PlacedStep): string {
  const x1 = from.x + BOX.width;
  const y1 = from.y + BOX.height / 2;
  const x2 = to.x;
  const y2 = to.y + BOX.height / 2;
  const bend = Math.max(32, Math.abs(x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

/** For the text alternative: the names of the steps each step leads to, in edge order. */
export function nextStepNames(graph: InsideGraph): Map<string, string[]> {
  const names = new Map(graph.steps.map((step) => [step.id, step.name]));
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const name = names.get(edge.to);
    if (name === undefined) continue;
    const list = next.get(edge.from) ?? [];
    if (!list.includes(name)) list.push(name);
    next.set(edge.from, list);
  }
  return next;
}
