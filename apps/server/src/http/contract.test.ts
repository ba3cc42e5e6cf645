import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { routeRegistry, type RegisteredRoute } from './route';

// One typed contract between server and web (issue 18): every route that answers JSON gets an
// output schema from packages/shared, checked on every answer in test runs. This test prints
// how far that has come and fails when coverage goes back.

/**
 * Every route that has an output schema today. A route listed here that loses its schema
 * fails the test; a route given a schema belongs on this list (the test prints it until it is).
 */
const COVERED: string[] = [];

/** Routes that send bytes, pages or a socket, not the envelope: nothing for an output schema to describe. */
const RAW_ROUTES = new Set(['GET /api/docs', 'GET /account/user/notify/ws', 'GET /', 'GET /assets/*', 'GET /favicon.svg']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;

describe('response contract coverage', () => {
  it('keeps the output schema of every route that had one, and prints what is left', () => {
    const jsonRoutes = routeRegistry.filter((r) => !RAW_ROUTES.has(key(r)));
    const covered = jsonRoutes.filter((r) => r.output).map(key);
    const missing = jsonRoutes.filter((r) => !r.output).map(key);
    const unlisted = covered.filter((k) => !COVERED.includes(k));
    console.log(
      [
        `response schemas: ${covered.length} of ${jsonRoutes.length} routes`,
        ...missing.map((k) => `  without: ${k}`),
        ...unlisted.map((k) => `  covered, add to COVERED: '${k}',`),
      ].join('\n'),
    );
    const lost = COVERED.filter((k) => !covered.includes(k));
    expect(lost).toEqual([]);
  });

  it('lists only routes that exist', () => {
    const known = new Set(routeRegistry.map(key));
    expect(COVERED.filter((k) => !known.has(k))).toEqual([]);
  });
});
