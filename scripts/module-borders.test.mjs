// The backend's module borders are a lint rule (eslint.config.mjs, backendBorders); this proves the
// rule bites on the file an import resolves to: crossing a border is an error whatever the import's
// spelling, going through a module's index.ts is not. Each probe names a file that exists, since an
// import that resolves to nothing is the compiler's to refuse, not the border rule's.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';

async function borderErrors(file, from) {
  const source = `import * as probe from '${from}';\nexport default probe;\n`;
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === RULE);
}

async function assertCrossing(file, from) {
  assert.equal((await borderErrors(file, from)).length, 1, `${file} importing ${from} should fail lint`);
}

async function assertAllowed(file, from) {
  assert.deepEqual(await borderErrors(file, from), [], `${file} importing ${from} should pass lint`);
}

test('a module importing another module’s internals fails lint', async () => {
  await assertCrossing('backend/src/modules/chat/border-probe.ts', '../blog/blog-posts.service');
});

test('core importing a module fails lint', async () => {
  await assertCrossing('backend/src/core/http/border-probe.ts', '../../modules/blog');
});

test('a module using another through its index.ts passes', async () => {
  await assertAllowed('backend/src/modules/chat/border-probe.ts', '../blog');
});

test('a module reaching another’s internals through modules/ fails lint', async () => {
  await assertCrossing('backend/src/modules/chat/border-probe.ts', '../../modules/blog/blog-posts.service');
});

test('a module importing another module’s entity fails lint', async () => {
  await assertCrossing('backend/src/modules/chat/border-probe.ts', '../blog/entities/subscriber.entity');
});

test('a deep path into another module fails lint, from deep inside a module too', async () => {
  await assertCrossing('backend/src/modules/commerce/fulfilment/border-probe.ts', '../../blog/dto/blog-post.dto');
  await assertCrossing('backend/src/modules/chat/border-probe.ts', '../../../src/modules/blog/dto/blog-post.dto');
});

test('core importing the app module fails lint', async () => {
  await assertCrossing('backend/src/core/http/border-probe.ts', '../../app.module');
});

test('a module importing the app module fails lint', async () => {
  await assertCrossing('backend/src/modules/chat/border-probe.ts', '../../app.module');
});

test('a module’s own files, core, and another module’s index.ts spelled in full pass', async () => {
  await assertAllowed('backend/src/modules/blog/border-probe.ts', './entities/subscriber.entity');
  await assertAllowed('backend/src/modules/chat/border-probe.ts', '../../core/http/csrf');
  await assertAllowed('backend/src/modules/commerce/fulfilment/border-probe.ts', '../../blog/index');
  await assertAllowed('backend/src/modules/chat/border-probe.ts', '../../modules/blog/index.ts');
});

test('cli/ and app.module may import anything', async () => {
  await assertAllowed('backend/src/cli/border-probe.ts', '../modules/blog/blog-posts.service');
  await assertAllowed('backend/src/app.module.ts', './modules/blog/blog.module');
});
