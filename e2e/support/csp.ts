import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Records Content-Security-Policy violations on every page and frame of a browser:
 * the `securitypolicyviolation` events of each document and the browser's console reports
 * ("Refused to … because it violates the following Content Security Policy directive"), for
 * frames too. A worker's own refusals (eval inside it) are not seen: Playwright passes on only
 * a worker's console calls; a refused worker script is reported by the page that started it.
 * useStack() fails a test that left any (e2e/support/stack.ts).
 */
export interface CspWatch {
  /** The violations seen since the last call, cleared. */
  take(): string[];
  /** Throws when violations were seen since the last call. */
  assertNone(): void;
}

declare global {
  interface Window {
    __trestleCspViolation?: (text: string) => void;
  }
}

export function watchCsp(browser: Browser): CspWatch {
  let seen: string[] = [];
  const watch = async (context: BrowserContext) => {
    context.on('console', (msg) => {
      if (/content[- ]security[- ]policy/i.test(msg.text())) seen.push(`console: ${msg.text()} (${msg.location().url})`);
    });
    await context.exposeBinding('__trestleCspViolation', ({ frame }, text: string) => {
      seen.push(`${text} on ${frame.url()}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__trestleCspViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (o) => {
    const context = await newContext(o);
    await watch(context);
    return context;
  };
  // browser.newPage makes its context through this.newContext, so its pages are watched too.
  return {
    take() {
      const out = seen;
      seen = [];
      return out;
    },
    assertNone() {
      const out = this.take();
      if (out.length) throw new Error(`Content-Security-Policy violations:\n${[...new Set(out)].join('\n')}`);
    },
  };
}
