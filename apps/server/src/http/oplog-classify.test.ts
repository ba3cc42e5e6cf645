import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { routeRegistry } from './route';
import { classifyRoute, firstWord } from './oplog-classify';

// Every route decides whether the operation log records it: a new route whose path says neither
// read nor write fails here until it declares `log` (docs/operation-log.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operation log classification', () => {
  it('classifies every registered route as a read or a write with a module and action', () => {
    expect(routeRegistry.length).toBeGreaterThan(100);
    const unclassified = routeRegistry.filter((r) => r.log === null || (r.log !== 'read' && (!r.log.module || !r.log.action)));
    expect(unclassified.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const unknownByPath = routeRegistry.filter((r) => classifyRoute(r.method, r.url) === null && r.log === null);
    expect(unknownByPath).toEqual([]);
  });

  it('reads the first word of the last literal segment', () => {
    expect(firstWord('/protected/file/get-project-file-Info')).toBe('get');
    expect(firstWord('/task/block/moveByUser')).toBe('move');
    expect(firstWord('/protected/user-management/jm-update-staff')).toBe('update');
    expect(firstWord('/task/block/:id')).toBe('block');
    expect(classifyRoute('POST', '/protected/file/rename')).toEqual({ action: 'rename' });
    expect(classifyRoute('POST', '/protected/get-project-info')).toBe('read');
    expect(classifyRoute('GET', '/protected/file/delete-x')).toBe('read');
    expect(classifyRoute('DELETE', '/task/block/:id')).toEqual({ action: 'delete' });
    expect(classifyRoute('POST', '/task/block')).toBeNull();
    expect(classifyRoute('POST', '/task/block', { action: 'create' })).toEqual({ action: 'create' });
    expect(classifyRoute('POST', '/x/add-y', false)).toBe('read');
  });

  it('names the module that defines the route', () => {
    const rename = routeRegistry.find((r) => r.url === '/protected/file/rename');
    expect(rename?.log).toEqual({ module: 'files', action: 'rename' });
  });
});
