import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';
import { defineRoute, routeRegistry } from '../../http/route';
import { assertDeclaredAccess } from '../../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { WEB_TITLE: 'Site Hub', WEB_CONFIG_JSON: '{"PMS": true}', FOOTER_FILING_TEXT: 'ICP 123', FOOTER_FILING_URL: 'https://filing.example' },
  });
});
afterAll(() => t.close());

describe('start-up configuration (config.json)', () => {
  it("serves the spec's keys from server configuration, uncached and public", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/static/config/config.json?t=abc123' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const c = JSON.parse(r.body);
    for (const key of [
      'API_BASE_URL',
      'CRM_API_BASE_URL',
      'JARVIS_CLOUD_URL',
      'DMS_H5_HOST',
      'JARVIS_CLOUD_UPLOAD_URL',
      'CARLIER_EAGLE_EYE_URL',
      'CARTIER_EAGLE_EYE_TEST_URL',
      'TITLE',
      'FAVICON',
      'AUDIO_LIST',
      'VIDEO_LIST',
      'FOOTER',
    ]) {
      expect(c).toHaveProperty(key);
    }
    expect(c).toMatchObject({ TITLE: 'Site Hub', PMS: true, EPC: false, AUDIO_LIST: ['mp3'], VIDEO_LIST: ['mp4'], DEFAULT_FONT: 'arial', SYSTEM_AREA: '' });
    expect(c.FOOTER).toEqual({ show: true, copyright: '© Trestle contributors', filingText: 'ICP 123', filingUrl: 'https://filing.example' });
  });
});

describe('OpenAPI document', () => {
  it('lists every registered call with its access', async () => {
    const r = await t.get('/api/docs');
    const paths = Object.keys(r.body.paths);
    expect(paths).toContain('/protected/get-all-projects-map-v1');
    expect(paths).toContain('/public/enterprise/logo/{enterpriseId}');
    expect(paths.length).toBe(new Set(routeRegistry.map((x) => x.url)).size);
    expect(r.body.paths['/public/user/login'].post['x-access']).toEqual({ kind: 'public' });
  });
});

describe('unknown calls', () => {
  it("answer 404 in the envelope, in the caller's language", async () => {
    const r = await t.post('/protected/nothing-here', {}, null, 'zh');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, errorCode: 404, msg: '接口不存在：/protected/nothing-here' });
  });
});

describe('secure by default', () => {
  it('refuses to register a route that declares no access', async () => {
    const app = Fastify();
    app.addHook('onRoute', assertDeclaredAccess);
    expect(() => app.get('/open', async () => 'x')).toThrow(/declares no access/);
    expect(() =>
      defineRoute(app, t.deps, { method: 'GET', url: '/declared', access: { kind: 'user' }, summary: 'x', handler: async () => null }),
    ).not.toThrow();
    // Test files share modules (vitest isolate: false): the access walk must not meet this route.
    const declared = routeRegistry.findIndex((r) => r.url === '/declared');
    if (declared >= 0) routeRegistry.splice(declared, 1);
    await app.close();
  });
});
