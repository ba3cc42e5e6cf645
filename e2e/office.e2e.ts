import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inkOf as inkOnCanvas } from './support/canvas';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack, type Stack } from './support/stack';
import { HEAVY_JOB_MS, HEAVY_TEST_MS } from './support/wait';
import { docx, xlsx } from '../apps/server/src/test/office-docs';

// Office documents open on /officeEditor as the PDF LibreOffice makes of them on the server.
// With LibreOffice installed the pages are drawn; without it (a server told to use a program
// that is not there) the page says so and offers the download and the text preview.

const soffice = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v soffice || command -v libreoffice'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
})();
if (!soffice) console.warn('office.e2e.ts: LibreOffice (soffice) is not installed: the PDF tests are skipped; the "not installed" state is still tested.');

const DOCX = {
  name: 'Site instruction 14.docx',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  buffer: docx(['Site instruction 14', 'Move the pump room door 300 mm east.', 'Second page: 基础 / 基礎'], { pageBreaks: true }),
};
const XLSX = {
  name: 'Door schedule.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: xlsx('Doors', [
    ['Mark', 'Width', 'Height', 'Fire rating'],
    ['D-001', 1200, 2100, 'EI30'],
    ['D-002', 900, 2100, ''],
    ['D-003', 1000, 2400, 'EI60'],
  ]),
};

// One browser for the file; each describe block starts a server of its own (its own env).
const shared = useStack({ server: false });

async function documentsPage(stack: Stack): Promise<Page> {
  const page = await stack.signedIn('padmin');
  await stack.openProject(page);
  await page.click('[data-testid=project-documents]');
  await page.waitForSelector('[data-testid=file-table]');
  return page;
}

async function upload(page: Page, files: (typeof DOCX)[]) {
  await page.setInputFiles('[data-testid=upload-input]', files);
  await page.waitForSelector(`[data-testid=upload-count]:has-text("Uploaded ${files.length}/${files.length}")`, { timeout: 30_000 });
  for (const f of files) await page.waitForSelector(`[data-testid=file-table] [data-testid=file-name]:text-is("${f.name}")`);
}

/**
 * Waits for page 1 of the PDF to be drawn, or for the page to say the conversion failed (then
 * fails at once with what the page says, instead of waiting out the heavy-job limit).
 */
async function firstPageDrawn(page: Page, stack: Stack) {
  const drawn = '[data-testid=pdf-page][data-page="1"][data-rendered="1"] canvas';
  const shown = await page.waitForSelector(`${drawn}, [data-testid=office-error], [data-testid=office-unavailable]`, { timeout: HEAVY_JOB_MS }).then(
    () => true,
    () => false,
  );
  if (!shown || !(await page.locator(drawn).count())) {
    await screenshot(page, 'office-failed');
    throw new Error(
      `${shown ? 'the conversion failed' : 'no page drawn'}: ${page.url()} ${await page.innerText('body')}\nserver output:\n${stack.server.output().slice(-4000)}`,
    );
  }
}

const openFromList = (page: Page, name: string) => page.click(`[data-testid=file-table] [data-testid=file-name]:text-is("${name}")`);

/** How many dark pixels a drawn page has (a blank page has none). */
const inkOf = (page: Page, selector: string) => inkOnCanvas(page, selector, { w: 400, h: 560 });

describe.skipIf(!soffice)(
  soffice ? `office documents as PDF (LibreOffice: ${soffice})` : 'office documents as PDF: SKIPPED, LibreOffice is not installed',
  () => {
    // LibreOffice runs several times slower beside other suites: the server's own limit and the
    // tests' waits leave it room (the first conversion also starts LibreOffice).
    const stack = shared.withServer({ OFFICE_CONVERT_TIMEOUT_SECONDS: String(HEAVY_JOB_MS / 1000) });
    let page: Page;
    beforeAll(async () => {
      page = await documentsPage(stack);
      await upload(page, [DOCX, XLSX]);
    });

    it(
      'opens a Word document from the file manager and draws its pages',
      async () => {
        await openFromList(page, DOCX.name);
        await page.waitForSelector('[data-testid=office-page]');
        expect(page.url()).toContain('#/officeEditor?projectId=');
        expect(await page.innerText('[data-testid=office-name]')).toBe(DOCX.name);
        // The conversion runs in the server's job queue; the page polls until the PDF is there.
        await firstPageDrawn(page, stack);
        expect(await page.innerText('[data-testid=page-count]')).toBe('of 3');
        expect(await inkOf(page, '[data-testid=pdf-page][data-page="1"] canvas')).toBeGreaterThan(200);
        await page.waitForSelector('[data-testid=office-as-pdf]');
        // View only: the markup tools of the 2D viewer are not offered here.
        expect(await page.locator('[data-testid=tool-rect]').count()).toBe(0);
        await screenshot(page, 'office-docx');
      },
      HEAVY_TEST_MS,
    );

    it(
      'goes back to the files and opens a spreadsheet',
      async () => {
        await page.click('[data-testid=office-back]');
        await page.waitForSelector('[data-testid=file-table]');
        await openFromList(page, XLSX.name);
        await firstPageDrawn(page, stack);
        expect(await page.innerText('[data-testid=page-count]')).toBe('of 1');
        expect(await inkOf(page, '[data-testid=pdf-page][data-page="1"] canvas')).toBeGreaterThan(200);
        await screenshot(page, 'office-xlsx');
      },
      HEAVY_TEST_MS,
    );

    it('keeps the text preview for text files', async () => {
      await page.click('[data-testid=office-back]');
      await page.click('[data-testid=breadcrumbs] >> text=All files');
      await openFromList(page, '04 Site');
      await openFromList(page, 'Kick-off minutes.txt');
      await page.waitForSelector('[data-testid=doc-text]');
      expect(page.url()).not.toContain('officeEditor');
    });

    it('sends a visitor without a session to the login first', async () => {
      const stranger = await (await stack.browser.newContext()).newPage();
      await stranger.goto(`${stack.url}/#/officeEditor?projectId=p&fileId=f&name=x.docx`);
      await stranger.waitForSelector('[data-testid=login-name]');
      expect(decodeURIComponent(stranger.url())).toContain('redirectUrl=/officeEditor?projectId=p');
    });
  },
);

describe('office documents without LibreOffice', () => {
  const stack = shared.withServer({ LIBREOFFICE_PATH: '/nonexistent/soffice' });

  it('says LibreOffice is not installed, and offers the download and the text', async () => {
    const page = await documentsPage(stack);
    await upload(page, [DOCX]);
    await openFromList(page, DOCX.name);
    await page.waitForSelector('[data-testid=office-unavailable]');
    expect(await page.innerText('[data-testid=office-page]')).toContain('ask your administrator');
    await page.waitForSelector('[data-testid=office-download]');
    await screenshot(page, 'office-unavailable');
    await page.click('[data-testid=office-text-preview]');
    expect(await page.locator('[data-testid=doc-text]').innerText()).toContain('Move the pump room door 300 mm east.');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=doc-preview]', { state: 'detached' });
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=office-unavailable]:has-text("此服务器未安装 LibreOffice")');
    await screenshot(page, 'office-unavailable-zh');
  });
});
