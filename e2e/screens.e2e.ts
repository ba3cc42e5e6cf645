import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { mailsIn } from './support/mail';
import { screenshot } from './support/browser';
import { signIn, DEMO_PASSWORDS } from './support/session';
import { useStack } from './support/stack';
import { call, sessionOf, uploadFile } from './support/api';
import { chooseOption, OPEN_SELECT_LIST } from './support/select';

// A 1x1 PNG, built by hand so the test does not depend on an image library.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const stack = useStack({ viewport: { width: 1280, height: 860 } });

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await stack.page();
  return { context: page.context(), page };
}

/** The newest mail the server wrote. */
const lastMail = () => mailsIn(stack.server.dataDir).at(-1) ?? '';

describe('project configuration and invitations', () => {
  it('invites a new address; the invitee sets a password from the mail and joins', async () => {
    const admin = await freshPage();
    await signIn(admin.page, stack.url, 'padmin');
    await admin.page.click('text=Harbour View Residences');
    await admin.page.click('[data-testid=project-config]');
    await admin.page.click('.ant-tabs-tab:has-text("Members")'); // the config page's tab, not a 'Members' text of the page before it
    await admin.page.click('[data-testid=invite-open]');
    await admin.page.fill('[data-testid=invite-emails]', 'padmin@demo.trestle.local');
    await admin.page.click('.ant-modal-footer .ant-btn-primary');
    await admin.page.waitForSelector('text=You cannot invite yourself');
    await admin.page.fill('[data-testid=invite-emails]', 'lena@builders.example');
    await admin.page.click('.ant-modal-footer .ant-btn-primary');
    await admin.page.waitForSelector('text=Invitations sent to 1 address(es)');
    await screenshot(admin.page, 'project-config-members');
    await admin.context.close();

    const mail = lastMail();
    const setPath = /#(\/setpassword\/[A-Za-z0-9_-]+)/.exec(mail)![1];
    const joinPath = /#(\/join_project\?code=[A-Za-z0-9_-]+)/.exec(mail)![1];
    const guest = await freshPage();
    await guest.page.goto(`${stack.url}/#${setPath}`);
    await guest.page.fill('[data-testid=set-password]', 'lena2026');
    await guest.page.fill('[data-testid=set-password-confirm]', 'lena2027');
    await guest.page.click('[data-testid=set-password-submit]');
    await guest.page.waitForSelector('text=The two passwords do not match');
    await guest.page.fill('[data-testid=set-password-confirm]', 'lena2026');
    await guest.page.click('[data-testid=set-password-submit]');
    await guest.page.waitForSelector('[data-testid=login-name]');

    await guest.page.goto(`${stack.url}/#${joinPath}`);
    await guest.page.waitForSelector('text=Harbour View Residences');
    await guest.page.click('[data-testid=join-submit]');
    await guest.page.fill('[data-testid=login-name]', 'lena@builders.example');
    await guest.page.fill('[data-testid=login-password]', 'lena2026');
    await guest.page.click('[data-testid=login-submit]');
    await guest.page.waitForSelector('[data-testid=join-submit]');
    await guest.page.click('[data-testid=join-submit]');
    await guest.page.waitForSelector('[data-testid=project-title]');
    expect(await guest.page.innerText('[data-testid=project-title]')).toBe('Harbour View Residences');
    await guest.context.close();
  });

  it('lets the admin grant the member role a permission', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'padmin');
    await page.click('text=Riverside Office Tower');
    await page.click('[data-testid=project-config]');
    await page.click('.ant-tabs-tab:has-text("Roles")');
    await page.click('[data-testid=role-select]');
    await page.click('.ant-select-item-option:has-text("Project member")');
    await page.click('label:has-text("Export") >> nth=0');
    await page.click('[data-testid=role-save]');
    await page.waitForSelector('text=Saved successfully');
    await screenshot(page, 'project-roles');
    await context.close();
  });

  it('lets the admin create a role, give it to a member and delete it, moving its holder', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'padmin');
    await page.click('text=Riverside Office Tower');
    await page.click('[data-testid=project-config]');
    await page.click('.ant-tabs-tab:has-text("Roles")');
    await page.click('[data-testid=role-new]');
    await page.fill('[data-testid=role-form-name]', 'Inspector');
    await page.click('.ant-modal-footer .ant-btn-primary');
    await page.waitForSelector('text=Saved successfully');
    await page.waitForSelector('[data-testid=role-select] >> text=Inspector');

    await page.click('.ant-tabs-tab:has-text("Members")');
    await chooseOption(page, page.locator('tr:has-text("Mia Member") .ant-select'), 'Inspector');
    await page.waitForSelector('tr:has-text("Mia Member") .ant-select-content:has-text("Inspector")');

    await page.click('.ant-tabs-tab:has-text("Roles")');
    await chooseOption(page, 'role-select', 'Inspector');
    await page.click('[data-testid=role-delete]');
    await page.waitForSelector('[data-testid=role-holders] >> text=1 person holds this role');
    expect(await page.isDisabled('.ant-modal-footer .ant-btn-dangerous')).toBe(true);
    await chooseOption(page, 'role-move-to', 'Project member');
    await page.click('.ant-modal-footer .ant-btn-dangerous');
    await page.waitForSelector('text=Role deleted');
    await page.click('[data-testid=role-select]');
    await page.waitForSelector(`${OPEN_SELECT_LIST} .ant-select-item-option[title="Project member"]`);
    expect(await page.locator(`${OPEN_SELECT_LIST} .ant-select-item-option[title="Inspector"]`).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.click('.ant-tabs-tab:has-text("Members")');
    await page.waitForSelector('tr:has-text("Mia Member") .ant-select-content:has-text("Project member")');
    await context.close();
  });

  it('shows /401 for a project the caller may not see', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'member');
    await page.goto(`${stack.url}/#/project_index/not-a-project`);
    await page.waitForSelector('text=No permission to view this page');
    expect(page.url()).toContain('#/401');
    await context.close();
  });
  it('lets the admin give one role to two chosen members at once', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'padmin');
    await page.click('text=Harbour View Residences');
    await page.click('[data-testid=project-config]');
    await page.click('.ant-tabs-tab:has-text("Roles")');
    await page.click('[data-testid=role-new]');
    await page.fill('[data-testid=role-form-name]', 'Surveyor');
    await page.click('[data-testid=role-form-ok]');
    await page.waitForSelector('[data-testid=role-select] >> text=Surveyor');

    await page.click('.ant-tabs-tab:has-text("Members")');
    const member = (text: string) => page.locator(`[data-testid=members-table] tr.ant-table-row:has-text("${text}")`);
    const setRole = async (role: string) => {
      for (const who of ['Mia Member', 'lena@builders.example']) await member(who).locator('.ant-checkbox-input').check();
      await page.click('[data-testid=members-set-role]:has-text("Set role (2 people)")');
      await chooseOption(page, 'set-role-select', role);
      await page.click('[data-testid=set-role-ok]');
      await page.locator('[data-testid=members-set-role]').waitFor({ state: 'detached' });
    };
    await setRole('Surveyor');
    for (const who of ['Mia Member', 'lena@builders.example']) await member(who).locator('.ant-select-content:has-text("Surveyor")').waitFor();
    await member('Paul Admin').locator('.ant-select-content:has-text("Project administrator")').waitFor();
    await setRole('Project member');
    for (const who of ['Mia Member', 'lena@builders.example']) await member(who).locator('.ant-select-content:has-text("Project member")').waitFor();
    await context.close();
  });
});

