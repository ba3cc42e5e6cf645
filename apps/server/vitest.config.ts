import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Files of one worker share its loaded modules instead of importing the app again for each
    // (that import was a third of the suite's time: 228 of 746 s on PostgreSQL in CI). Sound
    // because nothing here keeps test state in modules: every file makes its own app and
    // database (createTestApp), no file mocks modules or stubs the environment.
    isolate: false,
    // The run's database template (migrated + demo-seeded once; see src/test/template.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
