import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contracts, defineContract } from '@trestle/shared/contracts';
import { MemoryStorage } from '../test/memory-storage';

// callRoute puts a shared contract's input where its route reads it: path parts, then the body
// or the query. The browser globals the client reads are stood in for (as in client.test.ts).
vi.mock('antd', () => ({ Modal: { error: vi.fn() } }));
const fetchMock = vi.fn();
vi.stubGlobal('window', { location: { pathname: '/', hash: '#/', search: '' }, history: { state: null, replaceState: () => {} } });
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('navigator', { language: 'en-US', userAgent: 'test' });
vi.stubGlobal('fetch', fetchMock);

let callRoute: typeof import('./callRoute').callRoute;
beforeAll(async () => {
  ({ callRoute } = await import('./callRoute'));
});
beforeEach(() => fetchMock.mockReset());

function answer(data: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data, msg: '', errorCode: 200 }), { status: 200 }));
}

describe('callRoute', () => {
  it('posts the input as the body and resolves to the data', async () => {
    answer({ projectInfo: { name: 'Harbour' } });
    const r = await callRoute(contracts.projectInfo, { projectId: 'p1' });
    expect(r.projectInfo.name).toBe('Harbour');
    expect(fetchMock.mock.calls[0][0]).toBe('/protected/get-project-info');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"projectId":"p1"}' });
  });

  it('fills path parts from the input and sends the rest as the query of a GET', async () => {
    const probe = defineContract({
      method: 'GET',
      url: '/protected/thing/:id',
      input: z.object({ id: z.string(), projectId: z.string() }),
      output: z.object({ ok: z.boolean() }),
    });
    answer({ ok: true });
    await expect(callRoute(probe, { id: 'a/b', projectId: 'p1' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/protected/thing/a%2Fb?projectId=p1');
  });
});
