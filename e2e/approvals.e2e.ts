import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApprovalDetail, ApprovalList } from '@trestle/shared/approval-schemas';
import { call, sessionOf } from './support/api';
import { screenshot, settled } from './support/browser';
import { chooseLang, DEMO_PASSWORDS } from './support/session';
import { useStack } from './support/stack';

// Document approvals end to end (docs/approvals.md): padmin (A) submits two demo drawings from
// the project's Approvals tile to member (B) and emanager (C) with sysadmin (D) in copy; B's
// bell rises without a reload, the notice opens the approval page in a new tab, B approves;
// C rejects with a reason; A resubmits; both approve and it is completed; then in Chinese.

const PROJECT = 'Harbour View Residences';
const TITLE = 'Level 1 drawings for tender';

const stack = useStack({ viewport: { width: 1440, height: 900 } });
let a: Page;
let b: Page;
let c: Page;
let projectId = '';
let approvalId = '';
let aSession: { token: string; enterprise: string };
const ids: Record<'member' | 'emanager' | 'sysadmin', string> = { member: '', emanager: '', sysadmin: '' };

const badge = (p: Page) => p.evaluate(() => Number(document.querySelector('[data-testid=notify-badge] .ant-badge-count')?.getAttribute('title') ?? 0));
const waitBadge = (p: Page, n: number) =>
  p.waitForFunction((want) => Number(document.querySelector('[data-testid=notify-badge] .ant-badge-count')?.getAttribute('title') ?? 0) === want, n, {
    timeout: 15_000,
  });
const option = (p: Page, text: string) =>
  p.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:has-text("${text}")`).first();
const toast = (p: Page, text: string) => p.locator('.ant-message-notice', { hasText: text }).first().waitFor();
const drawerStatus = (p: Page) => p.locator('[data-testid=approval-drawer]').getAttribute('data-status');
const asA = <T>(url: string, body: object) => call<T>(stack.url, aSession, url, body);
const pageOf = (approval: string) =>
  `${stack.url}/#/document-approval?${new URLSearchParams({ targetId: new URLSearchParams({ projectId, approvalId: approval }).toString() })}`;

/** Picks people or files in an antd multiple select: type, click the option, close the list. */
async function pick(p: Page, testId: string, texts: string[]) {
  const box = p.locator(`[data-testid=${testId}]`);
  for (const text of texts) {
    await box.click();
    await p.keyboard.type(text);
    await option(p, text).click();
  }
  await p.keyboard.press('Escape');
}

/** Runs one workflow action from the open drawer: button, optional comment, OK. */
async function act(p: Page, action: string, comment?: string) {
  await p.click(`[data-testid=approval-${action}]`);
  const box = p.locator('[data-testid=approval-action-comment]');
  await box.waitFor();
  if (comment) await box.fill(comment);
  await p.click('[data-testid=approval-action-ok]');
}

beforeAll(async () => {
  a = await stack.signedIn('padmin');
  projectId = await stack.openProject(a, PROJECT);
  aSession = await sessionOf(a);
  for (const login of ['member', 'emanager', 'sysadmin'] as const) {
    ids[login] = (
      await call<{ user: { id: string } }>(stack.url, aSession, '/public/user/login', { loginName: login, password: DEMO_PASSWORDS[login] })
    ).user.id;
  }
  await asA('/protected/project-level/invite-user', { projectId, userIds: [ids.emanager, ids.sysadmin] });
  b = await stack.signedIn('member');
  c = await stack.signedIn('emanager');
});

