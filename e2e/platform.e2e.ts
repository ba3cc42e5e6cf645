import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { mailsIn } from './support/mail';
import { chooseLang, signIn } from './support/session';
import { useStack } from './support/stack';

// Platform management end to end (issue 21 parts 1 and 2; docs/platform.md): a system manager
// creates an enterprise with a new manager (who sets a password from the mail and signs in),
// suspends it (the manager is signed out and refused), resumes it, and converts a trial user.

const stack = useStack();
let admin: Page;
const MANAGER_EMAIL = 'nora@northpier.example';
const MANAGER_PASSWORD = 'Northpier#2026';

beforeAll(async () => {
  admin = await stack.signedIn('sysadmin');
});

const row = (name: string) => admin.locator('[data-testid=platform-enterprises] tr', { hasText: name });
async function toast(page: Page, text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
async function openPlatform() {
  await admin.goto(`${stack.url}/#/platform_management`);
  await row('Northwind Construction').waitFor();
}

describe('platform management', () => {
  it('opens from the settings menu in a new tab with the enterprise, and lists the enterprises with their usage', async () => {
    const tab = admin.context().waitForEvent('page');
    await admin.click('[data-testid=settings-menu]');
    await admin.click('[data-testid=menu-system]');
    const opened = await tab;
    await opened.waitForURL(/platform_management\?enterpriseId=/);
    await opened.close();
    await openPlatform();
    const nw = row('Northwind Construction');
    expect(await nw.locator('[data-testid=platform-enterprise-state]').innerText()).toBe('In use');
    expect(await nw.innerText()).toContain('Erin Manager');
    await screenshot(admin, 'platform-enterprises');
  });

  it('creates an enterprise with a new manager, who sets a password from the mail and signs in', async () => {
    await admin.click('[data-testid=platform-create]');
    await admin.fill('[data-testid=enterprise-name-cn]', '北码头建设');
    await admin.fill('[data-testid=enterprise-name-en]', 'North Pier Builders');
    await admin.fill('[data-testid=enterprise-domain]', 'northpier.example');
    await admin.click('[data-testid=manager-kind-new]');
    await admin.fill('[data-testid=manager-name]', 'Nora Pier');
    await admin.fill('[data-testid=manager-email]', MANAGER_EMAIL);
    await screenshot(admin, 'platform-create');
    await admin.click('[data-testid=enterprise-save]');
    await toast(admin, 'The enterprise was created');
    expect(await row('North Pier Builders').innerText()).toContain('Nora Pier');

    const mail = mailsIn(stack.server.dataDir).find((m) => m.includes(MANAGER_EMAIL)) ?? '';
    const link = /http\S*#\/setpassword\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    const manager = await stack.page();
    await manager.goto(link!.replace(/^https?:\/\/[^/#]+/, stack.url));
    await manager.fill('[data-testid=set-password] input, input[data-testid=set-password]', MANAGER_PASSWORD);
    await manager.fill('[data-testid=set-password-confirm] input, input[data-testid=set-password-confirm]', MANAGER_PASSWORD);
    await manager.click('[data-testid=set-password-submit]');
    await manager.waitForURL(/#\/login/);
    await signIn(manager, stack.url, MANAGER_EMAIL, MANAGER_PASSWORD);
    expect(await manager.innerText('[data-testid=user-name]')).toContain('Nora Pier');
    await manager.context().close();
  });

  it('suspends it: the signed-in manager is signed out and refused; resuming lets them in again', async () => {
    const manager = await stack.page();
    await signIn(manager, stack.url, MANAGER_EMAIL, MANAGER_PASSWORD);
    await row('North Pier Builders').locator('[data-testid=platform-suspend]').click();
    await admin.fill('[data-testid=suspend-reason]', 'Contract ended');
    await admin.click('[data-testid=suspend-confirm]');
    await toast(admin, 'The enterprise is suspended');
    await row('North Pier Builders').locator('[data-testid=platform-enterprise-state]', { hasText: 'Suspended' }).waitFor();
    await screenshot(admin, 'platform-suspended');

    // The manager's next call finds the session ended and lands on the login page.
    await manager.goto(`${stack.url}/#/account-center`);
    await manager.reload();
    await manager.waitForURL(/#\/login/);
    await manager.fill('[data-testid=login-name]', MANAGER_EMAIL);
    await manager.fill('[data-testid=login-password]', MANAGER_PASSWORD);
    await manager.click('[data-testid=login-submit]');
    const refusal = manager.locator('[data-testid=login-error]');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('North Pier Builders is suspended');
    await screenshot(manager, 'platform-suspended-login');

    await row('North Pier Builders').locator('[data-testid=platform-resume]').click();
    await toast(admin, 'The enterprise is in use again');
    await signIn(manager, stack.url, MANAGER_EMAIL, MANAGER_PASSWORD);
    await manager.context().close();
  });

  it('converts a trial user into a new enterprise that they then manage', async () => {
    const password = 'Trial#2026x';
    const r = await fetch(`${stack.url}/public/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ loginName: 'tina-trial', name: 'Tina Trial', email: 'tina@trial.example', password, confirmPassword: password }),
    });
    expect(((await r.json()) as { success: boolean }).success).toBe(true);
    await admin.click('[data-testid=platform-tab-trials]');
    const trial = admin.locator('[data-testid=trial-users] tr', { hasText: 'Tina Trial' });
    expect(await trial.locator('[data-testid=trial-state-tag]').innerText()).toBe('Active');
    await screenshot(admin, 'platform-trials');
    await trial.locator('[data-testid=trial-convert]').click();
    await admin.fill('[data-testid=trial-name-cn]', '蒂娜设计');
    await admin.fill('[data-testid=trial-name-en]', 'Tina Design');
    await admin.click('[data-testid=trial-dialog-ok]');
    await toast(admin, 'The trial user now manages the new enterprise');
    await trial.locator('[data-testid=trial-state-tag]', { hasText: 'Converted' }).waitFor();
    expect(await trial.innerText()).toContain('Tina Design');

    const tina = await stack.page();
    await signIn(tina, stack.url, 'tina-trial', password);
    await tina.click('[data-testid=settings-menu]');
    await tina.locator('[data-testid=menu-enterprise]').waitFor();
    await tina.context().close();

    await chooseLang(admin, 'ja');
    await trial.locator('[data-testid=trial-state-tag]', { hasText: '移行済み' }).waitFor();
    await screenshot(admin, 'platform-trials-ja');
    await admin.click('[data-testid=platform-tab-enterprises]');
    await row('Tina Design').waitFor();
    await screenshot(admin, 'platform-enterprises-ja');
    await chooseLang(admin, 'zh');
    await admin.locator('[data-testid=platform-enterprise-state]', { hasText: '使用中' }).first().waitFor();
    await screenshot(admin, 'platform-enterprises-zh');
    await chooseLang(admin, 'en');
  });
});
