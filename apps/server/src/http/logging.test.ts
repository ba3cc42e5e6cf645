import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { demoProjects } from '../test/factories';
import { putFile, testFile } from '../test/files';
import { openSocket } from '../realtime/test-client';
import { redactUrl } from './logging';

// The request log of a whole session holds no session token, ticket or share grant (issue 16).

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: sink } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds the token, a ticket or a share grant over a session: sign in, list, download, view, share, socket', async () => {
    const secrets: string[] = [];
    const token = await t.login('padmin');
    secrets.push(token);
    const projectId = (await demoProjects(t.deps.db)).harbour.id;
    const pdf = testFile('pdf/basement.pdf');
    const f = await putFile(t, token, projectId, 'logged.pdf', pdf.bytes);
    expect((await t.post('/protected/get-project-file-list', { projectId }, token)).body.success).toBe(true);
    for (const inline of [false, true]) {
      const u = (await t.post('/protected/file/get-download-url', { projectId, fileId: f._id, inline }, token)).body.data.url as string;
      secrets.push(u.split('/').pop()!);
      expect((await t.get(u)).status).toBe(200);
    }
    const link = (
      await t.post('/protected/file/create-newshare-link', { projectId, fileIds: [f._id], validDays: 1, identities: ['guest'], allowDownload: true }, token)
    ).body.data.linkId;
    const grant = (await t.post('/public/share/check-code', { linkId: link, code: '' })).body.data.shareToken as string;
    secrets.push(grant);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/public/share/download-url',
      payload: { linkId: link, fileId: f._id },
      headers: { share: grant },
    });
    const sharedUrl = shared.json().data.url as string;
    secrets.push(sharedUrl.split('/').pop()!);
    expect((await t.get(sharedUrl)).status).toBe(200);
    // A careless client still puts secrets in the address: refused, and not logged either.
    await t.app.inject({
      method: 'GET',
      url: `/account/user/notify/count?token=${encodeURIComponent(token)}&ticket=${secrets[1]}&X-Amz-Signature=abc123def456`,
    });
    secrets.push('abc123def456');
    const s = await openSocket(`ws://${base}/account/user/notify/ws`);
    s.send({ type: 'auth', token });
    await s.next((m) => m.type === 'ready');
    s.close();
    await s.closed;

    const log = lines.join('');
    expect(log).toContain('/protected/file/ticket/[redacted]');
    expect(log).toContain('/account/user/notify/ws');
    expect(log).toContain('token=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('bearer');
  });
});

describe('redactUrl', () => {
  it('replaces the values of secret parameters and capability path segments, keeping the rest', () => {
    expect(redactUrl('/protected/x?projectId=p1&token=abc&pageNum=2')).toBe('/protected/x?projectId=p1&token=[redacted]&pageNum=2');
    expect(redactUrl('/public/model/forge/get-forge-3d-data?path=T0K')).toBe('/public/model/forge/get-forge-3d-data?path=[redacted]');
    expect(redactUrl('/x?AWSAccessKeyId=A&Signature=S&X-Amz-Credential=C&access_key=K&shareToken=G')).toBe(
      '/x?AWSAccessKeyId=[redacted]&Signature=[redacted]&X-Amz-Credential=[redacted]&access_key=[redacted]&shareToken=[redacted]',
    );
    expect(redactUrl('/public/annotations/snapshot/k3y?ticket=t')).toBe('/public/annotations/snapshot/[redacted]?ticket=[redacted]');
    expect(redactUrl('/public/model/forge/link-composite/pic/k3y')).toBe('/public/model/forge/link-composite/pic/[redacted]');
    expect(redactUrl('/protected/file/ticket/abc')).toBe('/protected/file/ticket/[redacted]');
  });
});
