import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { canvasSteady } from './support/canvas';
import { chooseLang } from './support/session';
import { useStack } from './support/stack';

// IoT dashboards end to end (spec 2 §2, §3): the demo project's charts from its seeded week of
// readings, a new device through the device form, a fault reported and marked fixed.

const stack = useStack();
let page: Page;
let projectId = '';

beforeAll(async () => {
  page = await stack.signedIn('padmin');
});

const deviceRow = (name: string) => page.locator(`[data-testid=device-table] tr.ant-table-row:has([data-testid=device-row-name]:text-is("${name}"))`);
const repairRow = (fault: string) => page.locator(`[data-testid=repair-table] tr.ant-table-row:has([data-testid=repair-row-fault]:text-is("${fault}"))`);
/** ECharts writes its aria description (series names, values) on the chart's container. */
const chartLabel = (testId: string) => page.locator(`[data-testid=${testId}] [aria-label]`).first().getAttribute('aria-label');

async function chartsDrawn() {
  for (const id of ['iot-temp-chart', 'iot-humidity-chart', 'iot-air-chart']) await page.locator(`[data-testid=${id}] canvas`).first().waitFor();
  // The line animation is over before a picture is taken.
  for (const id of ['iot-temp-chart', 'iot-humidity-chart', 'iot-air-chart']) await canvasSteady(page, `[data-testid=${id}] canvas`);
}

describe('IoT dashboard', () => {
  it('opens from the project home and draws the demo week: temperature, humidity and air quality', async () => {
    projectId = await stack.openProject(page);
    await page.click('[data-testid=project-apps] >> text=IoT dashboard');
    await page.waitForSelector('[data-testid=iot-title]');
    expect(page.url()).toContain(`projectId=${projectId}`);
    await page.waitForSelector('text=Harbour View Residences');
    await chartsDrawn();
    expect(await chartLabel('iot-temp-chart')).toMatch(/^Temperature \(°C\): \d+ averages, latest \d+(\.\d)?$/);
    expect(await chartLabel('iot-humidity-chart')).toContain('Relative humidity (%)');
    const air = (await chartLabel('iot-air-chart')) ?? '';
    for (const name of ['PM2.5', 'CO2', 'H2S', 'HCHO', 'NH3', 'TVOC']) expect(air).toContain(name);
    // The demo sensors read 20 °C high; the project's offset brings them back to room temperature.
    expect(await page.locator('[data-testid=iot-window]').innerText()).toContain('temperature offset -20 °C applied');
    const latest = Number((await chartLabel('iot-temp-chart'))!.split('latest ')[1]);
    expect(latest).toBeGreaterThan(15);
    expect(latest).toBeLessThan(30);
    await screenshot(page, 'iot-en');

    // One device, daily averages: still drawn.
    await page.click('[data-testid=iot-device-picker]');
    await page.click('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:has-text("Lobby climate")');
    await page.click('[data-testid=iot-interval] >> text=Daily');
    await page.waitForFunction(() =>
      /: [1-8] averages/.test(document.querySelector('[data-testid=iot-temp-chart] [aria-label]')?.getAttribute('aria-label') ?? ''),
    );
  });

  it('adds a device through the device form, refusing an empty name first', async () => {
    await page.click('[data-testid=iot-tab-devices]');
    await deviceRow('Lobby climate').waitFor();
    await page.click('[data-testid=device-add]');
    await page.click('[data-testid=device-form-ok]');
    await page.waitForSelector('[data-testid=device-form] >> text=Please enter the device name');
    await page.fill('[data-testid=device-name]', 'Stair core sensor');
    await page.fill('[data-testid=device-code]', 'bad code');
    await page.click('[data-testid=device-form-ok]');
    await page.waitForSelector('[data-testid=device-form] >> text=/letters, digits/');
    await page.fill('[data-testid=device-code]', 'TH-SC-01');
    await page.fill('[data-testid=device-location]', 'Core B, level 2');
    await page.click('[data-testid=device-form-ok]');
    await page.waitForSelector('text=Device added');
    await deviceRow('Stair core sensor').waitFor();
    expect(await deviceRow('Stair core sensor').locator('[data-testid=device-status-tag]').innerText()).toBe('Normal');
  });

  it('reports a fault on the new device and marks it fixed', async () => {
    await deviceRow('Stair core sensor').locator('[data-testid=device-report]').click();
    await page.fill('[data-testid=repair-fault]', 'Display is blank');
    await page.fill('[data-testid=repair-reporter]', 'Site security');
    await page.click('[data-testid=repair-form-ok]');
    await page.waitForSelector('text=Fault reported');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=device-table] tr')].some(
        (r) => r.textContent?.includes('Stair core sensor') && r.textContent.includes('Fault'),
      ),
    );

    await page.click('[data-testid=iot-tab-repairs]');
    await repairRow('Display is blank').waitFor();
    expect(await repairRow('Display is blank').locator('[data-testid=repair-status]').innerText()).toBe('Open');
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
    await screenshot(page, 'iot-repairs-en');
    await repairRow('Display is blank').locator('[data-testid=repair-fix]').click();
    await page.fill('[data-testid=repair-fix-remark]', 'Replaced the display cable');
    await page.click('[data-testid=repair-fix-ok]');
    await page.waitForSelector('text=Marked fixed');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=repair-table] tr')].some(
        (r) => r.textContent?.includes('Display is blank') && r.textContent.includes('Fixed') && r.textContent.includes('Replaced the display cable'),
      ),
    );
    await page.click('[data-testid=iot-tab-devices]');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=device-table] tr')].some(
        (r) => r.textContent?.includes('Stair core sensor') && r.textContent.includes('Normal'),
      ),
    );
  });

  it("shows the building's information page with its sensors", async () => {
    await page.click('[data-testid=iot-tab-building]');
    await page.waitForSelector('[data-testid=iot-building-name]:text-is("Harbour View Residences")');
    const text = await page.innerText('[data-testid=iot-building]');
    expect(text).toContain('Two residential towers');
    expect(text).toContain('Am Sandtorkai 12, Hamburg');
    expect(await page.innerText('[data-testid=iot-building-logo]')).toBe('HV');
    expect(await page.innerText('[data-testid=iot-building-latest]')).toMatch(/^Latest reading \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const devices = Number((await page.innerText('[data-testid=iot-tab-devices]')).match(/\((\d+)\)/)![1]);
    expect(text).toMatch(new RegExp(`Devices\\s+${devices}\\b`));
    await screenshot(page, 'iot-building-en');
  });

  it('shows the dashboard in Chinese', async () => {
    await page.goto(`${stack.url}/#/iot?projectId=${projectId}&projectName=Harbour%20View%20Residences`);
    await page.reload();
    await chooseLang(page, 'zh');
    await page.waitForSelector('[data-testid=iot-title]:text-is("物联网监测")');
    await chartsDrawn();
    expect(await chartLabel('iot-temp-chart')).toContain('温度（°C）');
    await page.mouse.move(0, 0);
    await screenshot(page, 'iot-zh');
    await chooseLang(page, 'en');
  });
});
