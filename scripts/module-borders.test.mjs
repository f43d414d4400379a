// The backend's module borders are a lint rule (eslint.config.mjs); this proves the rule bites:
// crossing a border is an error, going through a module's index.ts is not.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function borderErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

test('a module importing another module’s internals fails lint', async () => {
  const errors = await borderErrors(
    'backend/src/modules/chat/border-probe.ts',
    "import { BlogPostsService } from '../blog/blog-posts.service';\nexport const probe = BlogPostsService;\n",
  );
  assert.equal(errors.length, 1);
});

test('core importing a module fails lint', async () => {
  const errors = await borderErrors(
    'backend/src/core/http/border-probe.ts',
    "import { BlogModule } from '../../modules/blog';\nexport const probe = BlogModule;\n",
  );
  assert.equal(errors.length, 1);
});

test('a module using another through its index.ts passes', async () => {
  const errors = await borderErrors(
    'backend/src/modules/chat/border-probe.ts',
    "import { BlogPostsService } from '../blog';\nexport const probe = BlogPostsService;\n",
  );
  assert.deepEqual(errors, []);
});
