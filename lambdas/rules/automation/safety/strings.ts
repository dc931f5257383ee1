import { stepsOf } from './steps';
import { type AutomationPlatform, type JsonObject, type JsonPath, type StepRef } from './types';

/**
 * A position in the file as a chain to its parent: each string shares its parents' links, so a
 * deeply nested hostile file costs memory in proportion to its size, not to depth times size.
 */
export interface PathLink {
  key: string | number;
  parent: PathLink | null;
}

/** The segments of a chain, from the step (or the root) down. */
export function pathOf(link: PathLink | null): JsonPath {
  const path: (string | number)[] = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every string of a parsed file (values and object keys), with where it sits: the step that holds
 * it and its path inside that step (or from the root for workflow-level fields). Iterative, so
 * depth is bounded by memory rather than the call stack.
 */
export interface LocatedString {
  text: string;
  step: StepRef | null;
  /** Where inside the step (from the root when `step` is null): see pathOf. */
  at: PathLink | null;
  /** The object holding the string, for readable labels (a header's `name` beside its `value`). */
  holder: JsonObject | unknown[] | null;
  isKey: boolean;
}

interface Frame {
  value: unknown;
  at: PathLink | null;
  step: StepRef | null;
  holder: JsonObject | unknown[] | null;
}

export function collectStrings(file: unknown, platform: AutomationPlatform): LocatedString[] {
  const stepByNode = new Map<object, StepRef>(
    stepsOf(file, platform).map(({ node, ref }) => [node, ref]),
  );
  const found: LocatedString[] = [];
  const stack: Frame[] = [{ value: file, at: null, step: null, holder: null }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value, holder } = frame;
    if (typeof value === 'string') {
      found.push({ text: value, step: frame.step, at: frame.at, holder, isKey: false });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const container = value as JsonObject | unknown[];
    // A step's own fields are located relative to the step: 'parameters.url', not 'nodes[3]...'.
    const ownStep = stepByNode.get(value);
    const step = ownStep ?? frame.step;
    const parent = ownStep ? null : frame.at;
    const children: Frame[] = [];
    if (Array.isArray(container)) {
      container.forEach((item, index) =>
        children.push({ value: item, at: { key: index, parent }, step, holder: container }),
      );
    } else {
      for (const [key, item] of Object.entries(container)) {
        const at = { key, parent };
        found.push({ text: key, step, at, holder: container, isKey: true });
        children.push({ value: item, at, step, holder: container });
      }
    }
    // Reversed so strings come out in document order (the stack pops the last pushed first).
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push(children[index] as Frame);
    }
  }
  return found;
}

/** 'parameters.headerParameters.parameters[0].value', as the seller would read it. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
