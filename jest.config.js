/**
 * One Jest run, four suites. Integration and browser suites start their own emulators on free
 * ports (tests/support/global-setup.ts), so they also run while `npm start` is up.
 * @middy and @secretlint are ESM-only: let swc turn them into CommonJS like our own TypeScript.
 */
// The SDK's notices about Node versions are noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const shared = {
  // Lanes: browser, integration, and unit with infra side by side (tests/support/lane-runner.js).
  runner: '<rootDir>/tests/support/lane-runner.js',
  // .mts: the web build's own modules (web/*.mts), which Vite's config loads as ES modules.
  transform: { '^.+\\.(m?t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy|@secretlint)/)'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
  // The web's aliases, for unit tests of its pure modules.
  moduleNameMapper: {
    '^@rules/(.*)$': '<rootDir>/lambdas/rules/$1',
    '^@contracts/(.*)$': '<rootDir>/lambdas/contracts/$1',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  // Per-test limit for the slow suites (emulators, Chromium, CDK synth); a global-only option.
  testTimeout: 60000,
  // The lanes' workers together (tests/support/lane-runner.js); Jest's default on two cores is
  // one, which runs every file in Jest's own process, one after another.
  maxWorkers: 4,
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.js'],
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      // The handlers call Stripe through the trimmed SDK the Lambdas bundle (lib/bundling).
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^stripe$': '<rootDir>/lib/bundling/trimmed-stripe-module.cjs',
      },
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      setupFiles: ['<rootDir>/tests/support/fresh-connections.ts'],
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'infra',
      testMatch: ['<rootDir>/tests/infra/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/infra-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/infra-global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/browser-global-setup.ts',
      setupFiles: ['<rootDir>/tests/support/fresh-connections.ts'],
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
};
