import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from '../../../tools/eslint-boundaries.mjs';

// The module boundary rule of the lint gate (docs/architecture.md, "Dependency rule"), run on
// code that does not exist in the tree: what it refuses and what it lets through.

const repo = resolve(import.meta.dirname, '../../..');
const modules = join(repo, 'apps/server/src/modules');

async function lint(file: string, code: string, knownPairs: string[] = []) {
  const eslint = new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { trestle: boundariesPlugin(knownPairs) },
        rules: { 'trestle/module-boundaries': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.messageId ?? m.message);
}

describe('module boundaries', () => {
  it("refuses an import of another module's internals, from a module or from platform code", async () => {
    expect(await lint(join(modules, 'progress/new-thing.ts'), "import { readBlob } from '../files/storage/content';\n")).toEqual(['internal']);
    expect(await lint(join(modules, 'progress/sub/deep.ts'), "export { fileNodes } from '../../files/tables';\n")).toEqual(['internal']);
    expect(await lint(join(repo, 'apps/server/src/jobs/new-job.ts'), "import { usersByIds } from '../modules/accounts/service';\n")).toEqual(['internal']);
    expect(await lint(join(modules, 'progress/lazy.ts'), "export const load = () => import('../models/convert');\n")).toEqual(['internal']);
  });

  it("lets a module use another's public entry and its own files", async () => {
    expect(await lint(join(modules, 'progress/new-thing.ts'), "import { readBlob } from '../files';\nimport { progressRoutes } from './routes';\n")).toEqual(
      [],
    );
    expect(await lint(join(repo, 'apps/server/src/jobs/new-job.ts'), "import { usersByIds } from '../modules/accounts';\n")).toEqual([]);
  });

  it('refuses an import that makes two modules depend on each other', async () => {
    // approvals uses files (documents of an approval); files using approvals closes the cycle.
    expect(await lint(join(modules, 'files/new-thing.ts'), "import { approvalSubjects } from '../approvals';\n")).toEqual(['mutual']);
    expect(await lint(join(modules, 'files/new-thing.ts'), "import { approvalSubjects } from '../approvals';\n", ['approvals<->files'])).toEqual([]);
  });

  it('keeps its exceptions narrow: schema and foreign keys to tables, routes from the composition root, tests', async () => {
    expect(await lint(join(repo, 'apps/server/src/db/schema.ts'), "export * from '../modules/files/tables';\n")).toEqual([]);
    expect(await lint(join(modules, 'tasks/tables.ts'), "import { fileNodes } from '../files/tables';\n")).toEqual([]);
    expect(await lint(join(modules, 'progress/service.ts'), "import { fileNodes } from '../files/tables';\n")).toEqual(['internal']);
    expect(await lint(join(modules, 'index.ts'), "import { fileRoutes } from './files/routes';\n")).toEqual([]);
    expect(await lint(join(modules, 'progress/service.ts'), "import { fileRoutes } from '../files/routes';\n")).toEqual(['internal']);
    expect(await lint(join(modules, 'tasks/tasks.test.ts'), "import { readBlob } from '../files/storage/content';\n")).toEqual([]);
  });
});
