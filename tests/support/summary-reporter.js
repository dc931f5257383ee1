const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Closes the run with one plain line, `Tests: N passed, N failed`, that CI and people read the
 * same way whatever Jest's own summary looks like. Written on exit so it is the very last line
 * (Jest's summary reporter runs after custom reporters). Suites that count something bigger than
 * their tests (the authorisation matrix's cases) record it with tests/support/run-counts.ts; the
 * counts follow on the same line.
 */
class SummaryReporter {
  constructor() {
    // Set before any test worker starts, so every worker inherits it.
    this.countsDir = mkdtempSync(path.join(os.tmpdir(), 'test-counts-'));
    process.env.TEST_RUN_COUNTS_FILE = path.join(this.countsDir, 'counts.txt');
  }

  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const counts = this.recordedCounts();
    rmSync(this.countsDir, { recursive: true, force: true });
    const line = `Tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${counts.length ? `; ${counts.join('; ')}` : ''}`;
    process.once('exit', () => process.stdout.write(`\n${line}\n`));
  }

  recordedCounts() {
    let text = '';
    try {
      text = readFileSync(process.env.TEST_RUN_COUNTS_FILE, 'utf8');
    } catch {
      return [];
    }
    return text.split('\n').filter(Boolean);
  }
}

module.exports = SummaryReporter;
