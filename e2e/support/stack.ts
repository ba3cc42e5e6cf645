import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './browser';
import { watchCsp, type CspWatch } from './csp';
import { startServer, type RunningServer } from './server';
import { signIn, type DemoLogin } from './session';

export interface StackOptions {
  /** Extra server environment (e.g. LIBREOFFICE_PATH). */
  env?: Record<string, string>;
  /** The viewport of pages made by page()/signedIn() unless they give one. */
  viewport?: { width: number; height: number };
  /** false: only the browser; describe blocks then add servers with withServer(). */
  server?: boolean;
}

export interface Stack {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly url: string;
  /** The CSP violations recorded on this stack's pages (support/csp.ts). */
  readonly csp: CspWatch;
  /** A page in a new context of its own (separate cookies and storage); opts replace the viewport. */
  page(opts?: BrowserContextOptions): Promise<Page>;
  /** A new page signed in as a demo account. */
  signedIn(login: DemoLogin, opts?: BrowserContextOptions): Promise<Page>;
  /** Opens a project from the project list the page shows; answers its id. */
  openProject(page: Page, name?: string): Promise<string>;
  /** A server of this describe block's own (its env), sharing the browser. */
  withServer(env?: Record<string, string>): Stack;
}

/**
 * The set-up every e2e file shares: a fresh server (seeded demo data) and a browser for the
 * file (or the describe block it is called in), stopped after its tests. Vitest runs beforeAll
 * hooks in the order they are registered (sequence.hooks 'stack'), so a file's own beforeAll
 * declared after useStack() finds both running; contexts close with the browser.
 */
export function useStack({ env = {}, viewport = { width: 1366, height: 900 }, server: withServer = true }: StackOptions = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let csp: CspWatch | undefined;
  beforeAll(async () => {
    if (withServer) server = await startServer(env);
    browser = await launchBrowser();
    csp = watchCsp(browser);
  });
  // Every page of every test runs under the server's Content-Security-Policy: a test that
  // caused a violation fails.
  afterEach(() => csp?.assertNone());
  // A failed test leaves a picture of every open page (.tmp/e2e/failed-…), to read with its error.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    const name = ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
    await Promise.all(pages.map((p, i) => screenshot(p, `failed-${name}-${i}`).catch(() => undefined)));
  });
  afterAll(async () => {
    try {
      csp?.assertNone();
    } finally {
      await browser?.close();
      await server?.stop();
    }
  });
  return stackOf(
    () => server,
    () => browser,
    viewport,
    () => csp,
  );
}

function stackOf(
  server: () => RunningServer | undefined,
  browser: () => Browser | undefined,
  viewport: { width: number; height: number },
  csp: () => CspWatch | undefined,
): Stack {
  const running = <T>(what: string, v: T | undefined): T => v ?? raise(`useStack: no ${what} yet (use it in a test or hook)`);
  const stack: Stack = {
    get server() {
      return running('server', server());
    },
    get browser() {
      return running('browser', browser());
    },
    get url() {
      return stack.server.url;
    },
    get csp() {
      return running('browser', csp());
    },
    async page(opts = {}) {
      return (await stack.browser.newContext({ viewport, ...opts })).newPage();
    },
    async signedIn(login, opts) {
      const page = await stack.page(opts);
      await signIn(page, stack.url, login);
      return page;
    },
    async openProject(page, name = 'Harbour View Residences') {
      await page.click(`text=${name}`);
      await page.waitForURL(/project_index\//);
      return page.url().split('/project_index/')[1];
    },
    withServer(env = {}) {
      let own: RunningServer | undefined;
      beforeAll(async () => {
        own = await startServer(env);
      });
      afterAll(async () => {
        await own?.stop();
      });
      return stackOf(() => own, browser, viewport, csp);
    },
  };
  return stack;
}

function raise(message: string): never {
  throw new Error(message);
}
