import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFirstSheet } from '../apps/server/src/lib/xlsx-read';
import { call, sessionOf } from './support/api';
import { screenshot } from './support/browser';
import { chooseLang } from './support/session';
import { chooseOption } from './support/select';
import { useStack } from './support/stack';

// The operation log screen (docs/operation-log.md "The screens"): the project admin renames a
// folder and changes a member's role, then reads both rows with their before → after on the
// project's log, filters it by module and exports it; a plain member has no way in.

const stack = useStack();
let admin: Page;
let member: Page;
let projectId = '';
const BEFORE = 'Site photos';
const AFTER = 'Site images';

beforeAll(async () => {
  admin = await stack.signedIn('padmin', { acceptDownloads: true });
  member = await stack.signedIn('member');
});

const rows = (p: Page) => p.locator('[data-testid=oplog-table] tr.ant-table-row');

describe('operation log', () => {
  it('a plain member has no log entry on the project home, and the address refuses', async () => {
    projectId = await stack.openProject(member);
    await member.waitForSelector('[data-testid=project-app-dms]');
    expect(await member.locator('[data-testid=project-app-log_statistics]').count()).toBe(0);
    await member.goto(`${stack.url}/#/operationLog/${projectId}`);
    await member.waitForSelector('text=You do not have permission to operate');
    expect(await rows(member).count()).toBe(0);
  });

  it('the admin renames a folder and changes a member role (then gives the old one back)', async () => {
    const s = await sessionOf(admin);
    const made = await call<{ folderInfoArr: { id: string }[] }>(stack.url, s, '/protected/file/create-many-folder', { projectId, folderArr: [BEFORE] });
    await call(stack.url, s, '/protected/file/rename', { projectId, fileId: made.folderInfoArr[0].id, name: AFTER });
    const members = await call<{ list: { userId: string; loginName: string | null; roleId: string | null }[] }>(
      stack.url,
      s,
      '/protected/project/get-project-members',
      {
        projectId,
        pageNum: 1,
        pageSize: 50,
      },
    );
    const plain = members.list.find((m) => m.loginName === 'member')!;
    const roles = await call<{ id: string; name: string }[]>(stack.url, s, '/protected/project/get-project-roles', { projectId });
    const other = roles.find((r) => r.id !== plain.roleId)!;
    await call(stack.url, s, '/protected/project/update-member-role', { projectId, userId: plain.userId, roleId: other.id });
    await call(stack.url, s, '/protected/project/update-member-role', { projectId, userId: plain.userId, roleId: plain.roleId });
  });

  it('the admin opens the log from the project home and sees both changes with before → after', async () => {
    await admin.goto(`${stack.url}/#/project_index/${projectId}`);
    await admin.click('[data-testid=project-app-log_statistics]');
    await admin.waitForURL(/operationLog\//);
    const rename = rows(admin).filter({ hasText: 'Rename' }).first();
    await rename.waitFor();
    expect(await rename.innerText()).toContain(`Name: ${BEFORE} → ${AFTER}`);
    // the role change, newest first: the role given back, by name (once the role names are in)
    const role = rows(admin).filter({ hasText: 'Role:' }).first();
    await expect.poll(() => role.innerText()).toMatch(/Role: Project administrator → Project member/);
    expect(await role.innerText()).toMatch(/Project manager: Yes → No/);
    await admin.waitForSelector('[data-testid=oplog-chart-person] canvas');
    await admin.waitForSelector('[data-testid=oplog-chart-module] canvas');
    await screenshot(admin, 'operation-log-en');
  });

  it('filters by module: Documents only', async () => {
    await chooseOption(admin, 'oplog-module', 'Documents', 'h4');
    await expect.poll(async () => (await rows(admin).locator('td:nth-child(3)').allInnerTexts()).every((m) => m === 'Documents')).toBe(true);
    expect(await rows(admin).filter({ hasText: 'Rename' }).count()).toBeGreaterThan(0);
    expect(await rows(admin).filter({ hasText: 'Role:' }).count()).toBe(0);
  });

  it('exports the filtered rows to .xlsx', async () => {
    const download = admin.waitForEvent('download');
    await admin.click('[data-testid=oplog-export]');
    await admin.click('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item:has-text(".xlsx")');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const [head, ...sheet] = await readFirstSheet(readFileSync(await file.path()), 1000);
    expect(head.slice(0, 8)).toEqual(['Time', 'Person', 'Login name', 'Module', 'Action', 'Target', 'Target id', 'Changes']);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.every((r) => r[3] === 'files')).toBe(true);
    const renamed = sheet.find((r) => r[4] === 'rename' && r[5] === AFTER)!;
    expect(renamed[7]).toBe(`${AFTER}: name: "${BEFORE}" → "${AFTER}"`);
    expect(renamed[2]).toBe('padmin');
  });

  it("the enterprise manager opens the enterprise's log, which holds the project's rows too", async () => {
    const manager = await stack.signedIn('emanager');
    await manager.goto(`${stack.url}/#/enterpriseManagement`);
    await manager.click('[data-testid=open-operation-log]');
    await manager.waitForURL(/enterpriseOperationLog/);
    const rename = rows(manager).filter({ hasText: 'Rename' }).first();
    await expect.poll(() => rename.innerText()).toContain(`Name: ${BEFORE} → ${AFTER}`);
    await manager.context().close();
  });

  it('reads in Chinese', async () => {
    await chooseLang(admin, 'zh');
    await admin.waitForSelector('text=操作日志');
    await rows(admin).first().waitFor();
    await screenshot(admin, 'operation-log-zh');
    await chooseLang(admin, 'en');
  });
});
