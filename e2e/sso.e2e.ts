import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SLAPD_PASSWORDS, SLAPD_PEOPLE, SLAPD_SERVICE, startSlapd, type Slapd } from '../apps/server/src/test/slapd';
import { startTestIdp, type TestIdp } from '../apps/server/src/modules/sso/idp-kit';
import { screenshot } from './support/browser';
import { chooseOption } from './support/select';
import { chooseLang, DEMO_PASSWORDS } from './support/session';
import { useStack } from './support/stack';

// Single sign-on and directory sign-in end to end (issue 20): the enterprise manager sets them up
// on /ssoSettings; staff sign in on /login/<enterpriseId> with the SSO button (a real SAML
// identity provider on loopback, the SAML tests' idp-kit) or with their directory account (Debian's slapd on loopback).

const stack = useStack();
let admin: Page;
let slapd: Slapd;
let idp: TestIdp;
let enterpriseId: string;
/** A demo staff member of the enterprise, known to the IdP by the same e-mail. */
const STAFF_EMAIL = 'member@demo.trestle.local';
const IDP_PASSWORD = 'idp-pass';

beforeAll(async () => {
  slapd = await startSlapd();
  admin = await stack.signedIn('emanager');
  enterpriseId = await admin.evaluate(() => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { enterpriseId: string }).enterpriseId);
  idp = await startTestIdp();
  idp.users.set(STAFF_EMAIL, { password: IDP_PASSWORD, name: 'Mia Member' });
});
afterAll(async () => {
  await Promise.all([slapd?.stop(), idp?.close()]);
});

