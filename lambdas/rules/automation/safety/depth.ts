/**
 * Real automation exports nest a few dozen levels at most (a Make router in a router in a
 * router stays far below this). JSON.parse takes far deeper files, but JSON.stringify, which
 * cleaning re-serialises with, overflows the call stack on them: such a file is refused first.
 */
export const AUTOMATION_MAX_DEPTH = 200;

export const TOO_DEEP_MESSAGE = `The file is nested more than ${AUTOMATION_MAX_DEPTH} levels deep, which no automation export is; the file was not saved.`;

/** Whether a parsed value nests deeper than `limit` objects and arrays (iterative, stops early). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
