import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Deps } from '../http/context';

// A project's data across the modules. The modules hold no foreign key to projects (they are
// deployed as one schema but own their tables), so a project's deletion deletes their rows
// explicitly: each module contributes its step (its `project-data.ts`), and the composition
// root (modules/index.ts) registers the steps in the order they run (docs/architecture.md,
// "Registries"). project-data.test.ts fails when a table with a project_id column is in no step.

export type ProjectTable = PgTable & { projectId: PgColumn };

/** What one module holds of a project, and how it goes when the project is deleted. */
export interface ProjectDataStep {
  /** Its tables with a project_id, deleted in this order; their child rows go by their foreign keys' cascades. */
  tables?: readonly ProjectTable[];
  /** Then, in the same transaction. */
  inTx?: (tx: Tx, projectId: string, now: Date) => Promise<unknown>;
  /** After the deletion committed. */
  afterCommit?: (deps: Deps, projectId: string) => Promise<void>;
}

// A Map keeps the first insertion's position: filling the registry again keeps the order.
const steps = new Map<string, ProjectDataStep>();

export function registerProjectData(module: string, step: ProjectDataStep) {
  steps.set(module, step);
}

/** Every registered table with project rows, in deletion order. */
export const projectTables = (): ProjectTable[] => [...steps.values()].flatMap((s) => s.tables ?? []);

/**
 * Deletes what the modules hold of a project, step by step in registration order, inside the
 * caller's transaction (the one that deletes the project row).
 */
export async function deleteProjectData(tx: Tx, projectId: string, now: Date) {
  for (const step of steps.values()) {
    for (const t of step.tables ?? []) await tx.delete(t).where(eq(t.projectId, projectId));
    await step.inTx?.(tx, projectId, now);
  }
}

/** After the deletion committed: each module's clean-up outside the database transaction. */
export async function afterProjectDeleted(deps: Deps, projectId: string) {
  for (const step of steps.values()) await step.afterCommit?.(deps, projectId);
}
