import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { artifacts, screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';
import { call, sessionOf, uploadFile } from './support/api';
import { zipEntries } from './support/zip';

// BCF from the documents (issue 5 §8): every sample .bcf imports into a drawing's annotations
// through the row menu; the drawing's annotations export as BCF 2.1 and 3.0 archives, and an
// export imported into another drawing brings every topic back.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
const SAMPLES = readdirSync(path.join(testdata, 'bcf'))
  .filter((f) => /\.bcf(zip)?$/i.test(f))
  .sort();

const stack = useStack();
let page: Page;
let filesUrl = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin', { acceptDownloads: true });
  await page.click('text=Harbour View Residences');
  const projectId = page.url().split('/project_index/')[1];
  const s = await sessionOf(page);
  const folder = (
    await call<{ folderInfoArr: { id: string }[] }>(stack.url, s, '/protected/file/create-many-folder', { projectId, folderArr: ['Coordination'] })
  ).folderInfoArr[0].id;
  await uploadFile(stack.url, s, projectId, path.join(testdata, 'pdf/basement.pdf'), folder);
  await uploadFile(stack.url, s, projectId, path.join(testdata, 'pdf/first-floor-plan.pdf'), folder);
  filesUrl = `${stack.url}/#/project-files?projectId=${projectId}&currentFolder=${folder}`;
  await page.goto(filesUrl);
});

const row = (name: string) => page.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
async function openBcf(name: string) {
  await row(name).locator('[data-testid=row-actions]').click();
  await page.click('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item[data-menu-id$="bcf"]');
  await page.waitForSelector('[data-testid=bcf-dialog]');
}
async function importFile(file: string) {
  await page.setInputFiles('[data-testid=bcf-dialog] input[type=file]', file);
  await page.waitForSelector('[data-testid=bcf-import-result], [data-testid=bcf-import-error]');
  return page.locator('[data-testid=bcf-import-result], [data-testid=bcf-import-error]').first().innerText();
}
async function exportAs(version: '3.0' | '2.1') {
  await page.click(`[data-testid=bcf-version] label:has-text("BCF ${version}")`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=bcf-export]')]);
  const file = path.join(artifacts, `bcf-export-${version}.bcfzip`);
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}
const closeBcf = async () => {
  await page.click('.ant-modal:has([data-testid=bcf-dialog]) .ant-modal-footer .ant-btn');
  await page.waitForSelector('[data-testid=bcf-dialog]', { state: 'detached' });
};

describe('BCF in the documents', () => {
  let imported = 0;

  it('imports every sample BCF file into a drawing', async () => {
    await openBcf('basement.pdf');
    for (const f of SAMPLES) {
      const text = await importFile(path.join(testdata, 'bcf', f));
      const m = /(\d+) topics imported, (\d+) skipped/.exec(text);
      expect(m, `${f}: ${text}`).not.toBeNull();
      expect(Number(m![1]), `${f}: ${text}`).toBeGreaterThan(0);
      imported += Number(m![1]);
    }
    // Importing the same file again skips its topics: they are already there.
    const again = await importFile(path.join(testdata, 'bcf', SAMPLES[0]));
    expect(again).toMatch(/^0 topics imported, [1-9]\d* skipped/);
    await screenshot(page, 'bcf-import-en');
  });

  it('exports them as BCF 2.1 and 3.0 archives holding every topic', async () => {
    for (const version of ['2.1', '3.0'] as const) {
      const out = await exportAs(version);
      expect(out.name).toBe('basement.bcfzip');
      const entries = await zipEntries(out.file);
      expect(entries).toContain('bcf.version');
      expect(entries.filter((e) => e.endsWith('/markup.bcf'))).toHaveLength(imported);
    }
    await closeBcf();
  });

  it('an export imported into another drawing brings every topic back (in Chinese)', async () => {
    await chooseLang(page, 'zh');
    await openBcf('first-floor-plan.pdf');
    const text = await importFile(path.join(artifacts, 'bcf-export-3.0.bcfzip'));
    expect(text).toContain(`已导入 ${imported} 个主题`);
    await screenshot(page, 'bcf-import-zh');
    // Not a BCF file: a clear refusal, no 500.
    const bad = await importFile(path.join(testdata, 'pdf/basement.pdf'));
    expect(bad.length).toBeGreaterThan(0);
    await closeBcf();
    await chooseLang(page, 'en');
  });
});
