import { chmodSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertToPdf, findLibreOffice, OfficeError } from './libreoffice';

// The runner around LibreOffice, with stand-in programs: what it does when the program hangs or
// makes nothing. (Real conversions: office-pdf.test.ts.)

const dir = mkdtempSync(path.join(os.tmpdir(), 'trestle-fake-soffice-'));
function fakeProgram(name: string, body: string) {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}
/** Running (a killed process may linger as a zombie until something reaps it). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const tempDirs = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith('trestle-office-'));

describe('LibreOffice runner', () => {
  it('uses LIBREOFFICE_PATH when it names a program, and nothing when it names none', () => {
    const prog = fakeProgram('soffice-here', 'exit 0');
    expect(findLibreOffice(prog)).toBe(prog);
    expect(findLibreOffice(path.join(dir, 'missing'))).toBeNull();
  });

  it('stops a conversion that runs past the timeout, with everything it started', async () => {
    const pidFile = path.join(dir, 'child.pid');
    const prog = fakeProgram('soffice-hangs', `sleep 600 &\necho $! > ${pidFile}\nwait`);
    const before = tempDirs();
    const err = await convertToPdf(prog, Buffer.from('x'), 'docx', 1000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OfficeError);
    expect((err as OfficeError).reason).toBe('timeout');
    const child = Number(readFileSync(pidFile, 'utf8'));
    // The kill went to the whole process group (the real program forks soffice.bin).
    await expect.poll(() => alive(child)).toBe(false);
    expect(tempDirs().filter((d) => !before.includes(d))).toEqual([]);
  });

  it('reports a document it could not convert as unreadable, and passes only the private copy to the program', async () => {
    const argsFile = path.join(dir, 'args.txt');
    const prog = fakeProgram('soffice-fails', `echo "$@" > ${argsFile}\necho "Error: source file could not be loaded" >&2\nexit 0`);
    const err = await convertToPdf(prog, Buffer.from('x'), 'docx', 10_000).catch((e: unknown) => e);
    expect((err as OfficeError).reason).toBe('unreadable');
    expect((err as OfficeError).message).toContain('could not be loaded');
    const args = readFileSync(argsFile, 'utf8');
    expect(args).toMatch(/--headless .*-env:UserInstallation=file:\/\/\S+\/profile --convert-to pdf --outdir \S+\/out \S+\/source\.docx/);
  });

  it('returns the PDF the program wrote', async () => {
    const prog = fakeProgram(
      'soffice-writes',
      `outdir=$(echo "$@" | sed -E 's/.*--outdir ([^ ]+) .*/\\1/')\nmkdir -p "$outdir"\nprintf '%%PDF-1.4 fake' > "$outdir/source.pdf"`,
    );
    const pdf = await convertToPdf(prog, Buffer.from('x'), 'xlsx', 10_000);
    expect(pdf.toString()).toBe('%PDF-1.4 fake');
  });
});
