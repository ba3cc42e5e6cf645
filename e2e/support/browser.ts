import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp/e2e');

/** Debian's Chromium with the flags this machine needs (no downloads, no background traffic). */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // antd's zoom and slide animations move buttons under a click (clicks lost under CI load); the app
  // drops them for users who ask for reduced motion, so every page here asks for it.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (o) => newContext({ reducedMotion: 'reduce', ...o });
  browser.newPage = (o) => newPage({ reducedMotion: 'reduce', ...o });
  return browser;
}

/**
 * Waits until nothing on the page is moving: no CSS transition or animation still running (a
 * drawer sliding in, a menu fading out; endless ones such as spinners aside), then one more
 * frame painted. A wait on the page's state, not on a time.
 */
export async function settled(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** A picture of the page for the docs and for reading a failure, taken once it stands still. */
export async function screenshot(page: Page, name: string) {
  await settled(page);
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}
