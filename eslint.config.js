// The lint gate (npm run lint; counted as one test by npm test): typescript-eslint with type
// information, React's hook rules, and the module boundaries. Zero warnings allowed: a rule is
// either an error or off. A justified disable names its reason on the same line (`-- why`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tools/eslint-boundaries.mjs';

// Module pairs that import each other: none since issue 18. The boundary rule refuses any new pair;
// a pair tolerated for a while would be listed here, and is reported once it is gone.
const knownMutualPairs = [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['apps/*/*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'bench/models/page/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { trestle: boundariesPlugin(knownMutualPairs) },
    rules: { 'trestle/module-boundaries': 'error' },
  },
  {
    // The web calls the API one way: a typed function per call in the feature's api.ts (or
    // src/api/*.ts for calls several features share). Components and hooks call those, never the
    // client's call functions, and hold no URL of the API (the prefixes of endpoints.tsv; the
    // start-up /static/config file is loaded by app/config.ts before any API call).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/api.ts', 'apps/web/src/api/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/client'],
              importNames: ['post', 'get', 'put', 'del', 'postForm', 'postEnvelope', 'postForBlob'],
              message: "Call the API through a typed function in the feature's api.ts (or src/api/*.ts).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(protected|public|task|account|api|annotations|comment|hanglung)\\//]',
          message: "An API path belongs in the feature's api.ts (or src/api/*.ts), not in a component or hook.",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(protected|public|task|account|api|annotations|comment|hanglung)\\//]',
          message: "An API path belongs in the feature's api.ts (or src/api/*.ts), not in a component or hook.",
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression, JSXAttribute[name.name='queryKey'] ArrayExpression",
          message: "A query key comes from the key factory in the feature's api.ts, so readers and invalidations share it.",
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
);
