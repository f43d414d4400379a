// One lint configuration for every workspace. `make lint` runs it with Prettier's check.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import tableBorders, { tableOwners } from './eslint-rules/table-borders.mjs';

// The backend's borders, checked on the file each import resolves to (so no spelling walks around
// them): a domain module (backend/src/modules/<name>/) reaches another only through its index.ts,
// which exports the module and the service(s) it offers; core (platform code) never imports a
// module, the app's wiring (app.module, bootstrap, main) or a command; cli/ and app.module may
// import anything. Every folder under modules/ is a module, so a new one is covered as it lands.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
// the folders of a folder of the repository: the backend's modules, the SPA's features
const foldersOf = (dir) =>
  readdirSync(`${ROOT}${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const BACKEND = 'backend/src';
const MODULES = foldersOf(`${BACKEND}/modules`);
const WIRING = ['app.module.ts', 'bootstrap.ts', 'main.ts', 'cli'].map((file) => `./${BACKEND}/${file}`);

const backendBorders = {
  files: [`${BACKEND}/**/*.ts`],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: `./${BACKEND}/core`,
            from: [`./${BACKEND}/modules`, ...WIRING],
            message: 'core is platform code and never imports a domain module or the app’s wiring.',
          },
          ...MODULES.map((name) => ({
            target: `./${BACKEND}/modules/${name}`,
            from: MODULES.filter((other) => other !== name).map((other) => `./${BACKEND}/modules/${other}`),
            except: ['./index.ts'],
            message: 'A module reaches another module only through its index.ts (its exported module and services).',
          })),
          {
            target: `./${BACKEND}/modules`,
            from: WIRING,
            message: 'A module never imports the app’s wiring (app.module, bootstrap, main, cli).',
          },
        ],
      },
    ],
  },
};

// The backend's data border: a module's SQL names only the tables it declares in its
// <module>.tables.ts (core's platform tables are core's); another module's data is read through
// that module's exported service. Read from the declarations here, so a new module is covered as it
// lands (eslint-rules/table-borders.mjs). Migrations are core's, tests and unit specs arrange data.
const tableBordersOfModules = {
  files: [`${BACKEND}/modules/**/*.ts`],
  ignores: ['**/*.spec.ts'],
  plugins: { 'table-borders': tableBorders },
  rules: { 'table-borders/no-foreign-tables': ['error', { owners: tableOwners(ROOT) }] },
};

// The SPA's borders, checked on the file each import resolves to. A feature
// (frontend/src/features/<name>/) is reached from another only through its entries: index.ts, and
// admin/index.ts for the antd screens it lends the admin pages (apart, so the public pages' chunks
// never load them). The shell around the features (app/, components/, hooks/, lib/, ssr/, the
// entries) reaches a feature through its index.ts, except the modules it loads lazily, a chunk
// each named after the module (the server's rendering finds their styles by that name): the
// router's pages (features/<name>/pages/*) and the layout's chat widget. A feature's test/ folder
// is test support: other features' tests may use it, production code never. The generated client
// (api/generated.ts, api/generated-extras.ts) is imported only by a feature's api.ts (or the
// admin/api.ts of its admin screens), which adds what the contract cannot say, and by src/api
// itself; everyone else takes the contract's types from src/api (index.ts) or from the feature's
// api.ts. The admin client (api/generated-admin.ts, api/generated-admin-extras.ts: the endpoints
// under /api/admin/) is imported only by admin code's api.ts (features/admin, a feature's
// admin/api.ts), so the public pages never carry it. Every folder under features/ is a feature.
const SPA = 'frontend/src';
const FEATURES = foldersOf(`${SPA}/features`);
const inFeatures = (glob) => `${ROOT}${SPA}/features/${glob}`;
// a feature's index, its admin's, and its addresses alone (paths.ts: no screens come with them)
const FEATURE_ENTRIES = ['*/index.ts', '*/admin/index.ts', '*/paths.ts'].map(inFeatures);
const LAZY_MODULES = ['*/pages/*', 'chat/ChatWidget.{ts,tsx}'].map(inFeatures);
const TEST_SUPPORT = [`${SPA}/test`, ...FEATURES.map((name) => `${SPA}/features/${name}/test`)];

const spaBorders = {
  files: [`${SPA}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          ...FEATURES.map((name) => ({
            target: `./${SPA}/features/${name}`,
            from: `./${SPA}/features/!(${name})/**`,
            except: [...FEATURE_ENTRIES, inFeatures('*/test/**')],
            message: 'A feature reaches another feature only through its index.ts (or admin/index.ts).',
          })),
          {
            target: [`./${SPA}/!(features|api|test)/**`, `./${SPA}/*.{ts,tsx}`],
            from: `./${SPA}/features/**`,
            except: [inFeatures('*/index.ts'), ...LAZY_MODULES],
            message: 'The app reaches a feature through its index.ts (its lazy pages and the chat widget aside).',
          },
          {
            target: [
              `./${SPA}/!(*.test).{ts,tsx}`,
              `./${SPA}/!(features|test)/**/!(*.test).{ts,tsx}`,
              `./${SPA}/features/*/!(*.test).{ts,tsx}`,
              `./${SPA}/features/*/!(test)/**/!(*.test).{ts,tsx}`,
            ],
            from: TEST_SUPPORT,
            message: 'Test support (test/ folders) is for tests only.',
          },
          {
            target: [
              `./${SPA}/!(features|api)/**`,
              `./${SPA}/*.{ts,tsx}`,
              `./${SPA}/features/*/!(api).{ts,tsx}`,
              // a feature's admin screens have their own api.ts (kept out of the public pages' chunks)
              `./${SPA}/features/*/!(admin)/**`,
              `./${SPA}/features/*/admin/!(api).{ts,tsx}`,
              `./${SPA}/features/*/admin/*/**`,
            ],
            from: [`./${SPA}/api/generated{,-extras,-admin,-admin-extras}.ts`],
            message: 'Only a feature’s api.ts imports the generated client; take the contract’s types from src/api.',
          },
          {
            // the owner's endpoints (under /api/admin/) stay out of the public pages' chunks
            target: [`./${SPA}/features/!(admin)/api.ts`],
            from: [`./${SPA}/api/generated-admin{,-extras}.ts`],
            message:
              'Only admin code (features/admin, a feature’s admin/api.ts) imports the admin client; take its types from src/api/admin.',
          },
        ],
      },
    ],
  },
};

