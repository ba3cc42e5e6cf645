import { defineConfig } from 'vitest/config';

/**
 * Files the second, PostgreSQL-server pass of `npm test` leaves out (TEST_PG_PASS=1, set by
 * scripts/test-all.mjs): they spend their time in converters (web-ifc, LibreOffice) or in killing
 * and restarting server processes, not in SQL. Their SQL runs on PGlite (the same PostgreSQL
 * engine) in the first pass; the job queue's server locking has its own tests on both.
 * docs/testing.md "The PostgreSQL pass".
 */
export const PGLITE_ONLY = [
  'src/modules/models/models.test.ts',
  'src/modules/annotations/bcf-ifc.test.ts',
  'src/modules/files/office/office-pdf.test.ts',
  'src/modules/files/office/convert.test.ts',
  'src/crash.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(process.env.TEST_PG_PASS === '1' ? PGLITE_ONLY : [])],
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
