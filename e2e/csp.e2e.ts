import { describe, expect, it } from 'vitest';
import { useStack } from './support/stack';

// The built app under its Content-Security-Policy; every other e2e file checks for violations
// too (useStack fails a test that caused one), this one proves the check sees them.

const stack = useStack();

describe('content security policy', () => {
  it('sends the policy with the app page, which frames nothing and may not be framed', async () => {
    const res = await fetch(`${stack.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Vite puts no inline script into the page; the policy would refuse one.
    expect(await res.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('signs in without a violation', async () => {
    const page = await stack.signedIn('member');
    await page.waitForSelector('text=Harbour View Residences');
    expect(stack.csp.take()).toEqual([]);
    await page.context().close();
  });

  it('records an inline script the policy refuses', async () => {
    const page = await stack.page();
    await page.goto(`${stack.url}/#/login`);
    await page.waitForSelector('[data-testid=login-name]');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.body.appendChild(s);
    });
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    // Both reports of the one refusal: the page's event and the browser's console message.
    const seen: string[] = [];
    const record = () => (seen.push(...stack.csp.take()), seen.join('\n'));
    await expect.poll(record).toMatch(/script-src-elem refused inline/);
    await expect.poll(record).toMatch(/console: Executing inline script violates/);
    await page.context().close();
  });
});
