// One lint configuration for every workspace. `make lint` runs it with Prettier's check.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The backend's borders, checked on the file each import resolves to (so no spelling walks around
// them): a domain module (backend/src/modules/<name>/) reaches another only through its index.ts,
// which exports the module and the service(s) it offers; core (platform code) never imports a
// module, the app's wiring (app.module, bootstrap, main) or a command; cli/ and app.module may
// import anything. Every folder under modules/ is a module, so a new one is covered as it lands.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const BACKEND = 'backend/src';
const MODULES = readdirSync(`${ROOT}${BACKEND}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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
