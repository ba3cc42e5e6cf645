import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { setRolePermissions } from '../roles/service';
import { kit as taskKit, type Kit as TaskKit } from '../tasks/testkit';
import { issueHistory, issues } from './tables';

// Shared set-up of the meeting, discussion and export tests (not a test file itself): the task
// kit (demo project, padmin, member, outsider, calls that fill in projectId) plus issues written
// straight into the table (the issue calls are another module's) and grant switches.

type IssueRow = typeof issues.$inferInsert;

export interface Kit extends TaskKit {
  /** An issue of the demo project (or `over.projectId`); returns its id. */
  issue(over?: Partial<IssueRow>): Promise<string>;
  /** History rows of an issue, oldest first. */
  history(issueId: string): Promise<{ action: string; detail: unknown; userId: string }[]>;
  /** Sets grants of the built-in member role in `module` (only the actions named change). */
  grant(module: string, actions: Record<string, boolean>): Promise<void>;
}

let seq = 0;

export async function kit(): Promise<Kit> {
  const k = (await taskKit()) as Kit;
  // The demo project comes with seeded issues (demo.ts); these tests count from an empty list.
  await k.t.deps.db.delete(issues).where(eq(issues.projectId, k.projectId));
  k.issue = async (over = {}) => {
    const id = randomUUID();
    seq += 1;
    await k.t.deps.db.insert(issues).values({
      id,
      projectId: k.projectId,
      code: `MT-${String(seq).padStart(3, '0')}`,
      description: 'Clash of duct and beam',
      createdBy: k.padminId,
      ...over,
    });
    return id;
  };
  k.history = async (issueId) => {
    const rows = await k.t.deps.db
      .select()
      .from(issueHistory)
      .where(and(eq(issueHistory.issueId, issueId)))
      .orderBy(asc(issueHistory.createdAt), asc(issueHistory.id));
    return rows.map((r) => ({ action: r.action, detail: r.detail ? JSON.parse(r.detail) : null, userId: r.userId }));
  };
  k.grant = (module, actions) =>
    setRolePermissions(
      k.t.deps.db,
      k.memberRole,
      Object.entries(actions).map(([action, allowed]) => ({ module, action, allowed })),
    );
  return k;
}
