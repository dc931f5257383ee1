/**
 * Something the operator fixes before anything changes (a setting, credentials, a missing
 * step): printed as its message alone, without a stack trace, and the tool exits 1.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** Lines of the tool's output; tests collect them to check what is (and is not) printed. */
export type Log = (line: string) => void;
