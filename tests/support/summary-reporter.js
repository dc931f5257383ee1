const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

/**
 * Closes the run with one plain line, `Tests: N passed, N failed`, that CI and people read the
 * same way whatever Jest's own summary looks like. Written on exit so it is the very last line
 * (Jest's summary reporter runs after custom reporters). Suites that count something bigger than
 * their tests (the authorisation matrix's cases) record it with tests/support/run-counts.ts; the
 * counts follow on the same line.
 *
 * Just before that line it prints where the time went, so a slow run says which part to look
 * at: the steps `npm test` ran before Jest (passed by scripts/test/run-all.ts in
 * TEST_RUN_PHASES), Jest's global setup (each setup's own parts, recorded by tests/support/phase-times.ts
 * in this process),
 * each project's span and summed file time, and the ten slowest test files with when each
 * started and how many files ran beside it.
 */
class SummaryReporter {
  constructor() {
    // Set before any test worker starts, so every worker inherits it.
    this.countsDir = mkdtempSync(path.join(os.tmpdir(), 'test-counts-'));
    process.env.TEST_RUN_COUNTS_FILE = path.join(this.countsDir, 'counts.txt');
    /** @type {{ file: string, project: string, start: number, end: number }[]} */
    this.files = [];
    this.testsStarted = Date.now();
  }

  onRunStart() {
    this.testsStarted = Date.now();
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    // A file that failed to load has no timings; it is reported as a failure elsewhere.
    if (!start || !end) return;
    this.files.push({
      file: path.relative(test.context.config.rootDir, test.path),
      project: test.context.config.displayName?.name ?? 'default',
      start,
      end,
    });
  }

  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const counts = this.recordedCounts();
    rmSync(this.countsDir, { recursive: true, force: true });
    const line = `Tests: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${counts.length ? `; ${counts.join('; ')}` : ''}`;
    const timings = this.timings();
    process.once('exit', () => process.stdout.write(`\n${timings}\n${line}\n`));
  }

  /** The time report: one line per phase, then the ten slowest files. */
  timings() {
    const rows = [];
    for (const phase of earlierPhases()) rows.push([phase.title, phase.seconds]);
    const setup = globalSetupSeconds();
    if (setup !== undefined) {
      const parts = (globalThis.__testSetupPhases ?? []).map(
        (part) => `${part.label} ${seconds(part.ms)} s`,
      );
      rows.push([`Jest global setup${parts.length ? ` (${parts.join(', ')})` : ''}`, setup]);
    }
    const projects = [...new Set(this.files.map((entry) => entry.project))].sort();
    for (const project of projects) {
      const files = this.files.filter((entry) => entry.project === project);
      const span = Math.max(...files.map((f) => f.end)) - Math.min(...files.map((f) => f.start));
      const summed = files.reduce((total, f) => total + f.end - f.start, 0);
      rows.push([
        `Jest ${project}: ${files.length} files, ${seconds(summed)} s in files, first start to last end`,
        span / 1000,
      ]);
    }
    rows.push([
      'Jest tests, all projects (after global setup)',
      (Date.now() - this.testsStarted) / 1000,
    ]);
    const width = Math.max(...rows.map(([title]) => title.length));
    return [
      'Time by phase:',
      ...rows.map(([title, secs]) => `  ${title.padEnd(width)}  ${secs.toFixed(1).padStart(7)} s`),
      'Slowest test files:',
      ...slowestFiles(this.files),
    ].join('\n');
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

function seconds(ms) {
  return (ms / 1000).toFixed(1);
}

/**
 * The ten slowest files, each with when it started (seconds after the first file) and how many
 * files ran beside it at some point. A file's time depends on what shared the two cores with
 * it: the lanes' files and the emulators. The fuzz file took 60 s when Jest started it last and
 * 170 s when Jest started it first (its timing cache puts the slowest file first) for the same
 * work, so a file's time means little without when it ran.
 */
function slowestFiles(files) {
  const first = Math.min(...files.map((f) => f.start));
  return [...files]
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, 10)
    .map((f) => {
      const beside = files.filter((o) => o !== f && o.start < f.end && o.end > f.start).length;
      return `  ${seconds(f.end - f.start).padStart(7)} s  ${f.project.padEnd(11)} ${f.file} (from +${seconds(f.start - first)} s, beside ${beside} files)`;
    });
}

/** The steps `npm test` ran before Jest, as scripts/test/run-all.ts passes them. */
function earlierPhases() {
  try {
    const phases = JSON.parse(process.env.TEST_RUN_PHASES ?? '[]');
    return Array.isArray(phases) ? phases : [];
  } catch {
    return [];
  }
}

/** Jest marks its global setup (all projects' setups, one after the other) in this process. */
function globalSetupSeconds() {
  const [start] = performance.getEntriesByName('jest/globalSetup:start');
  const [end] = performance.getEntriesByName('jest/globalSetup:end');
  return start && end ? (end.startTime - start.startTime) / 1000 : undefined;
}

module.exports = SummaryReporter;
module.exports.slowestFiles = slowestFiles;
