/** One part of Jest's global setup and how long it took, in milliseconds. */
export interface SetupPhase {
  label: string;
  ms: number;
}

declare global {
  var __testSetupPhases: SetupPhase[] | undefined;
}

/**
 * Runs one part of a global setup and notes its duration for the run's time report
 * (tests/support/summary-reporter.js). Global setups and reporters run in Jest's own process,
 * so a global array is how the one tells the other.
 */
export async function timedSetup<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    (globalThis.__testSetupPhases ??= []).push({ label, ms: performance.now() - started });
  }
}
