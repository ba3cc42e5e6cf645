import type { Page } from 'playwright-core';
import { showsWithin } from './wait';

/** The seeded demo accounts' passwords (apps/server/src/seed.ts DEMO_ACCOUNTS). */
export const DEMO_PASSWORDS = { padmin: 'Padmin#2026', member: 'Member#2026', emanager: 'Manager#2026', sysadmin: 'Sysadmin#2026' } as const;
export type DemoLogin = keyof typeof DEMO_PASSWORDS;

/** Signs in through the login page; a demo account needs no password, any other account does. */
export async function signIn(page: Page, base: string, loginName: DemoLogin): Promise<void>;
export async function signIn(page: Page, base: string, loginName: string, password: string): Promise<void>;
export async function signIn(page: Page, base: string, loginName: string, password: string = DEMO_PASSWORDS[loginName as DemoLogin]) {
  await page.goto(`${base}/#/login`);
  await page.fill('[data-testid=login-name]', loginName);
  await page.fill('[data-testid=login-password]', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=user-name]');
}

/** Picks a date in an antd DatePicker by typing it. */
export async function pickDate(page: Page, testId: string, date: string) {
  const input = page.locator(`[data-testid=${testId}] input, input[data-testid=${testId}]`).first();
  await input.click();
  await input.fill(date);
  // Tab commits the typed date without submitting the surrounding form (Enter would).
  await input.press('Tab');
}

export async function chooseLang(page: Page, lang: 'zh' | 'ja' | 'en') {
  // The menu opens on click. A drawer or modal still closing can swallow the click (seen on a
  // loaded CI machine): click again only once the item has not shown for a while, since a second
  // click on an opening menu would close it. Every choice closes the menu, so it starts closed.
  const item = page.locator(`[data-testid=lang-${lang}]`);
  for (let i = 0; i < 4; i++) {
    await page.click('[data-testid=lang-menu]');
    if (!(await showsWithin(item, 10_000))) continue;
    if (
      await item.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`chooseLang: the language menu did not offer ${lang}`);
}
