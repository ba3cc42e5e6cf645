import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '@trestle/shared/contracts';

// The web calls a JSON route only through callRoute and the route's shared contract, so the
// input and the answer are typed by the server's own schemas (docs/api-foundation.md). This test
// reads every source file and refuses a direct client call (post, get, put, del, postEnvelope,
// postForm, postForBlob, getForBlob) unless its path is one of the byte routes below.

const SRC = join(__dirname, '..');

/** Routes that move bytes (multipart uploads, file answers): their own helpers, no contract. */
const BYTE_ROUTES = new Set([
  'POST /protected/enterprise/upload-enterprise-logo',
  'POST /protected/project/upload-project-group-logo',
  'GET /protected/project/get-project-group-logo/:groupId',
  'POST /protected/issue/reply',
  'POST /annotations/bcf/export',
  'POST /annotations/bcf/import',
  'POST /protected/user-management/export-staff',
  'POST /protected/user-management/import-staff',
  'POST /protected/operation-log/project/export',
  'POST /protected/operation-log/enterprise/export',
  'GET /public/sso/:enterpriseId/metadata',
  'POST /protected/plugin/upload-package',
  'GET /protected/plugin/package/:versionId',
]);

/** JSON routes whose schemas live in the server module, not yet in packages/shared: none left. */
const WITHOUT_SHARED_SCHEMA = new Set<string>([]);

const METHOD: Record<string, string> = {
  post: 'POST',
  get: 'GET',
  put: 'PUT',
  del: 'DELETE',
  postEnvelope: 'POST',
  postForm: 'POST',
  postForBlob: 'POST',
  getForBlob: 'GET',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where a file imports the client's raw call functions, and the calls it makes with them. */
function rawCalls(file: string): { call: string; path: string | null }[] {
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*(?:api\/)?client'/g)]
    .flatMap((m) => m[1].split(','))
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter((n) => n in METHOD);
  return imported.flatMap((fn) =>
    [...text.matchAll(new RegExp(`\\b${fn}(?:<[^(]*?>)?\\(\\s*([\`'][^\`']*[\`'])?`, 'g'))].map((m) => {
      const literal = m[1]?.slice(1, -1) ?? null;
      // A template's `${name}` stands for the route's `:name` part; a query string follows a '?'.
      const path = literal === null ? null : literal.split('?')[0].replace(/\$\{(?:[\w.]*\.)?(\w+)\}/g, ':$1');
      return { call: fn, path: path === null ? null : `${METHOD[fn]} ${path}` };
    }),
  );
}

describe('the web calls JSON routes through their contracts', () => {
  it('has no direct client call of a route outside the byte routes and the listed ones', () => {
    const offending = sources(SRC)
      .filter((f) => !f.endsWith(join('api', 'client.ts')))
      .flatMap((f) =>
        rawCalls(f)
          .filter((c) => !c.path || !(BYTE_ROUTES.has(c.path) || WITHOUT_SHARED_SCHEMA.has(c.path)))
          .map((c) => `${relative(SRC, f)}: ${c.call}(${c.path ?? 'a computed path'})`),
      );
    expect(offending).toEqual([]);
  });

  it('lists no route as lacking a contract that has one', () => {
    const known = new Set(Object.values(contracts).map((c) => `${c.method} ${c.url}`));
    expect([...WITHOUT_SHARED_SCHEMA, ...BYTE_ROUTES].filter((r) => known.has(r))).toEqual([]);
  });
});
