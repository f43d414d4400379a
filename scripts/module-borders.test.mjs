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

const CHAT = 'backend/src/modules/chat/border-probe.ts';
const DEEP = 'backend/src/modules/commerce/fulfilment/border-probe.ts';
const CORE = 'backend/src/core/http/border-probe.ts';

// [what crosses, the importing file, the import]
const crossings = [
  ['a module importing another module’s internals', CHAT, '../blog/blog-posts.service'],
  ['a module reaching another’s internals through modules/', CHAT, '../../modules/blog/blog-posts.service'],
  ['a module importing another module’s entity', CHAT, '../blog/entities/subscriber.entity'],
  ['a deep path into another module, from deep inside a module', DEEP, '../../blog/dto/blog-post.dto'],
  ['a path that walks out of src and back into another module', CHAT, '../../../src/modules/blog/dto/blog-post.dto'],
  ['core importing a module', CORE, '../../modules/blog'],
  ['core importing the app module', CORE, '../../app.module'],
  ['a module importing the app module', CHAT, '../../app.module'],
];

// [what passes, the importing file, the import]
const allowed = [
  ['a module using another through its index.ts', CHAT, '../blog'],
  ['a deep file using another module through its index, spelled out', DEEP, '../../blog/index'],
  ['a module naming another’s index.ts through modules/', CHAT, '../../modules/blog/index.ts'],
  ['a module’s own files', 'backend/src/modules/blog/border-probe.ts', './entities/subscriber.entity'],
  ['a module using core', CHAT, '../../core/http/csrf'],
  ['cli/ importing a module’s internals', 'backend/src/cli/border-probe.ts', '../modules/blog/blog-posts.service'],
  ['app.module importing a module’s internals', 'backend/src/app.module.ts', './modules/blog/blog.module'],
];

for (const [what, file, from] of crossings) {
  test(`${what} fails lint`, async () => {
    assert.equal((await borderErrors(file, from)).length, 1, `${file} importing ${from}`);
  });
}

for (const [what, file, from] of allowed) {
  test(`${what} passes`, async () => {
    assert.deepEqual(await borderErrors(file, from), [], `${file} importing ${from}`);
  });
}

// The SPA's borders (spaBorders in eslint.config.mjs): features meet through their index.ts, and
// only a feature's api.ts imports the generated client. Each probe: a file under frontend/src, the
// modules it imports (each spelling on its own) and whether that crosses a border.
const importing = (specifier) => `import * as probe from '${specifier}';\nexport { probe };\n`;
const spaProbes = [
  {
    name: 'a feature importing another feature’s internal file fails lint, however it is spelled',
    file: 'features/home/pages/border-probe.tsx',
    specifiers: ['../../blog/use-subscribe', '../../home/../blog/use-subscribe', '../../blog/lib/post-dates.ts'],
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
  {
    name: 'a file other than an api.ts importing the admin client fails lint',
    file: 'features/admin/components/border-probe.tsx',
    specifiers: ['../../../api/generated-admin', '../../../api/generated-admin-extras'],
    crosses: true,
  },
  {
    name: 'a public feature’s api.ts importing the admin client fails lint',
    file: 'features/shop/api.ts',
    specifiers: ['../../api/generated-admin', '../../api/generated-admin-extras'],
    crosses: true,
  },
  {
    name: 'the admin feature’s api.ts importing the admin client passes',
    file: 'features/admin/api.ts',
    specifiers: ['../../api/generated-admin', '../../api/generated-admin-extras'],
    crosses: false,
  },
];

// a feature's admin screens: their own api.ts imports the generated clients (the public one and the
// admin one), no other of their files
const adminProbes = [
  ['api.ts', false],
  ['border-probe.tsx', true],
].map(([name, crosses]) => ({
  name: `a feature’s admin/${name} importing api/generated ${crosses ? 'fails lint' : 'passes'}`,
  file: `features/blog/admin/${name}`,
  specifiers: [
    '../../../api/generated',
    '../../../api/generated-extras',
    '../../../api/generated-admin',
    '../../../api/generated-admin-extras',
  ],
  crosses,
}));

for (const { name, file, specifiers, crosses } of [...spaProbes, ...adminProbes]) {
  test(name, async () => {
    for (const specifier of specifiers) {
      const [result] = await eslint.lintText(importing(specifier), { filePath: path.join(root, 'frontend/src', file) });
      const errors = result.messages.filter((m) => m.ruleId === RULE);
      assert.equal(errors.length, crosses ? 1 : 0, specifier);
    }
  });
}

// shared/'s border (sharedBorders in eslint.config.mjs): the rules both apps import import neither app.
const sharedProbes = [
  {
    name: 'shared/ importing the backend, the SPA or the journeys fails lint, however it is spelled',
    specifiers: [
      '../../backend/src/core/text/html',
      '../../frontend/src/lib/en-us',
      '../../e2e/support/shop',
      '../../shared/../backend/src/core/time/zone-names.ts',
    ],
    crosses: true,
  },
  {
    name: 'shared/ importing its own files passes',
    specifiers: ['./slug', './zoned-time.ts', '../src/plain-text'],
    crosses: false,
  },
];

for (const { name, specifiers, crosses } of sharedProbes) {
  test(name, async () => {
    for (const specifier of specifiers) {
      const [result] = await eslint.lintText(importing(specifier), {
        filePath: path.join(root, 'shared/src/border-probe.ts'),
      });
      const errors = result.messages.filter((m) => m.ruleId === RULE);
      assert.equal(errors.length, crosses ? 1 : 0, specifier);
    }
  });
}