// shared/ (@coach/shared) holds the rules the backend and the SPA both apply, and both import it:
// it imports neither of them (nor the journeys), or one app's code would ride into the other's
// build through it.
const sharedBorders = {
  files: ['shared/**/*.ts'],
  // the backend's resolver: TypeScript, each import checked on the file it resolves to
  plugins: backendBorders.plugins,
  settings: backendBorders.settings,
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: './shared',
            from: ['./backend', './frontend', './e2e'],
            message: 'shared/ is imported by the backend and the SPA, and imports neither of them.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.tools/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'frontend/src/api/generated.ts',
      'frontend/src/api/generated-admin.ts',
      // passkeys' options and answers are the browser's JSON, typed { [key: string]: any } there
      'frontend/src/api/generated-account-security.ts',
      // a delivery's payload is the event's JSON, typed { [key: string]: any } there
      'frontend/src/api/generated-webhooks.ts',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // input checks match NUL and other control characters on purpose
      'no-control-regex': 'off',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // Nest reads constructor parameter types at runtime (emitDecoratorMetadata): type-only imports break injection
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  backendBorders,
  tableBordersOfModules,
  spaBorders,
  sharedBorders,
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**/*.ts', 'scripts/**', 'deploy/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures take their dependencies as a destructured (possibly empty) object
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
