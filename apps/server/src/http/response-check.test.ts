import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness';
import { paged } from './envelope';
import { checkResponse, defineRoute, ResponseContractError } from './route';

// A route's `output` schema is checked on every answer in test runs (CHECK_RESPONSES): a
// handler that answers another shape fails the test that called it, naming the route and the
// schema's complaints.

const item = z.object({ id: z.string(), size: z.number() });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    routes: (app, deps) => {
      defineRoute(app, deps, {
        method: 'GET',
        url: '/api/contract-probe/wrong',
        access: { kind: 'public' },
        summary: 'Answers a size as text',
        output: item,
        handler: async () => ({ id: 'a', size: '12' }),
      });
      defineRoute(app, deps, {
        method: 'GET',
        url: '/api/contract-probe/right',
        access: { kind: 'public' },
        summary: 'Answers the declared shape',
        output: item,
        handler: async () => ({ id: 'a', size: 12, createTime: new Date(0) }),
      });
      defineRoute(app, deps, {
        method: 'GET',
        url: '/api/contract-probe/page',
        access: { kind: 'public' },
        summary: 'A page: the schema describes { list, total, ...extra }',
        output: z.object({ list: z.array(item), total: z.number(), note: z.string() }),
        handler: async () => paged([{ id: 'a', size: 1 }], 1, { note: 'n' }),
      });
    },
  });
});
afterAll(() => t.close());

describe('response schemas', () => {
  it('fails the calling test when a handler answers a shape its output schema refuses', async () => {
    const call = t.get('/api/contract-probe/wrong');
    await expect(call).rejects.toThrow(ResponseContractError);
    await expect(t.get('/api/contract-probe/wrong')).rejects.toThrow(
      /GET \/api\/contract-probe\/wrong[\s\S]*data\.size: Invalid input: expected number, received string/,
    );
  });

  it('answers the caller with the 500 envelope, never the wrong shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contract-probe/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: 500 });
  });

  it('lets a matching answer through unchanged (keys the schema does not name included)', async () => {
    const r = await t.get('/api/contract-probe/right');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ id: 'a', size: 12, createTime: new Date(0).toISOString() });
  });

  it('checks the data part of a page answer', async () => {
    const r = await t.get('/api/contract-probe/page');
    expect(r.body).toMatchObject({ success: true, pageTotal: 1, data: { list: [{ id: 'a', size: 1 }], total: 1, note: 'n' } });
  });

  it('checks the answer as it goes on the wire (a Date is text there)', () => {
    expect(() => checkResponse('GET /x', z.object({ at: z.string() }), { at: new Date(0) })).not.toThrow();
    expect(() => checkResponse('GET /x', z.object({ at: z.date() }), { at: new Date(0) })).toThrow(ResponseContractError);
  });

  it('describes the output schema in /api/docs', async () => {
    const doc = (await t.get('/api/docs')).body;
    const data = doc.paths['/api/contract-probe/right'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(data).toMatchObject({ type: 'object', properties: { id: { type: 'string' }, size: { type: 'number' } } });
  });

  it('does not check answers when CHECK_RESPONSES is off (production)', async () => {
    const prod = await createTestApp({
      env: { CHECK_RESPONSES: 'false' },
      routes: (app, deps) =>
        defineRoute(app, deps, {
          method: 'GET',
          url: '/api/contract-probe/wrong',
          access: { kind: 'public' },
          summary: 'Answers a size as text',
          output: item,
          handler: async () => ({ id: 'a', size: '12' }),
        }),
    });
    try {
      const r = await prod.get('/api/contract-probe/wrong');
      expect(r.body).toMatchObject({ success: true, data: { size: '12' } });
    } finally {
      await prod.close();
    }
  });
});
