import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured; otherwise each mail is written as an .eml file under data/mail, so a
 * self-hoster without a mail server can still read set-password and invitation links.
 */
export function createMailer(config: Config): Mailer {
  if (config.smtp) {
    const { host, port, secure, user, pass } = config.smtp;
    const transport = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : undefined,
      // STARTTLS is used whenever the server offers it, with the certificate verified
      // (nodemailer's default): the mails carry set-password links and AUTH a password.
      // A hung server must not hold a request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(config.mailDir, { recursive: true });
      // Time first so the folder lists in order; the random part keeps two mails of the same
      // millisecond to the same address apart.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${mail.to.replace(/[^a-zA-Z0-9@.-]/g, '_').slice(0, 100)}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(config.mailDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

/** The address users open, for links inside mails. */
export function appLink(config: Config, hashPath: string): string {
  const base = config.publicUrl || `http://localhost:${config.port}`;
  return `${base}/#${hashPath}`;
}
