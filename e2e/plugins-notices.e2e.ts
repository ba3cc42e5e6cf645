import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, sessionOf } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// Issue 21 parts 3 and 4 end to end (docs/plugins.md, docs/notices.md): a system manager
// publishes a notice that the enterprise manager sees once after signing in (not again after a
// reload, and rereadable from the help menu); the system manager uploads a plugin version whose
// download has the sha256 the page shows (computed here from the file), and the catalogue
// refuses to delete a plugin another depends on.

const stack = useStack();
let sys: Page;
const here = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE = path.join(process.env.TESTDATA_DIR ?? path.resolve(here, '../../shared/testdata'), 'pdf/basement.pdf');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  sys = await stack.signedIn('sysadmin');
});

async function toast(page: Page, text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}

describe('notices', () => {
  it('a published notice shows once after sign-in and can be reread from the menu', async () => {
    await sys.goto(`${stack.url}/#/noticeManagement`);
    await sys.click('[data-testid=notice-add]');
    await sys.fill('[data-testid=notice-title]', 'Server maintenance 1');
    await sys.fill('[data-testid=notice-body]', 'The platform is offline on Sunday from 02:00 to 04:00.');
    await sys.click('[data-testid=notice-dialog-ok]');
    await toast(sys, 'The notice was added');
    await sys.locator('[data-testid=notice-table] tr.ant-table-row', { hasText: 'Server maintenance 1' }).waitFor();
    // The author's own page shows it too, once: close that dialog before the screenshot.
    const ownGate = sys.locator('[data-testid=notice-gate-ok]');
    await sys.reload();
    await ownGate.click();
    await screenshot(sys, 'notices-management');

    const manager = await stack.signedIn('emanager');
    const gate = manager.locator('.ant-modal', { has: manager.locator('[data-testid=notice-list]') });
    await gate.getByText('Server maintenance 1').waitFor();
    await screenshot(manager, 'notices-gate');
    const seen = manager.waitForResponse((r) => r.url().endsWith('/protected/notice/mark-seen'));
    const refetched = manager.waitForResponse((r) => r.url().endsWith('/protected/notice/get-current'));
    await manager.click('[data-testid=notice-gate-ok]');
    expect((await (await seen).json()).data.marked).toBe(1);
    await refetched;

    // After a reload the current notices come again, all seen: no dialog.
    const again = manager.waitForResponse((r) => r.url().endsWith('/protected/notice/get-current'));
    await manager.reload();
    const list = (await (await again).json()).data.list as { title: string; seen: boolean }[];
    expect(list.find((n) => n.title === 'Server maintenance 1')?.seen).toBe(true);
    await manager.waitForSelector('[data-testid=user-name]');
    expect(await manager.locator('[data-testid=notice-gate-ok]').count()).toBe(0);

    await manager.hover('[data-testid=help-menu]');
    await manager.click('[data-testid=menu-notices]');
    await manager.locator('[data-testid=notices-reread]').getByText('Server maintenance 1').waitFor();
    await screenshot(manager, 'notices-reread');
    await manager.context().close();
  });
});

describe('plugin versions', () => {
  it('uploads a version that downloads with the shown sha256, and refuses to delete a plugin in use', async () => {
    const bytes = readFileSync(PACKAGE);
    const expected = sha256(bytes);
    await sys.goto(`${stack.url}/#/versionManagement`);
    await sys.click('[data-testid=plugin-add]');
    await sys.fill('[data-testid=plugin-name]', 'Drawing compare');
    await sys.fill('[data-testid=plugin-code]', 'drawing-compare');
    await sys.fill('[data-testid=plugin-version]', '1.0.0');
    await sys.fill('[data-testid=plugin-notes]', 'First release: compares two PDF drawings.');
    await sys.locator('[data-testid=plugin-form] input[type=file]').setInputFiles(PACKAGE);
    await sys.locator('[data-testid=plugin-package-done]', { hasText: expected }).waitFor();
    await screenshot(sys, 'plugins-dialog');
    await sys.click('[data-testid=plugin-dialog-ok]');
    await toast(sys, 'The plugin was added');

    const row = sys.locator('[data-testid=plugin-table] tr.ant-table-row', { hasText: 'Drawing compare' });
    await row.locator('.ant-table-row-expand-icon').click();
    const shown = sys.locator('[data-testid=plugin-versions] [data-testid=plugin-sha]').first();
    await shown.waitFor();
    expect((await shown.innerText()).trim()).toBe(expected);
    await screenshot(sys, 'plugins-versions');
    const download = sys.waitForEvent('download');
    await sys.click('[data-testid=plugin-versions] [data-testid=plugin-download]');
    const file = await (await download).path();
    expect(sha256(readFileSync(file))).toBe(expected);

    // Another plugin depends on it: the delete is refused with the dependent's name.
    const s = await sessionOf(sys);
    const page = await call<{ list: { id: string; name: string; latest: { id: string } }[] }>(stack.url, s, '/get-plugin-page', { name: 'drawing-compare' });
    const target = page.list[0];
    const form = new FormData();
    form.set('sha256', sha256(Buffer.from('markup add-in')));
    form.set('file', new Blob([Buffer.from('markup add-in')]), 'markup.zip');
    const up = (await (
      await fetch(`${stack.url}/protected/plugin/upload-package`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` }, body: form })
    ).json()) as {
      data: { uploadId: string };
    };
    await call(stack.url, s, '/add-plugin', {
      name: 'Markup tools',
      code: 'markup',
      kind: 'desktop',
      dependsOn: [target.id],
      version: { version: '0.9.0', uploadId: up.data.uploadId },
    });
    await sys.reload();
    await sys.locator(`[data-testid=plugin-table] tr.ant-table-row[data-row-key="${target.id}"] [data-testid=plugin-delete]`).click();
    await sys.click('[data-testid=plugin-delete-ok]');
    await sys.locator('.ant-message-notice', { hasText: 'Markup tools' }).waitFor();
    await screenshot(sys, 'plugins-list');

    // The stable latest-version address a client polls.
    const latest = await fetch(`${stack.url}/protected/plugin/latest/${target.id}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(((await latest.json()) as { data: { latest: { sha256: string } } }).data.latest.sha256).toBe(expected);

    // The {token} variant: a desktop client opens the page with its session token in the path.
    const client = await stack.page();
    await client.goto(`${stack.url}/#/versionManagement/${s.token}`);
    await client.locator(`[data-testid=plugin-table] tr[data-row-key="${target.id}"]`).waitFor();
    expect(client.url()).toMatch(/#\/versionManagement$/);
    await screenshot(client, 'plugins-token');
    await chooseLang(client, 'zh');
    await client.getByText('插件版本管理').first().waitFor();
    await screenshot(client, 'plugins-zh');
  });
});
