// How swc compiles the backend's TypeScript for the tests: Jest's transform and the test's child
// processes (swc-register.js) use the same options.
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
