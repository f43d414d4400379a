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
// only a feature's api.ts imports the generated client. Each probe: a file under frontend/src, the
// modules it imports (each spelling on its own) and whether that crosses a border.
const importing = (specifier) => `import * as probe from '${specifier}';\nexport { probe };\n`;
const spaProbes = [
  {
    name: 'a feature importing another feature’s internal file fails lint, however it is spelled',
    file: 'features/home/pages/border-probe.tsx',
    specifiers: ['../../blog/use-subscribe', '../../home/../blog/use-subscribe', '../../blog/lib/post-text.ts'],
    crosses: true,
  },
  {
    name: 'a feature importing another through its index.ts (or admin/index.ts) passes',
    file: 'features/admin/pages/border-probe.tsx',
    specifiers: ['../../blog', '../../blog/index.ts', '../../blog/admin'],
    crosses: false,
  },
  {
    name: 'the app shell importing a feature’s internal file fails lint',
    file: 'app/layout/border-probe.tsx',
    specifiers: ['../../features/auth/use-auth', '../../features/blog/admin'],
    crosses: true,
  },
  {
    name: 'the app shell lazily loading a page or the chat widget passes',
    file: 'app/layout/border-probe.tsx',
    specifiers: ['../../features/blog/pages/BlogPage', '../../features/chat/ChatWidget', '../../features/auth'],
    crosses: false,
  },
  {
    name: 'production code importing test support fails lint',
    file: 'features/account/components/border-probe.tsx',
    specifiers: ['../../shop/test/shop-api', '../../../test/test-api'],
    crosses: true,
  },
  {
    name: 'a file other than a feature’s api.ts importing api/generated fails lint',
    file: 'features/blog/components/border-probe.tsx',
    specifiers: ['../../../api/generated', '../../../api/generated-extras'],
    crosses: true,
  },
  {
    name: 'a feature’s api.ts importing api/generated passes',
    file: 'features/blog/api.ts',
    specifiers: ['../../api/generated', '../../api/generated-extras'],
    crosses: false,
  },
];

for (const { name, file, specifiers, crosses } of spaProbes) {
  test(name, async () => {
    for (const specifier of specifiers) {
      const [result] = await eslint.lintText(importing(specifier), { filePath: path.join(root, 'frontend/src', file) });
      const errors = result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
      assert.equal(errors.length, crosses ? 1 : 0, specifier);
    }
  });
}
