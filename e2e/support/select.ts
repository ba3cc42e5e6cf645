import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { showsWithin } from './wait';

/** The list of an antd Select while it is open. */
export const OPEN_SELECT_LIST = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/**
 * Picks the option labelled `label` of an antd Select, given by its test id or a locator.
 * A list opened while a drawer or dialog still takes the focus closes again (seen on a loaded CI
 * machine), so it is opened once more when the option has not shown for a while. A multiple
 * select stays open: `closeOn` is clicked to close it (Escape would close the surrounding dialog
 * too). Returns once every list has closed, so the next select's list is not taken for this one.
 */
export async function chooseOption(page: Page, select: string | Locator, label: string, closeOn?: string) {
  const box = typeof select === 'string' ? page.locator(`[data-testid=${select}]`).first() : select;
  const option = page.locator(`${OPEN_SELECT_LIST} .ant-select-item-option[title="${label}"]`).first();
  for (let i = 0; i < 3; i++) {
    await box.click();
    if (await showsWithin(option, 10_000)) break;
  }
  await option.click();
  if (closeOn) await page.click(closeOn);
  await expect.poll(() => page.locator(OPEN_SELECT_LIST).count()).toBe(0);
}
