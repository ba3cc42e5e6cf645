import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('update log', () => {
  it("lists release notes in the caller's language", async () => {
    const token = await t.login('member');
    const zh = await t.post('/protected/get-update-log-list', { pageNum: 1, pageSize: 10 }, token, 'zh');
    expect(zh.body.data.list[0]).toMatchObject({ version: '0.1.0' });
    expect(zh.body.data.list[0].content).toMatch(/首个版本/);
    const ja = await t.post('/protected/get-update-log-list', {}, token, 'ja');
    expect(ja.body.data.list[0].content).toMatch(/最初のリリース/);
  });
  it('refuses anonymous callers and bad paging', async () => {
    expect((await t.post('/protected/get-update-log-list', {})).status).toBe(401);
    expect((await t.post('/protected/get-update-log-list', { pageSize: 'many' }, await t.login('member'))).status).toBe(400);
  });
});
