import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionOf, uploadFile } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';
import { HEAVY_TEST_MS, until } from './support/wait';

// Annotations in the viewers (docs/annotations.md "Viewer side"): for every sample IFC a view is
// saved after moving the camera and, after a reload, reopening it from the drawer puts the camera
// back; on a PDF and a DXF the markup comes back; comments, a reply, the no-permission
// placeholder and the per-item delete rule.

interface ViewPorts {
  position: number[];
  target: number[];
  up: number[];
  fov: number;
  orthoScale: number;
  isPerspective: boolean;
}
interface View2d {
  page: number;
  zoom: number;
  x: number;
  y: number;
}
interface Hooks {
  __viewer3d?: { viewpoint(): { viewPorts: ViewPorts } };
  __markup?: { getMarkup(): { svg: string; view2d: View2d } };
}
interface Saved {
  id: string;
  svg: string | null;
  viewpoint: { viewPorts?: ViewPorts; view2d?: View2d };
  type: string;
}

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testdata = process.env.TESTDATA_DIR ?? path.resolve(repo, '../shared/testdata');
// Saving and restoring a view is the same code for every model; viewer3d.e2e.ts opens every sample
// model. Here: the first two (the second in an orthographic view) and the first zipped one, so
// each model format and both projections are covered without converting all of them again.
const ALL_MODELS = readdirSync(path.join(testdata, 'ifc'))
  .filter((f) => /\.ifc(zip)?$/i.test(f))
  .sort();
const MODELS = [...new Set([...ALL_MODELS.slice(0, 2), ...ALL_MODELS.filter((f) => /\.ifczip$/i.test(f)).slice(0, 1)])];
const PDF = path.join(testdata, 'pdf/first-floor-plan.pdf');
const DXF = path.join(testdata, 'dxf/floor-plan-kr.dxf');

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let page: Page;
let member: Page;
let projectId = '';
let auth: Record<string, string> = {};
const ids: Record<string, string> = {};

async function api<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  const r = await fetch(`${stack.url}${url}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await r.json()) as { success: boolean; msg: string; data: T };
  if (!env.success) throw new Error(`${url}: ${env.msg}`);
  return env.data;
}

const getOne = (fileName: string, id: string) =>
  api<Saved>('GET', `/annotations/getOne?${new URLSearchParams({ projectId, id, projectFileId: ids[fileName] })}`);

const row = (p: Page, name: string) => p.locator(`[data-testid=file-table] tr.ant-table-row:has([data-testid=file-name]:text-is("${name}"))`);
const item = (p: Page, name: string) => p.locator(`[data-testid=annotation-item][data-name="${name}"]`);
const viewpoint3d = (p: Page) => p.evaluate(() => (window as unknown as Hooks).__viewer3d!.viewpoint().viewPorts);
const markup = (p: Page) => p.evaluate(() => (window as unknown as Hooks).__markup!.getMarkup());

/** Opens a model from the file list once converted. */
async function openModel(name: string) {
  await page.goto(`${stack.url}/#/project-files?projectId=${projectId}`);
  await row(page, name).waitFor();
  await until(`${name} converted`, async () => (await row(page, name).locator('[data-testid=model-status]').count()) === 0, {
    between: async () => {
      await page.reload();
      await row(page, name).waitFor();
    },
  });
  await row(page, name).locator('[data-testid=file-name]').click();
  await waitForModel(page);
}

async function waitForModel(p: Page) {
  await p.waitForSelector('[data-testid=viewer-toolbar]', { timeout: 30_000 });
  await p.waitForSelector('[data-testid=model-tree] .ant-tree-treenode');
  await p.waitForFunction(() => !!(window as unknown as Hooks).__viewer3d);
}

/** Waits until the camera is back where the saved viewpoint put it (numbers within a relative tolerance). */
async function waitForCamera(p: Page, want: ViewPorts) {
  await p.waitForFunction((w) => {
    const v = (window as unknown as Hooks).__viewer3d!.viewpoint().viewPorts;
    const near = (a: number[], b: number[]) => a.every((x, i) => Math.abs(x - b[i]) <= 1e-3 * Math.max(1, Math.abs(b[i])));
    return v.isPerspective === w.isPerspective && near(v.position, w.position) && near(v.target, w.target);
  }, want);
}

