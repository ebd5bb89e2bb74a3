// ESLint (flat config): `npm run lint`, the first step of `npm test`. The recommended rules of
// ESLint and typescript-eslint (syntax only, no type information: the whole lint stays fast), the
// Rules of Hooks, and hook dependencies as errors. A rule is switched off for one line only, with
// its reason in the same comment (`// eslint-disable-next-line rule -- reason`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, stored data and files generated from the code (`npm run manifest` writes the
    // JSX typings from custom-elements.json).
    ignores: [
      '**/dist/',
      'storybook-static/',
      'data/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'tests/interop/.dist/',
      'packages/widgets/types/jsx-*.d.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useAsync(load, deps) takes its dependencies as useEffect does: its callers are checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAsync$' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text; HTML the server sanitised goes through shared/ServerHtml.',
        },
      ],
      // An unused name is deleted; a `_` prefix marks a positional parameter that must be there, and a
      // property named beside `...rest` is one left out of the rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The browser code and its tests run in a browser or a DOM; scripts, servers and configs on Node.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
