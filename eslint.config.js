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
        { group: [`@findable/${name}`, `@findable/${name}/*`], message: `This folder must not import ${name}/ (see CONVENTIONS §1).` },
        { group: [`**/${name}/**`, `../${name}`, `../../${name}`], message: `This folder must not import ${name}/ (see CONVENTIONS §1).` },
      ]),
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/build/', '**/.react-router/', 'data/', 'screenshots/', 'test-results/', 'reports/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
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
              message: 'A migration must not import runtime code: freeze what it needs inside it (docs/search.md, "Changing the ranking safely").',
            },
          ],
        },
      ],
    },
  },
);
