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

// The SPA's borders (spaBorders in eslint.config.mjs): features meet through their index.ts, and
// only a feature's api.ts imports the generated client.
async function spaBorderErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'frontend/src', file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

test('a feature importing another feature’s internal file fails lint, however it is spelled', async () => {
  for (const specifier of [
    '../../blog/use-subscribe',
    '../../home/../blog/use-subscribe',
    '../../blog/lib/post-text.ts',
  ]) {
    const errors = await spaBorderErrors(
      'features/home/pages/border-probe.tsx',
      `import * as probe from '${specifier}';\nexport { probe };\n`,
    );
    assert.equal(errors.length, 1, specifier);
  }
});

test('a feature importing another through its index.ts passes', async () => {
  for (const specifier of ['../../blog', '../../blog/index.ts', '../../blog/admin']) {
    const errors = await spaBorderErrors(
      'features/admin/pages/border-probe.tsx',
      `import * as probe from '${specifier}';\nexport { probe };\n`,
    );
    assert.deepEqual(errors, [], specifier);
  }
});

test('the app shell reaches a feature through its index.ts; the router may load its pages', async () => {
  const internal = await spaBorderErrors(
    'app/layout/border-probe.tsx',
    "import { useAuth } from '../../features/auth/use-auth';\nexport const probe = useAuth;\n",
  );
  assert.equal(internal.length, 1);
  const lazy = await spaBorderErrors(
    'app/layout/border-probe.tsx',
    "export const page = () => import('../../features/blog/pages/BlogPage');\n" +
      "export const widget = () => import('../../features/chat/ChatWidget');\n",
  );
  assert.deepEqual(lazy, []);
});

test('production code importing test support fails lint', async () => {
  const errors = await spaBorderErrors(
    'features/account/components/border-probe.tsx',
    "import { setupShopApi } from '../../shop/test/shop-api';\nexport const probe = setupShopApi;\n",
  );
  assert.equal(errors.length, 1);
});

test('a file other than a feature’s api.ts importing api/generated fails lint', async () => {
  for (const specifier of ['../../../api/generated', '../../../api/generated-extras']) {
    const errors = await spaBorderErrors(
      'features/blog/components/border-probe.tsx',
      `import { generatedApi } from '${specifier}';\nexport const probe = generatedApi;\n`,
    );
    assert.equal(errors.length, 1, specifier);
  }
});

test('a feature’s api.ts importing api/generated passes', async () => {
  const errors = await spaBorderErrors(
    'features/blog/api.ts',
    "import { generatedApi } from '../../api/generated';\nimport { contractApi } from '../../api/generated-extras';\nexport const probe = [generatedApi, contractApi];\n",
  );
  assert.deepEqual(errors, []);
});
