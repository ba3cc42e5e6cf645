import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMailer } from '../../mail/mailer';

// Set-password mails travel through a real SMTP server on loopback; the code is read from the
// received message, as a user would click it.

let server: SMTPServer;
let port = 0;
const received: { raw: string; to: string[] }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    // A plain test peer: nodemailer must not try STARTTLS against it.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ raw, to: session.envelope.rcptTo.map((r) => r.address) });
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
const codeIn = (text: string) => /\/#\/setpassword\/([A-Za-z0-9_-]+)/.exec(plain(text))?.[1];

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const p = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return p;
}

describe('forgot-password over real SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', PUBLIC_URL: 'https://trestle.example' },
      mailer: createMailer,
    });
  });
  afterAll(() => t.close());

  it('mails the member a link whose code sets a new password, and the new password signs in', async () => {
    const before = received.length;
    const r = await t.post('/public/user/forgot-password', { loginName: 'member' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, errorCode: 200, msg: 'If the account exists, a mail with a link has been sent' });
    expect(received).toHaveLength(before + 1);
    const mail = received[before];
    expect(mail.to).toEqual(['member@demo.trestle.local']);
    expect(plain(mail.raw)).toMatch(/Subject: Set your Trestle password/);
    expect(plain(mail.raw)).toContain('https://trestle.example/#/setpassword/');
    const code = codeIn(mail.raw)!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const set = await t.post('/public/user/set-password', { code, password: 'abcdef1', confirmPassword: 'abcdef1' });
    expect(set.body).toMatchObject({ success: true, errorCode: 200 });
    expect((await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' })).status).toBe(400);
    const login = await t.post('/public/user/login', { loginName: 'member', password: 'abcdef1' });
    expect(login.body.success).toBe(true);
    expect(login.body.data.user.loginName).toBe('member');
  });

  it('finds the account by its e-mail too', async () => {
    const before = received.length;
    await t.post('/public/user/forgot-password', { loginName: 'PADMIN@demo.trestle.local' });
    expect(received).toHaveLength(before + 1);
    expect(received[before].to).toEqual(['padmin@demo.trestle.local']);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = received.length;
    const r = await t.post('/public/user/forgot-password', { loginName: 'nobody' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('If the account exists, a mail with a link has been sent');
    expect(received.length).toBe(before);
  });

  it('refuses a missing or blank name with a localized message', async () => {
    const missing = await t.post('/public/user/forgot-password', {}, null, 'zh');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 400, msg: 'loginName: 此项为必填项' });
    expect((await t.post('/public/user/forgot-password', { loginName: '   ' })).status).toBe(400);
    expect((await t.post('/public/user/forgot-password', { loginName: 42 })).status).toBe(400);
  });
});

describe('set-password rules', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t.close());

  async function mailedCode(loginName: string) {
    const before = t.mails.sent.length;
    await t.post('/public/user/forgot-password', { loginName });
    expect(t.mails.sent).toHaveLength(before + 1);
    return codeIn(t.mails.sent[before].text)!;
  }

  it("wants 6 to 20 characters and a matching confirmation, in the caller's language", async () => {
    const code = await mailedCode('padmin');
    const short = await t.post('/public/user/set-password', { code, password: '12345', confirmPassword: '12345' }, null, 'ja');
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('パスワードは 6〜20 文字にしてください');
    const long = await t.post('/public/user/set-password', { code, password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) });
    expect(long.body.msg).toBe('The password must be 6 to 20 characters');
    const mismatch = await t.post('/public/user/set-password', { code, password: 'abcdef1', confirmPassword: 'abcdef2' }, null, 'zh');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toBe('confirmPassword: 两次输入的密码不一致');
    expect((await t.post('/public/user/set-password', { password: 'abcdef1' })).status).toBe(400);
    // None of the refusals used the code up.
    expect((await t.post('/public/user/set-password', { code, password: 'a'.repeat(20), confirmPassword: 'a'.repeat(20) })).body.success).toBe(true);
    expect((await t.post('/public/user/login', { loginName: 'padmin', password: 'a'.repeat(20) })).body.success).toBe(true);
  });

  it("accepts a code once only, and voids the account's other codes", async () => {
    const first = await mailedCode('member');
    const second = await mailedCode('member');
    expect(first).not.toBe(second);
    expect((await t.post('/public/user/set-password', { code: first, password: 'first1', confirmPassword: 'first1' })).body.success).toBe(true);
    const reused = await t.post('/public/user/set-password', { code: first, password: 'again1', confirmPassword: 'again1' });
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('The link is invalid or has expired');
    expect((await t.post('/public/user/set-password', { code: second, password: 'again1', confirmPassword: 'again1' })).status).toBe(400);
    expect((await t.post('/public/user/login', { loginName: 'member', password: 'first1' })).body.success).toBe(true);
  });

  it('lets only one of two simultaneous uses of a code win', async () => {
    const code = await mailedCode('sysadmin');
    const results = await Promise.all(['racer1', 'racer2'].map((p) => t.post('/public/user/set-password', { code, password: p, confirmPassword: p })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses a code after 3 days', async () => {
    const code = await mailedCode('emanager');
    now = new Date(now.getTime() + 3 * 24 * 3600_000 + 1000);
    const r = await t.post('/public/user/set-password', { code, password: 'abcdef1', confirmPassword: 'abcdef1' }, null, 'zh');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('链接无效或已过期');
    expect((await t.post('/public/user/login', { loginName: 'emanager', password: 'abcdef1' })).status).toBe(400);
  });

  it('refuses an unknown code', async () => {
    const r = await t.post('/public/user/set-password', { code: 'made-up-code', password: 'abcdef1', confirmPassword: 'abcdef1' });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe(400);
  });

  it("ends the account's open sessions", async () => {
    const token = await t.login('emanager');
    const code = await mailedCode('emanager');
    expect((await t.post('/public/user/set-password', { code, password: 'reset12', confirmPassword: 'reset12' })).body.success).toBe(true);
    const after = await t.post('/protected/user/get-current-user', {}, token);
    expect(after.status).toBe(403);
    expect(after.body.errorCode).toBe(4003);
  });
});

