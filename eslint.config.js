// The lint gate (npm run lint; counted as one test by npm test): typescript-eslint with type
// information, React's hook rules, and the module boundaries. Zero warnings allowed: a rule is
// either an error or off. A justified disable names its reason on the same line (`-- why`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './tools/eslint-boundaries.mjs';

// Module pairs that still import each other (issue 18). The boundary rule refuses any new pair
// and reports a listed pair once it is gone, so this list only shrinks.
const knownMutualPairs = [
  'accounts<->projects',
  'accounts<->enterprise',
  'accounts<->notifications',
  'approvals<->notifications',
  'enterprise<->projects',
  'enterprise<->roles',
  'issues<->notifications',
  'notifications<->tasks',
  'projects<->roles',
];

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
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
);