describe('document approvals', () => {
  it('opens from the project home and lists the demo approval', async () => {
    await a.click('[data-testid=project-app-approval]');
    await a.waitForURL(/document-approval\?projectId=/);
    await a.locator('[data-testid=approval-row][data-title="Architecture drawings for construction issue"]').waitFor();
  });

  it("A submits two documents to B and C with D in copy; B's bell rises without a reload", async () => {
    const before = await badge(b);
    await b.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await a.click('[data-testid=approval-new]');
    await a.locator('[data-testid=approval-form]').waitFor();
    // Nothing filled: the form says what is missing and sends nothing.
    await a.click('[data-testid=approval-form-submit]');
    await a.locator('[data-testid=approval-form] .ant-form-item-explain-error').first().waitFor();
    await a.fill('[data-testid=approval-form-title]', TITLE);
    await pick(a, 'approval-form-approvers', ['Mia Member', 'Erin Manager']);
    await pick(a, 'approval-form-cc', ['System Manager']);
    await pick(a, 'approval-form-documents', ['Site plan.pdf', 'Ground floor.dxf']);
    await a.fill('[data-testid=approval-form-remarks]', 'Revision C for the tender package.');
    await screenshot(a, 'approvals-new-en');
    await a.click('[data-testid=approval-form-submit]');
    await toast(a, 'Approval submitted');
    await expect.poll(() => drawerStatus(a)).toBe('in_process');
    expect(await a.locator('[data-testid=approval-title]').innerText()).toBe(TITLE);
    expect(await a.locator('[data-testid=approval-document]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual([
      'Site plan.pdf',
      'Ground floor.dxf',
    ]);
    expect(await a.locator('[data-testid=approval-approver]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual([
      'Mia Member',
      'Erin Manager',
    ]);
    // A may revoke, not approve its own.
    expect(await a.locator('[data-testid=approval-approve]').count()).toBe(0);
    await a.locator('[data-testid=approval-revoke]').waitFor();
    const mine = await asA<ApprovalList>('/protected/approval/list', { projectId, tab: 'initiated' });
    approvalId = mine.list.find((x) => x.title === TITLE)!.id;

    await waitBadge(b, before + 1);
    expect(await b.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    // D (cc) was told too.
    const d = await call<{ token: string }>(stack.url, aSession, '/public/user/login', { loginName: 'sysadmin', password: DEMO_PASSWORDS.sysadmin });
    const dList = (await (await fetch(`${stack.url}/account/user/notify/list/1?type=19650`, { headers: { authorization: `Bearer ${d.token}` } })).json()) as {
      data: { list: { actionType: string; subject: string }[] };
    };
    expect(dList.data.list[0]).toMatchObject({ actionType: 'initiated', subject: TITLE });
  });

  it('B opens the notice: the approval page opens in a new tab at that approval, and B approves', async () => {
    await b.click('[data-testid=notify-bell]');
    const top = b.locator('[data-testid=notice-item]').first();
    await expect.poll(() => top.locator('[data-testid=notice-action]').innerText()).toBe('started an approval');
    expect(await top.locator('[data-testid=notice-subject]').innerText()).toContain(TITLE);
    await top.click();
    await b.waitForSelector('[data-testid=notice-detail]');
    const [tab] = await Promise.all([b.context().waitForEvent('page'), b.click('[data-testid=notice-open-approval]')]);
    await tab.waitForURL(/document-approval\?targetId=/);
    await tab.locator('[data-testid=approval-drawer][data-status=in_process]').waitFor();
    expect(await tab.locator('[data-testid=approval-title]').innerText()).toBe(TITLE);
    // A document opens in its viewer at the version that was submitted.
    const [viewer] = await Promise.all([
      b.context().waitForEvent('page'),
      tab.click('[data-testid=approval-document][data-name="Site plan.pdf"] [data-testid=approval-document-open]'),
    ]);
    await viewer.waitForURL(/twoviewer\?/);
    const vq = new URLSearchParams(viewer.url().split('?')[1]);
    const submitted = await asA<ApprovalDetail>('/protected/approval/get', { projectId, approvalId });
    expect(vq.get('versionId')).toBe(submitted.documents.find((d) => d.name === 'Site plan.pdf')!.versionId);
    expect(vq.get('type')).toBe('pdf');
    await viewer.close();
    await act(tab, 'approve', 'Setbacks checked.');
    await toast(tab, 'Approved');
    await tab.locator('[data-testid=approval-approver][data-name="Mia Member"] [data-decision=approved]').waitFor();
    expect(await drawerStatus(tab)).toBe('in_process');
    expect(await tab.locator('[data-testid=approval-approve]').count()).toBe(0);
    await tab.close();
  });

  it('C rejects, and must give the reason', async () => {
    await c.goto(pageOf(approvalId));
    await c.locator('[data-testid=approval-drawer][data-status=in_process]').waitFor();
    await act(c, 'reject');
    await c.locator('.ant-modal .ant-form-item-explain-error', { hasText: 'Please give the reason' }).waitFor();
    await c.fill('[data-testid=approval-action-comment]', 'Fire exits missing on the ground floor.');
    await c.click('[data-testid=approval-action-ok]');
    await toast(c, 'Rejected');
    await expect.poll(() => drawerStatus(c)).toBe('rejected');
    await c.locator('[data-testid=approval-history-entry][data-action=reject] >> text=Fire exits missing on the ground floor.').waitFor();
  });

  it('A resubmits: round 2, the decisions open again', async () => {
    await a.goto(pageOf(approvalId));
    await a.locator('[data-testid=approval-drawer][data-status=rejected]').waitFor();
    await act(a, 'resubmit', 'Fire exits added.');
    await toast(a, 'Resubmitted');
    await expect.poll(() => drawerStatus(a)).toBe('resubmitted');
    expect(await a.locator('[data-testid=approver-decision]').evaluateAll((els) => els.map((e) => e.getAttribute('data-decision')))).toEqual([
      'pending',
      'pending',
    ]);
    expect(await a.locator('[data-testid=approval-document][data-round="2"]').count()).toBe(2);
  });

  it('both approve: completed', async () => {
    await b.goto(pageOf(approvalId));
    await b.locator('[data-testid=approval-drawer][data-status=resubmitted]').waitFor();
    await act(b, 'approve');
    await toast(b, 'Approved');
    await c.goto(pageOf(approvalId));
    await c.locator('[data-testid=approval-drawer][data-status=resubmitted]').waitFor();
    await act(c, 'approve');
    await toast(c, 'Approved: the approval is completed');
    await expect.poll(() => drawerStatus(c)).toBe('completed');
    const done = await asA<ApprovalDetail>('/protected/approval/get', { projectId, approvalId });
    expect(done.history.map((h) => h.action)).toEqual(['submit', 'approve', 'reject', 'resubmit', 'approve', 'approve', 'complete']);
    expect(done.can).toEqual({ approve: false, reject: false, resubmit: false, revoke: false });
  });

  it('speaks Chinese', async () => {
    await a.goto(`${stack.url}/#/project_list`);
    await chooseLang(a, 'zh');
    await a.goto(pageOf(approvalId));
    await a.locator('[data-testid=approval-drawer][data-status=completed]').waitFor();
    expect(await a.locator('.ant-drawer [data-testid=approval-status]').innerText()).toBe('已完成');
    expect(await a.locator('[data-testid=approval-history-entry][data-action=complete]').innerText()).toContain('全部审批人已同意，审批完成');
    expect(await a.locator('[data-testid=approval-history-entry][data-action=reject]').innerText()).toContain('Erin Manager 驳回');
    // The drawer slides in: take the picture once it stands still.
    await a.locator('.ant-drawer-content-wrapper').waitFor();
    await settled(a);
    await screenshot(a, 'approvals-detail-zh');
    await a.click('.ant-drawer-close');
    await a.locator('[data-testid=approval-drawer]').waitFor({ state: 'detached' });
    await a.locator('[data-testid=approval-row]').first().waitFor();
    expect(await a.locator('[data-testid=approvals-title]').innerText()).toBe('文件审批');
    await screenshot(a, 'approvals-list-zh');
  });
});