function expectClose(a: number[], b: number[]) {
  a.forEach((x, i) => expect(Math.abs(x - b[i])).toBeLessThanOrEqual(1e-3 * Math.max(1, Math.abs(b[i]))));
}

async function openDrawer(p: Page, tab: 'comments' | 'views') {
  if (!(await p.locator('[data-testid=annotation-body]').isVisible())) await p.click('[data-testid=tool-annotations]');
  await p.click(`[data-testid=annotation-tab-${tab}]`);
  await p.waitForSelector(`[data-testid=annotation-list-${tab}], [data-testid=annotations-empty-${tab}]`);
}

/** Saves the current view through the drawer's button and dialog; resolves to the new annotation's id. */
async function save(p: Page, tab: 'comments' | 'views', name: string, remark?: string) {
  await openDrawer(p, tab);
  await p.click(tab === 'views' ? '[data-testid=annotation-save-view]' : '[data-testid=annotation-add-comment]');
  await p.waitForSelector('[data-testid=annotation-preview]', { timeout: 20_000 });
  await p.fill('[data-testid=annotation-name-input]', name);
  if (remark) await p.fill('[data-testid=annotation-remark-input]', remark);
  await p.click('[data-testid=annotation-save]');
  await item(p, name).waitFor();
  await p.waitForSelector('.annotation-save-modal', { state: 'detached' }).catch(() => undefined);
  return (await item(p, name).getAttribute('data-id'))!;
}

/** A screenshot once the drawer has finished sliding in and no menu or tooltip is left open. */
async function shot(p: Page, name: string) {
  await p.mouse.move(5, 400);
  await p.waitForSelector('.ant-tooltip:not(.ant-tooltip-hidden), .ant-dropdown:not(.ant-dropdown-hidden)', { state: 'detached' }).catch(() => undefined);
  await screenshot(p, name);
}

async function drag(p: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await p.mouse.move(from.x, from.y);
  await p.mouse.down();
  await p.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await p.mouse.move(to.x, to.y, { steps: 5 });
  await p.mouse.up();
}

const viewer2dUrl = (name: string, extra: Record<string, string> = {}) =>
  `${stack.url}/#/twoviewer?${new URLSearchParams({ type: name.endsWith('.pdf') ? 'pdf' : '2d', projectId, fileId: ids[name], name, projectName: 'Harbour View Residences', ...extra })}`;

async function open2d(p: Page, name: string, extra: Record<string, string> = {}) {
  await p.goto(viewer2dUrl(name, extra));
  await p.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]', { timeout: 20_000 });
  await p.waitForSelector('[data-testid=viewer2d-loading]', { state: 'detached' });
}

async function drawRect(p: Page) {
  const vp = (await p.locator('[data-testid=viewer2d-viewport]').boundingBox())!;
  await p.click('[data-testid=tool-rect]');
  await drag(p, { x: vp.x + vp.width * 0.3, y: vp.y + vp.height * 0.25 }, { x: vp.x + vp.width * 0.5, y: vp.y + vp.height * 0.4 });
  await p.waitForSelector('[data-testid=markup-svg][data-count="1"]');
  await p.click('[data-testid=tool-pan]');
}

beforeAll(async () => {
  page = await stack.signedIn('padmin');
  member = await stack.signedIn('member');
  projectId = await stack.openProject(page);
  const s = await sessionOf(page);
  auth = { authorization: `Bearer ${s.token}`, enterpriseType: s.enterprise };
  for (const f of [...MODELS.map((m) => path.join(testdata, 'ifc', m)), PDF, DXF]) ids[path.basename(f)] = await uploadFile(stack.url, s, projectId, f);
  // The viewers' test hooks (window.__viewer3d, window.__markup) are on only when asked for.
  for (const p of [page, member]) await p.evaluate(() => localStorage.setItem('trestle.testHooks', '1'));
});

