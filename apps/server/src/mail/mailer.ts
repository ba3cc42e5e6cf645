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
    const transport = nodemailer.createTransport({
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass } : undefined,
      tls: { rejectUnauthorized: false },
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
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-zA-Z0-9@.-]/g, '_')}.eml`;
      await writeFile(path.join(config.mailDir, name), info.message as Buffer);
    },
  };
}

/** The address users open, for links inside mails. */
export function appLink(config: Config, hashPath: string): string {
  const base = config.publicUrl || `http://localhost:${config.port}`;
  return `${base}/#${hashPath}`;
}
