import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mails a server wrote to DATA_DIR/mail (no SMTP configured), oldest first by file name,
 * quoted-printable soft breaks and "=3D" undone so links read whole.
 */
export function mailsIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  return readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}
