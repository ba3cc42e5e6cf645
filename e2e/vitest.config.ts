import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    pool: 'forks',
    // One browser and one server per file; files run one after another on a 2-core machine.
    fileParallelism: false,
    // Checks the web build and makes the demo data directory every server copies (support/global-setup.ts).
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
