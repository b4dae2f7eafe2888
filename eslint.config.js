// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids imports that break the one-way dependency rule: core ← web, core ← server; web ↮ server. */
const forbid = (/** @type {string[]} */ workspaces) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: workspaces.flatMap((name) => [
        {
          group: [`@findable/${name}`, `@findable/${name}/*`],
          message: `This folder must not import ${name}/ (see CONVENTIONS §1).`,
        },
        {
          group: [`**/${name}/**`, `../${name}`, `../../${name}`],
          message: `This folder must not import ${name}/ (see CONVENTIONS §1).`,
        },
      ]),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/.react-router/',
      'data/',
      'screenshots/',
      'test-results/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  // Type-aware: the plain set let `as unknown` / `as never` casts and unawaited promises through (issue 33).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins, hooks and handlers are async by contract (a plain function must call `done` or `reply.send`),
      // so an async function without `await` is the framework's signature, not a mistake.
      '@typescript-eslint/require-await': 'off',
      // `onSubmit={handleSubmit(...)}`: React ignores the promise an event handler returns (react-hook-form's pattern).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's loaders stop with `throw redirect(...)` / `throw data(...)`: a Response, not an Error, by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's describe/it/before/after return promises the runner itself awaits.
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read the API's JSON answers as untyped on purpose: they assert the exact JSON, not what our types say it is.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**/*.ts', 'e2e/specs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['core/**/*.ts'], rules: forbid(['web', 'server', 'e2e']) },
  { files: ['server/**/*.ts'], rules: forbid(['web', 'e2e']) },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid(['server', 'e2e']) },
  },
  { files: ['e2e/**/*.ts'], rules: forbid(['web', 'server']) },
  {
    // A migration runs once per database, as it was written: an import of runtime code would let a later change
    // there change what an old migration does (0100, 0301 and 0303 once imported the search's prominence key).
    files: ['server/src/db/migrations/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**', '@findable/**'],
              message:
                'A migration must not import runtime code: freeze what it needs inside it (docs/search.md, "Changing the ranking safely").',
            },
          ],
        },
      ],
    },
  },
);
