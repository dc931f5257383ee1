/**
 * What makes an automation file an n8n workflow the editor can import: a JSON object with a
 * `nodes` array (each node an object with a name, a type and an [x, y] position) and a
 * `connections` object, within a size the template library is willing to serve. Written once
 * for the upload confirmation, the template library and the seller's files tab.
 */

/** The largest workflow file the library serves (n8n's own templates are far smaller). */
export const N8N_WORKFLOW_MAX_BYTES = 2 * 1024 * 1024;
/** More nodes than any real workflow has: a guard against pathological files. */
export const N8N_WORKFLOW_MAX_NODES = 2000;
export const N8N_WORKFLOW_TOO_LARGE = 'The file is larger than 2 MB.';

export interface N8nWorkflowNode {
  name: string;
  type: string;
  position: [number, number];
  [field: string]: unknown;
}

export interface N8nWorkflow {
  nodes: N8nWorkflowNode[];
  connections: Record<string, unknown>;
  [field: string]: unknown;
}

export type N8nWorkflowCheck =
  { importable: true; workflow: N8nWorkflow } | { importable: false; reason: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPosition(value: unknown): value is [number, number] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate))
  );
}

/** Why a node cannot be imported, or '' when it can. */
function nodeProblem(node: unknown, index: number): string {
  if (!isPlainObject(node)) return `Node ${index + 1} is not an object.`;
  if (typeof node.name !== 'string' || node.name.trim() === '') {
    return `Node ${index + 1} has no name.`;
  }
  if (typeof node.type !== 'string' || node.type.trim() === '') {
    return `Node "${node.name}" has no type.`;
  }
  if (!isPosition(node.position)) return `Node "${node.name}" has no position.`;
  return '';
}

/** Checks an already parsed value. */
export function checkN8nWorkflowValue(value: unknown): N8nWorkflowCheck {
  if (!isPlainObject(value)) return { importable: false, reason: 'Not a JSON object.' };
  const { nodes, connections } = value;
  if (!Array.isArray(nodes)) return { importable: false, reason: 'No "nodes" list.' };
  if (nodes.length === 0) return { importable: false, reason: 'The workflow has no nodes.' };
  if (nodes.length > N8N_WORKFLOW_MAX_NODES) {
    return { importable: false, reason: 'The workflow has too many nodes.' };
  }
  const names = new Set<string>();
  for (const [index, node] of nodes.entries()) {
    const problem = nodeProblem(node, index);
    if (problem) return { importable: false, reason: problem };
    const name = (node as N8nWorkflowNode).name;
    if (names.has(name)) return { importable: false, reason: `Two nodes are named "${name}".` };
    names.add(name);
  }
  if (!isPlainObject(connections)) {
    return { importable: false, reason: 'No "connections" object.' };
  }
  return { importable: true, workflow: value as N8nWorkflow };
}

/** Checks the text of a file: size first, then JSON, then the workflow's shape. */
export function checkN8nWorkflowText(text: string, byteLength: number): N8nWorkflowCheck {
  if (byteLength > N8N_WORKFLOW_MAX_BYTES) {
    return { importable: false, reason: N8N_WORKFLOW_TOO_LARGE };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { importable: false, reason: 'Not valid JSON.' };
  }
  return checkN8nWorkflowValue(value);
}

/**
 * The files the template library considers: JSON automation exports of an n8n product. Other
 * files of an n8n product (scripts, manuals, videos) and every file of other platforms are not
 * workflows.
 */
export function isN8nWorkflowFile(
  productPlatform: string,
  file: { file_purpose: string; file_type: string },
): boolean {
  return (
    productPlatform === 'n8n' &&
    file.file_purpose === 'automation' &&
    file.file_type.toLowerCase() === 'json'
  );
}

/** The distinct node types of a workflow, in first-use order (the template cards' icons). */
export function workflowNodeTypes(workflow: Pick<N8nWorkflow, 'nodes'>): string[] {
  return [...new Set(workflow.nodes.map((node) => node.type))];
}
