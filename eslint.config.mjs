// One lint configuration for every workspace. `make lint` runs it with Prettier's check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The backend's domain modules. Each one is reached from another only through its index.ts, which
// exports the module and the service(s) it offers; core (platform code) never imports a module.
const MODULES = [
  'auth',
  'blog',
  'chat',
  'commerce',
  'contact',
  'content',
  'legal',
  'overview',
  'pages',
  'privacy',
  'site',
];
const BORDER = 'A module reaches another module only through its index.ts (its exported module and services).';

// A relative import that walks into another module's folder past its index, e.g. '../blog/blog-posts.service'.
const otherModuleInternals = (name) => ({
  regex: `^\\.{1,2}/(?:\\.\\./)*(?:${MODULES.filter((m) => m !== name).join('|')})/.+`,
  message: BORDER,
});

const moduleBorders = [
  {
    files: ['backend/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)modules(/|$)', message: 'core is platform code and never imports a domain module.' },
          ],
        },
      ],
    },
  },
  ...MODULES.map((name) => ({
    files: [`backend/src/modules/${name}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInternals(name)] }] },
  })),
];

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
  ...moduleBorders,
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