describe('enterprise, platform and account screens', () => {
  it('lets the enterprise manager rename the enterprise and see storage in GB', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'emanager');
    await page.click('[data-testid=settings-menu]');
    await page.click('text=Enterprise management');
    await page.waitForSelector('[data-testid=storage-text]');
    await page.waitForSelector('text=Enterprise roles');
    expect(await page.innerText('[data-testid=storage-text]')).toBe('0.00 GB of 50.00 GB used');
    await page.fill('#co_name_en', 'Northwind Construction Group');
    await page.click('button:has-text("Save")');
    await page.waitForSelector('text=Saved successfully');
    await screenshot(page, 'enterprise-management');
    await context.close();
  });

  it('offers Create project only to holders of the enterprise project_add grant', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'member');
    // Once the enterprise grants are in, the list's actions are final.
    await page.waitForSelector('[data-testid=project-actions][data-grants=loaded]');
    expect(await page.locator('[data-testid=create-project]').count()).toBe(0);
    expect(await page.locator('[data-testid=create-group]').count()).toBe(0);
    await context.close();
    const lead = await freshPage();
    await signIn(lead.page, stack.url, 'padmin');
    await lead.page.waitForSelector('[data-testid=create-project]');
    await lead.context.close();
  });

  it('shows the enterprise list to the system manager', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'sysadmin');
    await page.goto(`${stack.url}/#/platform_management`);
    await page.waitForSelector('text=Southbank Design');
    // The role groups of an enterprise: its own roles and each project's, read-only.
    await page.click('tr:has-text("Northwind") [data-testid=platform-roles-open]');
    await page.waitForSelector('[data-testid=platform-roles-title]:has-text("Northwind")');
    const names = () => page.locator('[data-testid=platform-roles-table] [data-testid=platform-role-name]').allInnerTexts();
    await expect.poll(names).toContain('Enterprise manager');
    await chooseOption(page, 'platform-role-group', 'Riverside Office Tower · 2 roles');
    await expect.poll(names).toEqual(['Project administrator', 'Project member']);
    await chooseOption(page, 'platform-role-group', 'All groups');
    await page.fill('[data-testid=platform-role-search] input', 'lead');
    await page.press('[data-testid=platform-role-search] input', 'Enter');
    await expect.poll(names).toEqual(['Project lead']);
    await screenshot(page, 'platform-role-groups');
    await context.close();
  });

  it('updates the profile and the auto-logout choice', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'member');
    await page.click('[data-testid=settings-menu]');
    await page.click('text=Personal center');
    // Wait for the profile form: the project list behind it has a field with the same id.
    await page.waitForSelector('text=My enterprises');
    await page.fill('#name', 'Mia Member-Schulz');
    await page.click('button:has-text("Save")');
    await page.waitForSelector('text=Saved successfully');
    // The header shows the new name, cut to 10 characters and an ellipsis.
    await page.waitForSelector('[data-testid=user-name] >> text=Mia Member...');
    await page.goto(`${stack.url}/#/UserSettings`);
    await page.click('text=Auto sign-out');
    await page.click('[data-testid=auto-logout]');
    await page.click('.ant-select-item-option:has-text("1 hour")');
    await page.waitForSelector('text=Saved successfully');
    await page.click('.ant-tabs-tab:has-text("Password")');
    await page.fill('#oldPassword', DEMO_PASSWORDS.member);
    await page.fill('#password', 'weakpass');
    await page.fill('#confirmPassword', 'weakpass');
    await page.click('button:has-text("Save")');
    await page.waitForSelector('text=The password must be 8 to 20 characters and mix upper case');
    await screenshot(page, 'user-settings');
    await context.close();
  });
});

