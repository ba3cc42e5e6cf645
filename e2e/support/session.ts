import type { Page } from 'playwright-core';

export async function signIn(page: Page, base: string, loginName: string, password: string) {
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
  await page.hover('[data-testid=lang-menu]');
  await page.click(`[data-testid=lang-${lang}]`);
}
