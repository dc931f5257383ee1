/**
 * Closes the run with one plain line, `Tests: N passed, N failed`, that CI and people read the
 * same way whatever Jest's own summary looks like. Written on exit so it is the very last line
 * (Jest's summary reporter runs after custom reporters).
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `Tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.once('exit', () => process.stdout.write(`\n${line}\n`));
  }
}

module.exports = SummaryReporter;
