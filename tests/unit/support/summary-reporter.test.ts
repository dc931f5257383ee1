import { createRequire } from 'node:module';

interface TimedFile {
  file: string;
  project: string;
  start: number;
  end: number;
}

// The reporter is plain CommonJS that Jest loads by path.
const reporter = createRequire(__filename)('../../support/summary-reporter.js') as {
  slowestFiles: (files: TimedFile[]) => string[];
};

const at = (file: string, project: string, start: number, end: number): TimedFile => ({
  file,
  project,
  start: 1_000_000 + start * 1000,
  end: 1_000_000 + end * 1000,
});

describe('slowest test files', () => {
  it('says when each started and how many files ran beside it', () => {
    const lines = reporter.slowestFiles([
      at('tests/integration/fuzz.test.ts', 'integration', 40, 206),
      at('tests/infra/bundling.test.ts', 'infra', 0, 45),
      at('tests/browser/accessibility.test.ts', 'browser', 30, 87),
      at('tests/integration/search.test.ts', 'integration', 210, 215),
    ]);
    expect(lines).toEqual([
      '    166.0 s  integration tests/integration/fuzz.test.ts (from +40.0 s, beside 2 files)',
      '     57.0 s  browser     tests/browser/accessibility.test.ts (from +30.0 s, beside 2 files)',
      '     45.0 s  infra       tests/infra/bundling.test.ts (from +0.0 s, beside 2 files)',
      '      5.0 s  integration tests/integration/search.test.ts (from +210.0 s, beside 0 files)',
    ]);
  });

  it('lists ten files at most', () => {
    const files = Array.from({ length: 12 }, (_, i) => at(`f${i}.test.ts`, 'unit', i, i + 1 + i));
    expect(reporter.slowestFiles(files)).toHaveLength(10);
  });
});