describe('forgot-password limits', () => {
  it('sends at most FORGOT_MAX_PER_ACCOUNT mails per account per window, then 429', async () => {
    let now = new Date('2026-11-23T08:00:00Z');
    const t = await createTestApp({ now: () => now, env: { FORGOT_MAX_PER_ACCOUNT: '2', LOGIN_WINDOW_MINUTES: '10' } });
    try {
      // By login name and by e-mail: one account, one count.
      expect((await t.post('/public/user/forgot-password', { loginName: 'member' })).status).toBe(200);
      expect((await t.post('/public/user/forgot-password', { loginName: 'Member@demo.trestle.local' })).status).toBe(200);
      const limited = await t.post('/public/user/forgot-password', { loginName: 'member' }, null, 'zh');
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/尝试次数过多/);
      expect(t.mails.sent).toHaveLength(2);
      // An unknown name is limited the same way, so a 429 reveals nothing.
      for (let i = 0; i < 2; i++) await t.post('/public/user/forgot-password', { loginName: 'ghost' });
      expect((await t.post('/public/user/forgot-password', { loginName: 'ghost' })).status).toBe(429);
      // Sign-in is not affected by mail requests.
      expect((await t.post('/public/user/login', { loginName: 'member', password: 'Member#2026' })).status).toBe(200);
      now = new Date(now.getTime() + 10 * 60_000);
      expect((await t.post('/public/user/forgot-password', { loginName: 'member' })).status).toBe(200);
      expect(t.mails.sent).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('when the mail server is down', () => {
  it('says the mail could not be sent (HTTP 503), not an unknown error', async () => {
    const dead = await closedPort();
    const t = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(dead), SMTP_SECURE: 'false' }, mailer: createMailer });
    try {
      const r = await t.post('/public/user/forgot-password', { loginName: 'member' }, null, 'en');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ success: false, errorCode: 503, msg: 'The mail could not be sent, please try again later or contact the administrator' });
    } finally {
      await t.close();
    }
  });
});

describe('without SMTP', () => {
  it('writes the mail as an .eml file under DATA_DIR/mail with the link in it', async () => {
    const dataDir = `/tmp/trestle-mail-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const t = await createTestApp({ env: { DATA_DIR: dataDir }, mailer: createMailer });
    try {
      expect(t.config.smtp).toBeUndefined();
      await t.post('/public/user/forgot-password', { loginName: 'padmin@demo.trestle.local' });
      await t.post('/public/user/forgot-password', { loginName: 'padmin' });
      const dir = path.join(dataDir, 'mail');
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      for (const f of files) {
        expect(f).toMatch(/padmin@demo\.trestle\.local-[0-9a-f]{8}\.eml$/);
        expect(statSync(path.join(dir, f)).mode & 0o077).toBe(0);
        const text = readFileSync(path.join(dir, f), 'utf8');
        expect(text).toMatch(/^To: padmin@demo\.trestle\.local$/m);
        const code = codeIn(text)!;
        expect(plain(text)).toContain(`http://localhost:3000/#/setpassword/${code}`);
      }
      const code = codeIn(readFileSync(path.join(dir, files[0]), 'utf8'))!;
      expect((await t.post('/public/user/set-password', { code, password: 'fromfile1', confirmPassword: 'fromfile1' })).body.success).toBe(true);
      expect((await t.post('/public/user/login', { loginName: 'padmin', password: 'fromfile1' })).body.success).toBe(true);
    } finally {
      await t.close();
    }
  });
});
