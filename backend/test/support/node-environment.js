// Jest's Node environment, plus what Google's Gemini SDK needs: Node's fetch keeps its dispatcher
// on the real global object, which the test's sandbox does not see.
const { TestEnvironment } = require('jest-environment-node');

const DISPATCHER = Symbol.for('undici.globalDispatcher.1');

class NodeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    if (!globalThis[DISPATCHER]) await fetch('data:,init');
    this.global[DISPATCHER] = globalThis[DISPATCHER];
  }
}

module.exports = NodeEnvironment;
