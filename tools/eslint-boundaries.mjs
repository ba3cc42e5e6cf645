// The server's module boundaries as an ESLint rule (docs/architecture.md, "Dependency rule").
//
// A server module is a folder of apps/server/src/modules. Code outside a module reaches it only
// through its public entry, modules/<name>/index.ts: `import { x } from '../files'`, never
// '../files/storage/content'. The composition roots (modules/index.ts, app.ts) import each module's
// routes files to register them; db/schema.ts gathers every module's tables for
// drizzle and a tables.ts may name another module's table in a foreign key; tests (*.test.ts,
// test kits, src/test) may set up rows through another module's files.
// Two modules never import each other: the rule also reports an import A → B when B imports A,
// except for the pairs listed in `knownPairs` (debt being paid off; a listed pair that no longer
// exists is reported too, so the list only shrinks).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const MODULES = ['apps', 'server', 'src', 'modules'].join(sep);

const isTestFile = (file) =>
  /\.test\.ts$/.test(file) ||
  /(^|[-/\\])testkit\.ts$/.test(file) ||
  /-kit\.ts$/.test(file) ||
  file.includes(`${sep}${['apps', 'server', 'src', 'test'].join(sep)}${sep}`);

/** modules dir of a file inside apps/server/src, or null */
function modulesRoot(file) {
  const i = file.indexOf(`${sep}${MODULES}${sep}`);
  if (i >= 0) return file.slice(0, i + MODULES.length + 1);
  const j = file.indexOf(`${sep}${['apps', 'server', 'src'].join(sep)}${sep}`);
  if (j >= 0) return file.slice(0, j) + sep + MODULES;
  return null;
}

function moduleOf(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const graphs = new Map();
/** module → modules it imports (non-test code), scanned once per lint run */
function graphOf(root) {
  let g = graphs.get(root);
  if (g) return g;
  g = new Map();
  (function walk(d) {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(n) && !isTestFile(p)) {
        const a = moduleOf(root, p);
        if (!a) continue;
        for (const m of readFileSync(p, 'utf8').matchAll(IMPORT_RE)) {
          const b = moduleOf(root, resolve(dirname(p), m[1], 'x'));
          if (b && b !== a) (g.get(a) ?? g.set(a, new Set()).get(a)).add(b);
        }
      }
    }
  })(root);
  graphs.set(root, g);
  return g;
}

const pairKey = (a, b) => [a, b].sort().join('<->');

export function boundariesPlugin(knownPairs = []) {
  const known = new Set(knownPairs.map((p) => pairKey(...p.split('<->'))));
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'Server modules are used only through their index.ts, and no two modules import each other' },
      schema: [],
      messages: {
        internal: "'{{spec}}' reaches into the {{target}} module's internals: import from its public entry ('{{entry}}') and export what you need there.",
        mutual: 'The {{a}} and {{b}} modules import each other: one of them must depend on the other through a registry or a hook (docs/architecture.md).',
        staleKnown: 'The pair {{pair}} no longer imports each other: remove it from the known pairs in eslint.config.js.',
      },
    },
    create(context) {
      const file = context.filename;
      const root = modulesRoot(file);
      if (!root || isTestFile(file)) return {};
      const from = moduleOf(root, file);
      const schemaFile = join(dirname(root), 'db', 'schema.ts');
      const check = (node, spec) => {
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = resolve(dirname(file), spec);
        const to = moduleOf(root, join(target, 'x'));
        if (!to || to === from) return;
        const inside = relative(join(root, to), target);
        // The composition roots (modules/index.ts, app.ts) register each module's routes files.
        const routesFile = /(^|\/)([a-z-]+-)?routes$/.test(inside.split(sep).join('/'));
        const compositionRoot = file === join(root, 'index.ts') || file === join(dirname(root), 'app.ts');
        if (inside !== '' && inside !== 'index' && !(routesFile && compositionRoot)) {
          // Tables: db/schema.ts gathers them, and a tables.ts may name another's in a foreign key.
          const toTables = /(^|\/)tables$/.test(inside.split(sep).join('/'));
          if (toTables && (file === schemaFile || /(^|[/\\])tables\.ts$/.test(file))) return;
          let entry = relative(dirname(file), join(root, to));
          if (!entry.startsWith('.')) entry = `./${entry}`;
          context.report({ node, messageId: 'internal', data: { spec, target: to, entry } });
        }
        if (from && graphOf(root).get(to)?.has(from) && !known.has(pairKey(from, to))) {
          context.report({ node, messageId: 'mutual', data: { a: from, b: to } });
        }
      };
      return {
        ImportDeclaration: (n) => check(n, n.source.value),
        ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
        ExportAllDeclaration: (n) => check(n, n.source.value),
        ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
        'Program:exit'(program) {
          // The stale-pair check runs once, on the modules' composition root.
          if (file !== join(root, 'index.ts')) return;
          const g = graphOf(root);
          for (const pair of known) {
            const [a, b] = pair.split('<->');
            if (!(g.get(a)?.has(b) && g.get(b)?.has(a))) context.report({ node: program, messageId: 'staleKnown', data: { pair } });
          }
        },
      };
    },
  };
  return { rules: { 'module-boundaries': rule } };
}
