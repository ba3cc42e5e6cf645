import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { findNul, hasDotSegment } from './edge';

// What the HTTP layer answers before (or instead of) a route: Node's client errors, over-long
// URLs, dot segments. Raw sockets, because app.inject resolves `..` before the server sees it
// and never goes through Node's parser.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends bytes as they are and reads the answer until the server closes or answers in full. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (out += d));
    socket.on('error', (e) => (out ? undefined : reject(e)));
    socket.on('close', () => {
      const [head, ...rest] = out.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head, body: Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8') });
    });
  });
}

function expectEnvelope(res: { status: number; body: string }, status: number) {
  expect(res.status).toBe(status);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ success: false, data: null });
  expect(typeof body.msg).toBe('string');
  expect(body.msg.length).toBeGreaterThan(0);
  expect(typeof body.errorCode).toBe('number');
  return body as { msg: string; errorCode: number };
}

describe('answers Fastify and Node write themselves are the envelope', () => {
  it('headers too large: 431', async () => {
    const res = await raw(`GET /public/user/login HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(expectEnvelope(res, 431).msg).toBe('The request headers are too large');
    expect(res.headers).toMatch(/x-content-type-options: nosniff/i);
  });

  it('a URL longer than Node reads: 414', async () => {
    const res = await raw(`GET /protected/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(expectEnvelope(res, 414).msg).toBe('The request path is too long');
  });

  it('a path parameter longer than the router takes: 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/public/enterprise/logo/${'a'.repeat(10_000)}`, headers: { 'accept-language': 'ja' } });
    expect(expectEnvelope({ status: res.statusCode, body: res.body }, 414).msg).toBe('リクエストのパスが長すぎます');
  });

  it('a malformed escape in the path: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public/enterprise/logo/%zz' });
    expectEnvelope({ status: res.statusCode, body: res.body }, 400);
  });

  it('a request Node cannot parse (clientError): 400', async () => {
    for (const request of ['GARBAGE\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n', 'GET / HTTP/1.1\r\nBad Header Line\r\n\r\n']) {
      expect(expectEnvelope(await raw(request), 400).msg).toBe('The request is malformed');
    }
  });

  it('dot segments under every API prefix (and elsewhere) are refused, never the web app', async () => {
    for (const prefix of ['/protected', '/public', '/account', '/api', '/static/config', '/comment', '/annotations', '/assets']) {
      for (const path of [`${prefix}/..`, `${prefix}/../`, `${prefix}/../../etc/passwd`, `${prefix}/%2e%2e/`, `${prefix}/.%2E/index.html`, `${prefix}/./x`]) {
        const res = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        expect(expectEnvelope(res, 400).msg, path).toBe('The request path is invalid');
      }
    }
  });
});

describe('edge helpers', () => {
  it('finds a NUL at any depth, in values and keys', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a[1].c');
    expect(findNul({ ['k\u0000']: 1 }, 'body')).toBe('body');
    expect(findNul({ a: ['fine', 2, null, { b: true }] }, 'body')).toBeNull();
  });

  it('sees dot segments, also percent-encoded, but not dots inside names', () => {
    expect(hasDotSegment('/protected/../x')).toBe(true);
    expect(hasDotSegment('/protected/%2E%2e')).toBe(true);
    expect(hasDotSegment('/assets/index-abc.js?v=..')).toBe(false);
    expect(hasDotSegment('/protected/file/a..b')).toBe(false);
  });
});
