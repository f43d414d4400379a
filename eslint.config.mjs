// One lint configuration for every workspace. `make lint` runs it with Prettier's check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The backend's domain modules. Each one is reached from another only through its index.ts, which
// exports the module and the service(s) it offers; core (platform code) never imports a module.
const MODULES = ['auth', 'blog', 'chat', 'commerce', 'contact', 'content'];

const moduleBorders = [
  {
    target: './backend/src/core',
    from: './backend/src/modules',
    message: 'core is platform code and never imports a domain module.',
  },
  ...MODULES.map((name) => ({
    target: `./backend/src/modules/${name}`,
    from: './backend/src/modules',
    except: [`./${name}`, ...MODULES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'A module reaches another module only through its index.ts (its exported module and services).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'frontend/src/api/generated.ts',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
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
      'import-x/no-restricted-paths': ['error', { zones: moduleBorders }],
    },
  },
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
