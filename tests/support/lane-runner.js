const TestRunner = require('jest-runner').default;

/**
 * Jest's workers are one pool for the whole run (maxWorkers is a global option, not a project
 * one), and on a two-core machine its default is one worker, so the four suites ran one file at
 * a time. This runner splits the run into lanes that go side by side, each with its own worker
 * pool, the run's file order kept within a lane:
 * - browser: one file at a time. Its files share the seeded demo data and settings (the debug
 *   panel switch, the demo buyer's name), so two of them at once could see each other's changes.
 * - integration: two files at a time. Most files have their own table
 *   (tests/support/isolated-table.ts) and their own users, and they mostly wait on the
 *   emulators, so a second one uses the time the first spends waiting.
 * - unit and infra: pure CPU (no emulator), they fill the core the other lanes leave idle while
 *   waiting on the stack.
 * A file of a project no lane names runs in the last lane. When Jest runs in band (one test
 * file, `--runInBand`, `--maxWorkers=1`), the files run one after another in Jest's process as
 * before.
 */
const LANES = [
  { projects: ['browser'], workers: 1 },
  { projects: ['integration'], workers: 2 },
  { projects: ['unit', 'infra'], workers: 1 },
];

function projectOf(test) {
  return test.context.config.displayName?.name;
}

class LaneRunner {
  supportsEventEmitters = true;

  constructor(globalConfig, context, options) {
    this.inBand = new TestRunner(globalConfig, context, options);
    this.lanes = LANES.map((lane) => ({
      ...lane,
      runner: new TestRunner({ ...globalConfig, maxWorkers: lane.workers }, context, options),
    }));
  }

  /** Jest subscribes to the files' events here: every lane reports through it. */
  on(eventName, listener) {
    const unsubscribes = [this.inBand, ...this.lanes.map((lane) => lane.runner)].map((runner) =>
      runner.on(eventName, listener),
    );
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  async runTests(tests, watcher, options) {
    if (options.serial) return this.inBand.runTests(tests, watcher, options);
    const last = this.lanes.at(-1);
    const laneOf = (test) =>
      this.lanes.find((lane) => lane.projects.includes(projectOf(test))) ?? last;
    await Promise.all(
      this.lanes.map((lane) => {
        const mine = tests.filter((test) => laneOf(test) === lane);
        return mine.length ? lane.runner.runTests(mine, watcher, options) : undefined;
      }),
    );
  }
}

module.exports = LaneRunner;
