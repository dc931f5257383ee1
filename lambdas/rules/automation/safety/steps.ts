import { isJsonObject, type AutomationPlatform, type JsonObject, type StepRef } from './types';

/**
 * The steps of a parsed automation file, each with its object (the identity the string walker
 * and the cleaners match on) and how the seller's editor names it. Tolerant: anything that is not
 * shaped like a step is skipped, since the readers decide elsewhere whether a file is importable.
 */
export interface Step {
  node: JsonObject;
  ref: StepRef;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const idText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function n8nSteps(file: JsonObject): Step[] {
  return arrayOf(file.nodes)
    .filter(isJsonObject)
    .map((node) => ({
      node,
      ref: { name: text(node.name) ?? text(node.type) ?? 'Unnamed node', id: idText(node.id) },
    }));
}

/** A Make module's label: the name the seller gave it in the designer, else its module key. */
function makeLabel(module: JsonObject): string {
  const designer = isJsonObject(module.metadata) ? module.metadata.designer : undefined;
  const custom = isJsonObject(designer) ? text(designer.name) : null;
  return custom ?? text(module.module) ?? 'Unnamed module';
}

/**
 * Make modules in designer order. Routers (`builtin:BasicRouter`) hold `routes[].flow`, nested to
 * any depth: walked with an explicit stack so a hostile file cannot overflow the call stack.
 */
function makeSteps(file: JsonObject): Step[] {
  const steps: Step[] = [];
  const pending: unknown[][] = [arrayOf(file.flow)];
  while (pending.length > 0) {
    const flow = pending.shift() ?? [];
    for (const module of flow.filter(isJsonObject)) {
      steps.push({ node: module, ref: { name: makeLabel(module), id: idText(module.id) } });
      for (const route of arrayOf(module.routes).filter(isJsonObject)) {
        pending.push(arrayOf(route.flow));
      }
    }
  }
  return steps;
}

function zapierStepName(step: JsonObject): string {
  const app = text(step.selected_api) ?? text(step.app);
  const action = text(step.action);
  return text(step.title) ?? ([app, action].filter(Boolean).join(' ') || 'Unnamed step');
}

/** Zapier exports: `zaps[].steps[]`; a single zap's export has `steps` at the root. */
function zapierSteps(file: JsonObject): Step[] {
  const zaps = Array.isArray(file.zaps) ? file.zaps.filter(isJsonObject) : [file];
  return zaps.flatMap((zap) =>
    arrayOf(zap.steps)
      .filter(isJsonObject)
      .map((step) => ({ node: step, ref: { name: zapierStepName(step), id: idText(step.id) } })),
  );
}

export function stepsOf(file: unknown, platform: AutomationPlatform): Step[] {
  if (!isJsonObject(file)) return [];
  if (platform === 'n8n') return n8nSteps(file);
  if (platform === 'make') return makeSteps(file);
  return zapierSteps(file);
}
