// Prints which server modules each module imports (non-test code) and the pairs that import each
// other: node tools/module-graph.mjs. The lint rule (tools/eslint-boundaries.mjs) enforces the rule;
// this is for reading the map (docs/architecture.md, "Modules").
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/server/src/modules');
const isTest = (p) => /\.test\.ts$|testkit\.ts$|-kit\.ts$/.test(p);
const moduleOf = (p) => {
  const parts = relative(root, p).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
};
const edges = new Map();
(function walk(d) {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.ts$/.test(n) && !isTest(p)) {
      const a = moduleOf(p);
      if (!a) continue;
      if (!edges.has(a)) edges.set(a, new Set());
      for (const m of readFileSync(p, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const b = moduleOf(resolve(dirname(p), m[1], 'x'));
        if (b && b !== a) edges.get(a).add(b);
      }
    }
  }
})(root);
for (const [a, bs] of [...edges].sort(([x], [y]) => x.localeCompare(y))) console.log(`${a} → ${[...bs].sort().join(', ') || '(none)'}`);
const mutual = [];
for (const [a, bs] of edges) for (const b of bs) if (a < b && edges.get(b)?.has(a)) mutual.push(`${a}<->${b}`);
console.log(`\n${mutual.length} mutual pair(s)${mutual.length ? ': ' + mutual.join(' ') : ''}`);
