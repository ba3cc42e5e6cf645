import { defineConfig } from 'vitest/config';

// Files side by side, each with its own server and browser (E2E_WORKERS, default 2: much of an
// e2e file's time is spent waiting on pages, polls and jobs, so two share a 2-core machine well).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    pool: 'forks',
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // Checks the web build and makes the demo data directory every server copies (support/global-setup.ts).
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
