import type { ESLint } from 'eslint';

/** The module-boundaries rule as an ESLint plugin; `knownPairs` lists tolerated 'a<->b' module pairs. */
export function boundariesPlugin(knownPairs?: string[]): ESLint.Plugin;
