import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Office documents to PDF with LibreOffice, when it is installed (optional: README). Each run
// gets a private temp dir with its own profile, so runs never share state or lock each other,
// and the profile turns macros off and blocks linked content (a document can link images on
// any address; LibreOffice would fetch them). Where the system allows it the program also runs
// in an empty network namespace (`unshare -rn`), so it has no network at all.

export class OfficeError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'timeout' | 'tooLarge' | 'failed',
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** A PDF past this is not kept (a spreadsheet can print to thousands of pages). */
export const MAX_PDF_BYTES = 200 * 1024 * 1024;

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The LibreOffice program: the configured one (LIBREOFFICE_PATH) if it exists, else `soffice`
 * or `libreoffice` on PATH. Looked up on each call (a few stat calls) so installing or removing
 * LibreOffice needs no restart.
 */
export function findLibreOffice(configured?: string): string | null {
  if (configured) return isExecutable(configured) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) if (isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

let isolation: string[] | null = null;
/** `unshare -rn` when this system lets an unprivileged process make its own network namespace. */
function networkIsolation(): string[] {
  if (isolation) return isolation;
  const probe = spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore', timeout: 5000 });
  isolation = probe.status === 0 ? ['unshare', '-rn'] : [];
  return isolation;
}

const PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="UseOpenCL" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/**
 * Converts one document (bytes and its lower-case extension) to PDF. Throws OfficeError when
 * LibreOffice cannot read it, runs past the timeout, or makes a PDF too large to keep.
 */
export async function convertToPdf(program: string, bytes: Buffer, ext: string, timeoutMs: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trestle-office-'));
  try {
    const profile = path.join(dir, 'profile');
    await mkdir(path.join(profile, 'user'), { recursive: true });
    await writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), PROFILE);
    // Never the user's file name: it is only ever `source.<ext>` here.
    const source = path.join(dir, `source.${ext.replace(/[^a-z0-9]/g, '')}`);
    await writeFile(source, bytes);
    const out = path.join(dir, 'out');
    const args = [
      '--headless',
      '--invisible',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      '--norestore',
      `-env:UserInstallation=file://${profile}`,
      '--convert-to',
      'pdf',
      '--outdir',
      out,
      source,
    ];
    const [cmd, ...pre] = [...networkIsolation(), program];
    const log = await run(cmd, [...pre, ...args], {
      cwd: dir,
      timeoutMs,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, TMPDIR: dir, LANG: 'C.UTF-8' },
    });
    const pdf = path.join(out, 'source.pdf');
    const size = await stat(pdf).then(
      (s) => s.size,
      () => -1,
    );
    if (size <= 0) throw new OfficeError('unreadable', log.trim().slice(-500) || undefined);
    if (size > MAX_PDF_BYTES) throw new OfficeError('tooLarge');
    return await readFile(pdf);
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

/** Runs a program in its own process group; past the timeout the whole group is killed. */
function run(cmd: string, args: string[], o: { cwd: string; timeoutMs: number; env: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: o.cwd, env: o.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    const keep = (d: Buffer) => (log = (log + d.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, o.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new OfficeError('failed', e.message));
    });
    child.on('close', () => {
      clearTimeout(timer);
      if (timedOut) reject(new OfficeError('timeout'));
      else resolve(log);
    });
  });
}
