import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMailer } from '../../mail/mailer';
import { loadConfig } from '../../config';

// Set-password mails travel through a real SMTP server on loopback; the code is read from the
// received message, as a user would click it.

let server: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Decodes quoted-printable soft breaks and =3D so the link can be read out of the raw mail. */
const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('set password from a mailed code', () => {
  let t: TestApp;
  beforeAll(async () => {
    const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' };
    t = await createTestApp({ env, mailer: createMailer(loadConfig({ ...env, DATA_DIR: '/tmp/trestle-mail-test' })) });
  });
  afterAll(() => t.close());

  it('mails a link over SMTP whose code sets a new password once', async () => {
    const r = await t.post('/public/user/forgot-password', { loginName: 'member' });
    expect(r.body.success).toBe(true);
    expect(received).toHaveLength(1);
    const mail = plain(received[0]);
    expect(mail).toMatch(/To: member@demo\.trestle\.local/);
    const code = /#\/setpassword\/([A-Za-z0-9_-]+)/.exec(mail)![1];
    const short = await t.post('/public/user/set-password', { code, password: '12345' }, null, 'ja');
    expect(short.body.msg).toBe('パスワードは 6〜20 文字にしてください');
    const mismatch = await t.post('/public/user/set-password', { code, password: 'abcdef1', confirmPassword: 'abcdef2' });
    expect(mismatch.status).toBe(400);
    expect((await t.post('/public/user/set-password', { code, password: 'abcdef1', confirmPassword: 'abcdef1' })).body.success).toBe(true);
    expect((await t.post('/public/user/login', { loginName: 'member', password: 'abcdef1' })).body.success).toBe(true);
    const reused = await t.post('/public/user/set-password', { code, password: 'abcdef9' });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('The link is invalid or has expired');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = received.length;
    const r = await t.post('/public/user/forgot-password', { loginName: 'nobody' });
    expect(r.body.success).toBe(true);
    expect(received.length).toBe(before);
    expect((await t.post('/public/user/forgot-password', {})).status).toBe(400);
  });
});

describe('without SMTP', () => {
  it('writes the mail as an .eml file under DATA_DIR/mail', async () => {
    const dataDir = `/tmp/trestle-mail-${Date.now()}`;
    const config = loadConfig({ DATA_DIR: dataDir });
    const t = await createTestApp({ env: { DATA_DIR: dataDir }, mailer: createMailer(config) });
    try {
      await t.post('/public/user/forgot-password', { loginName: 'padmin@demo.trestle.local' });
      const files = readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(plain(readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8'))).toMatch(/#\/setpassword\/[A-Za-z0-9_-]+/);
    } finally {
      await t.close();
    }
  });
});

describe('expired codes', () => {
  it('refuses a code after 3 days', async () => {
    let now = new Date('2026-11-23T08:00:00Z');
    const t = await createTestApp({ now: () => now });
    try {
      await t.post('/public/user/forgot-password', { loginName: 'padmin' });
      const code = /#\/setpassword\/([A-Za-z0-9_-]+)/.exec(t.mails.sent[0].text)![1];
      now = new Date(now.getTime() + 3 * 24 * 3600_000 + 1000);
      expect((await t.post('/public/user/set-password', { code, password: 'abcdef1' })).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
