/**
 * `npm run test:n8n`: the real n8n editor imports a purchased template from the shop's library
 * (tests/n8n). Its own config, not a project of jest.config.js, so `npm test` never runs it:
 * it installs n8n (about a gigabyte) and takes longer than the rest of the browser suite.
 * Same transform and stack as the browser suite.
 */
const base = require('./jest.config.js');

const browser = base.projects.find((project) => project.displayName === 'browser');

/** @type {import('jest').Config} */
module.exports = {
  // n8n's first start (database migrations, loading ~500 node types) takes most of a minute.
  testTimeout: 240000,
  reporters: base.reporters,
  projects: [
    {
      ...browser,
      displayName: 'n8n',
      testMatch: ['<rootDir>/tests/n8n/**/*.test.ts'],
    },
  ],
};