/** A full-page picture from the top (the sticky header otherwise lands mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
async function toast(page: Page, text: string) {
  await page.locator('.ant-message-notice', { hasText: text }).first().waitFor();
}
async function chooseDepartment(page: Page, testId: string, name: string) {
  await page.click(`[data-testid=${testId}]`);
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper[title="${name}"]`).click();
}
async function openSettings() {
  await admin.goto(`${stack.url}/#/enterpriseManagement`);
  await admin.click('[data-testid=open-sso-settings]');
  await admin.waitForSelector('[data-testid=sso-form]');
}

describe('single sign-on (SAML 2.0)', () => {
  it("the enterprise manager imports the IdP's metadata, saves and downloads the SP metadata", async () => {
    await openSettings();
    await admin.waitForSelector('[data-testid=sso-empty]');
    await admin.fill('[data-testid=sso-button-name]', 'Sign in with Test IdP');
    const chooser = admin.waitForEvent('filechooser');
    await admin.click('[data-testid=sso-import-metadata]');
    await (await chooser).setFiles({ name: 'idp-metadata.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.metadataXml) });
    await toast(admin, 'Metadata imported');
    expect(await admin.inputValue('[data-testid=sso-login-url]')).toBe(idp.ssoUrl);
    expect(await admin.innerText('[data-testid=sso-form] [data-testid=sso-cert]')).toContain('Trestle test IdP');
    await admin.click('[data-testid=sso-save]');
    expect(await admin.locator('[data-testid=sso-saved]').innerText()).toContain('Added successfully');
    expect(await admin.innerText('[data-testid=sso-sp-identifier]')).toContain(`/public/sso/${enterpriseId}/metadata`);
    expect(await admin.innerText('[data-testid=sso-sp-acs]')).toContain(`/public/sso/${enterpriseId}/acs`);
    const download = admin.waitForEvent('download');
    await admin.click('[data-testid=sso-sp-metadata]');
    const xml = readFileSync(await (await download).path(), 'utf8');
    expect(xml).toContain('EntityDescriptor');
    expect(xml).toContain(`/public/sso/${enterpriseId}/acs`);
    // The IdP's administrator registers our metadata there.
    idp.trust(xml);
    await shot(admin, 'sso-settings-en');
    await chooseLang(admin, 'ja');
    await admin.locator('[data-testid=sso-saved]', { hasText: '追加しました' }).waitFor();
    await shot(admin, 'sso-settings-ja');
    await chooseLang(admin, 'en');
  });

  it('a staff member signs in with the SSO button on the IdP page, lands on the project list and signs out at the IdP too', async () => {
    const page = await stack.page({ ignoreHTTPSErrors: true });
    await page.goto(`${stack.url}/#/login/${enterpriseId}`);
    await page.locator('[data-testid=sso-button]', { hasText: 'Sign in with Test IdP' }).waitFor();
    await screenshot(page, 'sso-login-en');
    await page.click('[data-testid=sso-button]');
    await page.fill('input[name=user]', STAFF_EMAIL);
    await page.fill('input[name=password]', IDP_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('[data-testid=user-name]');
    expect(page.url()).toContain('#/project_list');
    expect(await page.innerText('[data-testid=user-name]')).toContain('Mia');
    await page.click('[data-testid=settings-menu]');
    await page.click('[data-testid=logout]');
    // The IdP publishes a single logout address: sign-out goes on there with our LogoutRequest.
    await page.waitForSelector('#signed-out');
    expect(page.url()).toContain(`${idp.sloUrl}?SAMLRequest=`);
    await page.context().close();
  });

  it('shows why a single sign-on was refused, in the chosen language, and a refused code on the landing page', async () => {
    const page = await stack.page();
    await page.goto(`${stack.url}/#/login/${enterpriseId}?ssoError=replayed`);
    await page.locator('[data-testid=sso-error]', { hasText: 'The sign-in answer was already used' }).waitFor();
    await chooseLang(page, 'ja');
    await page.locator('[data-testid=sso-error]', { hasText: 'このサインイン応答は使用済みです' }).waitFor();
    await screenshot(page, 'sso-login-ja');
    // A spent or made-up code: the landing page (no session needed) says so and leads back to the sign-in.
    await chooseLang(page, 'en');
    await page.goto(`${stack.url}/#/sso-complete?code=not-a-code&redirect=%2Fproject_list`);
    await page.locator('[data-testid=sso-complete-error]', { hasText: 'already used or has expired' }).waitFor();
    expect(page.url()).not.toContain('not-a-code');
    await page.click('[data-testid=sso-complete-back]');
    await page.waitForSelector('[data-testid=login-form]');
    await page.context().close();
  });
});

describe('directory sign-in', () => {
  it('the enterprise manager sets up the directory, tests it with a user and saves', async () => {
    await openSettings();
    await admin.click('[data-testid=sso-tab-directory]');
    await admin.waitForSelector('[data-testid=directory-empty]');
    await admin.fill('[data-testid=directory-url]', slapd.ldapsUrl);
    await admin.fill('[data-testid=directory-ca]', slapd.caPem);
    await admin.fill('[data-testid=directory-bind-dn]', SLAPD_SERVICE.dn);
    await admin.fill('[data-testid=directory-bind-password]', SLAPD_SERVICE.password);
    await admin.fill('[data-testid=directory-base-dn]', SLAPD_PEOPLE);
    const form = admin.locator('[data-testid=directory-settings-form]');
    await form.locator('.ant-collapse-header').click();
    await form.locator('[data-testid=directory-jit] input[value=create]').check();
    await chooseDepartment(admin, 'directory-jit-department', 'Head office');
    await chooseOption(admin, 'directory-jit-role', 'Project lead');
    await admin.fill('[data-testid=directory-test-login]', 'alice');
    await admin.click('[data-testid=directory-test]');
    const result = admin.locator('[data-testid=directory-test-result]');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    expect(await admin.locator('[data-testid=directory-test-user]').innerText()).toContain('alice@dir.example.org');
    await shot(admin, 'sso-directory-settings-en');
    await admin.click('[data-testid=directory-save]');
    await toast(admin, 'Directory settings saved');
    // The saved password is kept, never shown: the field is empty with its hint.
    expect(await admin.inputValue('[data-testid=directory-bind-password]')).toBe('');
    await admin.locator('[data-testid=directory-settings-form] >> text=Leave empty to keep the saved password').first().waitFor();
  });

  it('a directory user signs in with directory credentials on the enterprise sign-in page and lands on the project list', async () => {
    const page = await stack.page();
    await page.goto(`${stack.url}/#/login/${enterpriseId}`);
    await page.click('[data-testid=tab-directory]');
    await shot(page, 'sso-login-directory-en');
    await page.fill('[data-testid=directory-name]', 'alice');
    await page.fill('[data-testid=directory-password]', 'wrong-pass');
    await page.click('[data-testid=directory-submit]');
    await page.locator('[data-testid=login-error]', { hasText: 'Incorrect' }).waitFor();
    await page.fill('[data-testid=directory-password]', SLAPD_PASSWORDS.alice);
    await page.click('[data-testid=directory-submit]');
    await page.waitForSelector('[data-testid=user-name]');
    expect(page.url()).toContain('#/project_list');
    expect(await page.innerText('[data-testid=user-name]')).toContain('Alice');
    await page.context().close();
  });
});

describe('enforced single sign-on', () => {
  it('hides the password form behind "Administrator sign-in", where the enterprise manager still signs in', async () => {
    await openSettings();
    await admin.click('[data-testid=sso-enforce]');
    await admin.click('[data-testid=sso-save]');
    await toast(admin, 'Saved successfully');
    const page = await stack.page();
    await page.goto(`${stack.url}/#/login/${enterpriseId}`);
    await page.waitForSelector('[data-testid=break-glass]');
    // The directory form stays; the password form is not offered until asked for.
    await page.waitForSelector('[data-testid=directory-form]');
    expect(await page.locator('[data-testid=login-form]').count()).toBe(0);
    await page.click('[data-testid=break-glass]');
    await page.fill('[data-testid=login-name]', 'emanager');
    await page.fill('[data-testid=login-password]', DEMO_PASSWORDS.emanager);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=user-name]');
    await page.context().close();
  });
});
