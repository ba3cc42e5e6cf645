import type { TestProject } from 'vitest/node';
import { buildTemplates, type DbTemplates } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates | null;
  }
}

/** Builds the run's database template once (see template.ts) and removes it at the end. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('dbTemplates', templates);
  return remove;
}
