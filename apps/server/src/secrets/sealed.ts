import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

// Secrets the server must use again later (a directory's service-account password) are kept
// sealed: AES-256-GCM under a key that is not in the database (SECRETS_KEY, else the key file
// DATA_DIR/secret.key, made with mode 0600 on first use), bound to what they belong to (the
// additional data, e.g. the enterprise id) so a sealed value copied to another row does not open.
// A database dump or backup alone does not reveal them.

const PREFIX = 'v1';
const keys = new Map<string, Buffer>();

function keyOf(config: Config): Buffer {
  const id = config.secrets.key ? `env:${config.secrets.key}` : `file:${config.secrets.keyFile}`;
  const known = keys.get(id);
  if (known) return known;
  let key: Buffer;
  if (config.secrets.key) {
    key = Buffer.from(config.secrets.key, 'base64');
    if (key.length !== 32) throw new Error('Invalid configuration: SECRETS_KEY must be 32 bytes in base64');
  } else {
    try {
      key = Buffer.from(readFileSync(config.secrets.keyFile, 'utf8').trim(), 'base64');
    } catch {
      mkdirSync(path.dirname(config.secrets.keyFile), { recursive: true });
      const made = randomBytes(32);
      // 'wx': two processes making it at once — the loser reads the winner's key.
      try {
        writeFileSync(config.secrets.keyFile, made.toString('base64'), { mode: 0o600, flag: 'wx' });
        key = made;
      } catch {
        key = Buffer.from(readFileSync(config.secrets.keyFile, 'utf8').trim(), 'base64');
      }
    }
    if (key.length !== 32) throw new Error(`The secrets key file ${config.secrets.keyFile} does not hold 32 bytes in base64`);
  }
  keys.set(id, key);
  return key;
}

/** Seals `plain` for the owner named by `bound` (e.g. an enterprise id). */
export function seal(config: Config, plain: string, bound: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  cipher.setAAD(Buffer.from(bound, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

/** Opens a sealed value; throws when it was sealed under another key or for another owner. */
export function unseal(config: Config, sealed: string, bound: string): string {
  const [prefix, iv, tag, body] = sealed.split(':');
  if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