describe('registration', () => {
  it('creates an individual account that is told how to join a project', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${stack.url}/#/login`);
    await page.click('[data-testid=register-link]');
    await page.fill('[data-testid=register-login]', 'jo');
    await page.fill('[data-testid=register-name]', 'Jo Builder');
    await page.fill('[data-testid=register-email]', 'jo@builders.example');
    await page.fill('[data-testid=register-password]', 'jo2026');
    await page.fill('[data-testid=register-confirm]', 'jo2026');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('text=The user name must be 3 to 30 characters');
    await page.fill('[data-testid=register-login]', 'jo.builder');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('text=Account created, please sign in');
    await page.fill('[data-testid=login-name]', 'jo.builder');
    await page.fill('[data-testid=login-password]', 'jo2026');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('text=You are not in an enterprise yet');
    await screenshot(page, 'registered-empty');
    await context.close();
  });
});

describe('enterprise switch', () => {
  it("opens another enterprise's sign-in in a new window, which signs in to that enterprise", async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'emanager');
    await page.click('[data-testid=enterprise-switch]');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.click('text=Southbank Design')]);
    await popup.waitForSelector('[data-testid=login-name]');
    expect(popup.url()).toMatch(/#\/login\/[0-9a-f-]{36}$/);
    await popup.fill('[data-testid=login-name]', 'emanager');
    await popup.fill('[data-testid=login-password]', DEMO_PASSWORDS.emanager);
    await popup.click('[data-testid=login-submit]');
    await popup.waitForSelector('[data-testid=enterprise-switch] >> text=Southbank Design');
    await context.close();
  });
});

describe('project groups', () => {
  it('creates a group; its home shows figures, projects and an uploaded logo; a group with projects is not deleted', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'emanager');
    await page.click('[data-testid=create-group]');
    await page.fill('[data-testid=group-name]', 'Canal Quarter');
    await page.fill('[data-testid=group-region]', 'Hamburg');
    await page.fill('[data-testid=group-address]', 'Kanalweg 3');
    await page.click('[data-testid=group-submit]');
    await page.waitForSelector('text=Added successfully');
    // The group's name in the project list opens the group's home page.
    await page.click('[data-testid=project-table] >> text=Harbour District');
    await page.waitForSelector('[data-testid=group-title]:has-text("Harbour District")');
    await page.waitForSelector('[data-testid=group-figures]');
    const listed = await page.locator('[data-testid=group-projects] tbody tr').count();
    expect(listed).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=figure-projects] .ant-statistic-content-value').innerText()).toBe(String(listed));
    // A logo, with the enterprise logo's limits.
    const png = path.join(stack.server.dataDir, 'group-logo.png');
    writeFileSync(png, PNG);
    await page.setInputFiles('[data-testid=group-home] input[type=file]', png);
    await page.waitForSelector('[data-testid=group-logo][data-has-logo=yes]');
    await screenshot(page, 'group-home');
    // Its edit page refuses to delete a group that holds projects.
    await page.click('[data-testid=group-edit]');
    await page.waitForSelector('text=Edit project group');
    await page.click('button:has-text("Delete")');
    await page.click('.ant-popconfirm button.ant-btn-primary');
    await page.waitForSelector('text=A project group that has projects cannot be deleted');
    // The enterprise home lists both groups, the new one empty.
    await page.goto(`${stack.url}/#/enterpriseHome`);
    await page.waitForSelector('[data-testid=group-card][data-group="Canal Quarter"]:has-text("0 projects")');
    await page.waitForSelector('[data-testid=group-card][data-group="Harbour District"] img');
    await screenshot(page, 'enterprise-home');
    await page.click('[data-testid=group-card][data-group="Canal Quarter"]');
    await page.waitForSelector('text=No project of this group is open to you');
    await context.close();
  });
});