describe('3D viewer: saved views restore the camera', () => {
  for (const [i, name] of MODELS.entries()) {
    it(
      `${name}: save after moving the camera, reload, reopen from the drawer`,
      async () => {
        await openModel(name);
        const home = await viewpoint3d(page);
        // Orbit and zoom with the mouse; the second model is saved in an orthographic view.
        if (i === 1) await page.click('[data-testid=tool-projection]');
        const canvas = (await page.locator('[data-testid=viewer-canvas] canvas').first().boundingBox())!;
        const c = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 3 };
        await drag(page, c, { x: c.x + 160, y: c.y + 50 });
        await page.mouse.wheel(0, -400);
        const id = await save(page, 'views', `View of ${name}`);
        const saved = (await getOne(name, id)).viewpoint.viewPorts!;
        expect(saved.isPerspective).toBe(i !== 1);
        // The camera really moved from where the model opened.
        expect(Math.hypot(...saved.position.map((x, k) => x - home.position[k]))).toBeGreaterThan(1e-3 * Math.max(1, Math.hypot(...home.position)));
        if (i === 0) await shot(page, 'annotations-3d-drawer-en');

        await page.reload();
        await waitForModel(page);
        const fresh = await viewpoint3d(page);
        expect(fresh.position).not.toEqual(saved.position);
        await openDrawer(page, 'views');
        // A saved view shows only its name and picture (type auto: no remark, version or time).
        expect(await item(page, `View of ${name}`).locator('[data-testid=annotation-version]').count()).toBe(0);
        await item(page, `View of ${name}`).click();
        await waitForCamera(page, saved);
        const back = await viewpoint3d(page);
        expectClose(back.position, saved.position);
        expectClose(back.target, saved.target);
        expectClose(back.up, saved.up);
        expect(back.fov).toBeCloseTo(saved.fov, 6);
        if (!saved.isPerspective) expect(back.orthoScale / saved.orthoScale).toBeCloseTo(1, 3);

        if (i === 0) {
          // annotationId in the address opens it as the viewer loads (spec 2 §2).
          await page.goto(`${page.url()}&annotationId=${id}`);
          await page.reload();
          await waitForModel(page);
          await waitForCamera(page, saved);
          expect(await item(page, `View of ${name}`).getAttribute('class')).toContain('active');
        }
      },
      HEAVY_TEST_MS,
    );
  }
});

