import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { demoProjects } from '../test/factories';
import { putFile, testFile } from '../test/files';

// The security headers on every kind of answer: the app page, a built asset, the JSON API, an
// error reply and downloads (docs/decisions.md "Security headers").

let t: TestApp;
let token: string;
let projectId: string;

beforeAll(async () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'trestle-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(path.join(web, 'assets', 'app.js'), 'export {};');
  writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: web, WEB_CONFIG_JSON: JSON.stringify({ FAVICON: 'https://cdn.example.com/logo.svg' }) } });
  token = await t.login('member');
  projectId = (await demoProjects(t.deps.db)).harbour.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'trestle.example:8443' } });

/** The directives of a Content-Security-Policy header by name. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k, v]),
  );
}

function expectCommon(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['content-security-policy']).toBeTruthy();
}

function expectAppPolicy(res: LightMyRequestResponse) {
  const d = directives(res);
  expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  expect(d['worker-src']).toContain('blob:');
  expect(d['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
  expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", 'ws://trestle.example:8443', 'wss://trestle.example:8443']));
}

describe('security headers', () => {
  it('the app page: the app policy, and no one may frame it', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expectCommon(res);
    expectAppPolicy(res);
    expect(directives(res)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    // An image host that config.json names (FAVICON) may be shown.
    expect(directives(res)['img-src']).toContain('https://cdn.example.com');
  });

  it("a built asset (a worker runs under its script's policy): the app policy, framed only by the app", async () => {
    for (const url of ['/assets/app.js', '/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectCommon(res);
      expectAppPolicy(res);
      expect(directives(res)['frame-ancestors']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('JSON answers, error replies and the start-up configuration', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/public/user/login', payload: { loginName: 'member', password: 'wrong' } }),
      await t.app.inject({ method: 'POST', url: '/protected/file/get-download-url', payload: {} }),
      await get('/protected/no/such/call'),
      await get('/static/config/config.json'),
    ];
    for (const res of answers) {
      expectCommon(res);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(directives(res)['frame-ancestors']).toEqual(["'self'"]);
    }
    expect(answers[1].statusCode).toBe(401);
    expect(answers[2].statusCode).toBe(404);
  });

  it('downloads: HTML and SVG are attachments in a sandbox; an inline image or PDF still carries the headers', async () => {
    const html = await putFile(t, token, projectId, 'page.html', Buffer.from('<script>alert(document.domain)</script>'));
    const svg = await putFile(t, token, projectId, 'icon.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    for (const f of [html, svg]) {
      const u = (await t.post('/protected/file/get-download-url', { projectId, fileId: f._id, inline: true }, token)).body.data;
      const res = await get(u.url);
      expect(res.statusCode).toBe(200);
      expectCommon(res);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(directives(res)).toMatchObject({ sandbox: [], 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] });
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    const pdf = testFile('pdf/basement.pdf');
    const p = await putFile(t, token, projectId, 'basement.pdf', pdf.bytes);
    const u = (await t.post('/protected/file/get-download-url', { projectId, fileId: p._id, inline: true }, token)).body.data;
    const res = await get(u.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expectCommon(res);
    expect(directives(res)['script-src']).toEqual(["'none'"]);
    expect(directives(res)['frame-ancestors']).toEqual(["'self'"]);
  });
});