describe('enterprise files', () => {
  it("holds the enterprise's documents in the file manager: the manager files one, a member reads it without upload", async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'emanager');
    await page.goto(`${stack.url}/#/enterpriseHome`);
    await page.click('[data-testid=enterprise-files]');
    await page.waitForSelector('[data-testid=files-title]');
    await page.waitForSelector('text=Enterprise files');
    // The manager may upload (the toolbar follows the list's permissions, once it has loaded).
    await page.waitForSelector('[data-testid=upload-open]');
    const spaceId = new URL(page.url().replace('/#/', '/')).searchParams.get('projectId') ?? '';
    expect(spaceId).not.toBe('');
    const template = path.join(stack.server.dataDir, 'Site induction template.txt');
    writeFileSync(template, 'Site induction: PPE, muster point, first aid.');
    await uploadFile(stack.url, await sessionOf(page), spaceId, template);
    await page.reload();
    await page.waitForSelector('text=Site induction template.txt');
    await screenshot(page, 'enterprise-files');
    await context.close();

    const member = await freshPage();
    await signIn(member.page, stack.url, 'member');
    await member.page.goto(`${stack.url}/#/enterprise_files_index`);
    await member.page.waitForSelector('text=Site induction template.txt');
    expect(await member.page.locator('[data-testid=upload-open]').count()).toBe(0);
    expect(await member.page.locator('[data-testid=new-folder]').count()).toBe(0);
    await member.context.close();
  });
});

describe('project deletion', () => {
  it('deletes a project with its documents once its name is typed; a member is not offered it', async () => {
    const { context, page } = await freshPage();
    await signIn(page, stack.url, 'padmin');
    const s = await sessionOf(page);
    const p = await call<{ id: string }>(stack.url, s, '/protected/project/create-project', {
      name: 'Pier Demolition',
      area: 'Hamburg',
      address: 'Kaiserkai 3',
      type: 'Infrastructure',
      startDate: '2026-01-01',
      endDate: '2027-01-01',
    });
    await uploadFile(
      stack.url,
      s,
      p.id,
      path.join(process.env.TESTDATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/testdata'), 'pdf/first-floor-plan.pdf'),
    );
    await page.goto(`${stack.url}/#/projectConfigration/${p.id}`);
    await page.click('[data-testid=delete-project]');
    const ok = page.locator('.ant-modal-footer .ant-btn-dangerous');
    await page.locator('.ant-modal input').fill('Pier');
    await page.waitForSelector('text=The name does not match');
    expect(await ok.isDisabled()).toBe(true);
    await page.locator('.ant-modal input').fill('Pier Demolition');
    await screenshot(page, 'project-delete');
    await ok.click();
    await page.waitForSelector('text=Deleted successfully');
    await page.waitForURL(/#\/project_list/);
    await page.waitForSelector('text=Harbour View Residences');
    expect(await page.locator('text=Pier Demolition').count()).toBe(0);
    const gone = await fetch(`${stack.url}/protected/get-project-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ projectId: p.id }),
    });
    expect(gone.status).toBe(403);
    await context.close();

    const member = await freshPage();
    await signIn(member.page, stack.url, 'member');
    await member.page.click('text=Harbour View Residences');
    const harbourId = /project_index\/([^/?]+)/.exec(member.page.url())![1];
    await member.page.goto(`${stack.url}/#/projectConfigration/${harbourId}`);
    await member.page.waitForSelector('[data-testid=join-code], .ant-descriptions');
    expect(await member.page.locator('[data-testid=delete-project]').count()).toBe(0);
    await member.context.close();
  });
});