describe('2D viewer: markup comes back with the annotation', () => {
  let pdfNote = '';

  it('PDF: a comment with a rectangle, reloaded and reopened, brings back the svg and the view', async () => {
    await open2d(page, 'first-floor-plan.pdf');
    await page.click('[data-testid=zoom-in]');
    await drawRect(page);
    const drawn = await markup(page);
    pdfNote = await save(page, 'comments', 'Stair opening', 'Check the stair opening against the structure');
    const saved = await getOne('first-floor-plan.pdf', pdfNote);
    expect(saved.type).toBe('other');
    expect(saved.svg).toBe(drawn.svg);
    expect(saved.viewpoint.view2d!.zoom).toBeCloseTo(drawn.view2d.zoom, 6);
    // A comment card shows author, time, remark and version.
    const card = await item(page, 'Stair opening').innerText();
    expect(card).toMatch(/Check the stair opening/);
    expect(card).toMatch(/V1/);
    expect(card).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    await page.reload();
    await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]');
    expect(await page.getAttribute('[data-testid=markup-svg]', 'data-count')).toBe('0');
    await openDrawer(page, 'comments');
    await item(page, 'Stair opening').click();
    await page.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    const back = await markup(page);
    expect(back.svg).toBe(saved.svg);
    expect(back.view2d.page).toBe(saved.viewpoint.view2d!.page);
    expect(back.view2d.zoom).toBeCloseTo(saved.viewpoint.view2d!.zoom, 6);
    expect(back.view2d.x).toBeCloseTo(saved.viewpoint.view2d!.x, 3);
    expect(back.view2d.y).toBeCloseTo(saved.viewpoint.view2d!.y, 3);
  });

  it('comments: blank is refused, HTML is stripped, the thread reloads; a member replies', async () => {
    await page.waitForSelector('[data-testid=comment-panel]');
    await page.waitForSelector('[data-testid=comments-empty]');
    await page.fill('[data-testid=comment-input]', '   ');
    await page.click('[data-testid=comment-send]');
    expect(await page.innerText('[data-testid=comment-error]')).toBe('Please enter a comment');
    await page.fill('[data-testid=comment-input]', 'Opening is <b>200 mm</b> too narrow');
    await page.click('[data-testid=comment-send]');
    await page.waitForSelector('[data-testid=comment-root] [data-testid=comment-text]:text-is("Opening is 200 mm too narrow")');

    // The member opens the same annotation from its address and answers the admin.
    await open2d(member, 'first-floor-plan.pdf', { annotationId: pdfNote });
    await member.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    await member.waitForSelector('[data-testid=comment-root]');
    // Default permission mode: the member may not delete the admin's annotation, so no menu.
    expect(await item(member, 'Stair opening').locator('[data-testid=annotation-menu]').count()).toBe(0);
    await member.click('[data-testid=comment-root] [data-testid=comment-reply-btn]');
    await member.waitForSelector('[data-testid=comment-replying]');
    await member.fill('[data-testid=comment-input]', 'Agreed, widening it');
    await member.click('[data-testid=comment-send]');
    const reply = member.locator('[data-testid=comment-reply]');
    await reply.waitFor();
    expect(await reply.innerText()).toMatch(/replied to .+[\s\S]*Agreed, widening it/);
    const threads = await api<{ context: string; replies: { context: string; toUser: { id: string } | null }[] }[]>(
      'GET',
      `/comment/comments?${new URLSearchParams({ projectId, business: 'annotation', moduleId: pdfNote })}`,
    );
    expect(threads.map((t) => [t.context, t.replies.map((r) => r.context)])).toEqual([['Opening is 200 mm too narrow', ['Agreed, widening it']]]);
    expect(threads[0].replies[0].toUser).not.toBeNull();
    await shot(member, 'annotations-2d-thread-en');
  });

  it('DXF: a saved view with markup comes back after a reload', async () => {
    await open2d(page, 'floor-plan-kr.dxf');
    await drawRect(page);
    const id = await save(page, 'views', 'Core walls');
    const saved = await getOne('floor-plan-kr.dxf', id);
    expect(saved.type).toBe('auto');
    expect(saved.svg).toContain('data-kind="dxf"');
    await page.reload();
    await page.waitForSelector('[data-testid=viewer2d-viewport][data-ready="1"]');
    expect(await page.getAttribute('[data-testid=markup-svg]', 'data-count')).toBe('0');
    await openDrawer(page, 'views');
    await item(page, 'Core walls').click();
    await page.waitForSelector('[data-testid=markup-svg][data-count="1"]');
    expect((await markup(page)).svg).toBe(saved.svg);
    // A view has no comment thread.
    expect(await page.locator('[data-testid=comment-panel]').count()).toBe(0);
  });

  it('deletes an own annotation after confirmation', async () => {
    const id = await save(page, 'views', 'Scratch view');
    await item(page, 'Scratch view').locator('[data-testid=annotation-menu]').click();
    await page.click('[data-testid=annotation-delete]');
    await page.click('[data-testid=annotation-delete-ok]');
    await item(page, 'Scratch view').waitFor({ state: 'detached' });
    await expect(getOne('floor-plan-kr.dxf', id)).rejects.toThrow();
  });

  it('edits an own comment: name, remark and status (kept on the server, shown on the card)', async () => {
    await open2d(page, 'first-floor-plan.pdf');
    await openDrawer(page, 'comments');
    await item(page, 'Stair opening').locator('[data-testid=annotation-menu]').click();
    await page.click('.ant-dropdown:not(.ant-dropdown-hidden) [data-testid=annotation-edit]');
    await page.waitForSelector('[data-testid=annotation-edit-form]');
    await page.fill('[data-testid=annotation-edit-name]', '   ');
    await page.click('[data-testid=annotation-edit-ok]');
    await page.waitForSelector('[data-testid=annotation-edit-form] >> text=Please enter a name');
    await page.fill('[data-testid=annotation-edit-name]', 'Stair opening (widened)');
    await page.fill('[data-testid=annotation-edit-remark]', 'Widened by 200 mm');
    await page.click('[data-testid=annotation-edit-status]');
    await page.click('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:has-text("Resolved")');
    await page.click('[data-testid=annotation-edit-ok]');
    await page.waitForSelector('[data-testid=annotation-edit-form]', { state: 'detached' });
    const card = item(page, 'Stair opening (widened)');
    await card.locator('[data-testid=annotation-status]:text-is("Resolved")').waitFor();
    expect(await card.innerText()).toContain('Widened by 200 mm');
    const saved = await getOne('first-floor-plan.pdf', pdfNote);
    expect(saved).toMatchObject({ name: 'Stair opening (widened)', remark: 'Widened by 200 mm', status: 'Resolved' });
  });

  it('a member without annotation access sees the placeholder instead of the list', async () => {
    const acl = await api<{ roles: { roleId: string; builtIn: string | null }[] }>('POST', '/protected/role-mysql/get-file-initial-permission', {
      projectId,
      fileId: ids['floor-plan-kr.dxf'],
      moduleType: 'annotation',
    });
    const role = acl.roles.find((r) => r.builtIn === 'project_member')!.roleId;
    await api('POST', '/annotations/save/filePermission', {
      projectId,
      projectFileId: ids['floor-plan-kr.dxf'],
      filePermissionsType: 'restrict_role_write',
      permissions: ['access', 'add', 'delete', 'associate_task'].map((actionType) => ({ roleId: role, actionType, value: 0 })),
    });
    await open2d(member, 'floor-plan-kr.dxf');
    await member.click('[data-testid=tool-annotations]');
    await member.waitForSelector('[data-testid=annotations-no-permission]');
    expect(await member.locator('[data-testid=annotation-item]').count()).toBe(0);
    expect(await member.locator('[data-testid=annotation-save-view], [data-testid=annotation-add-comment]').count()).toBe(0);
    await shot(member, 'annotations-no-permission-en');
  });

  it('a member whose role holds no annotation grants sees the placeholder on a file with default annotation permissions', async () => {
    const acl = await api<{ permissionType: string; roles: { roleId: string; builtIn: string | null }[] }>(
      'POST',
      '/protected/role-mysql/get-file-initial-permission',
      { projectId, fileId: ids['first-floor-plan.pdf'], moduleType: 'annotation' },
    );
    expect(acl.permissionType).toBe('none');
    const role = acl.roles.find((r) => r.builtIn === 'project_member')!.roleId;
    const grant = (allowed: boolean) =>
      api('POST', '/protected/project/update-project-role-permission', {
        projectId,
        roleId: role,
        permissions: ['access', 'add'].map((action) => ({ module: 'annotation', action, allowed })),
      });
    await grant(false);
    try {
      // A fresh page: the viewer keeps a file's flags for a minute, and this member opened it before.
      await member.goto('about:blank');
      await open2d(member, 'first-floor-plan.pdf');
      await member.click('[data-testid=tool-annotations]');
      await member.waitForSelector('[data-testid=annotations-no-permission]');
      expect(await member.locator('[data-testid=annotation-save-view], [data-testid=annotation-add-comment]').count()).toBe(0);
    } finally {
      await grant(true);
    }
  });

  it('reads in Chinese', async () => {
    await open2d(page, 'first-floor-plan.pdf', { annotationId: pdfNote });
    await page.waitForSelector('[data-testid=comment-root]');
    await shot(page, 'annotations-2d-drawer-en');
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=annotation-tab-comments]:text-is("批注")');
    await shot(page, 'annotations-2d-drawer-zh');
    await openDrawer(page, 'views');
    await shot(page, 'annotations-2d-views-zh');
    await chooseLang(page, 'en');
  });
});
