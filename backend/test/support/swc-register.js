// Lets a child process of a test run the TypeScript sources as Jest runs them (the crash test's
// replica): `node --require ./swc-register.js replica.ts`. Each .ts file is compiled by swc when
// it is first required.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const options = require('./swc-options');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
