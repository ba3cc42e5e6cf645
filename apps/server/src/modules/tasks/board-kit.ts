import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { kit as annotationKit, type Kit } from '../annotations/testkit';
import { setRolePermissions } from '../roles/service';
import { notifications } from '../notifications/tables';
import { taskBoards, taskLogs, tasks, taskSwimlanes, taskUsers } from './tables';

// Shared set-up of the extend / report / attachment / comment / link tests (not a test file).
// Boards, lanes and tasks are written directly: these tests are about what hangs off a task.

export interface TaskKit extends Kit {
  board(name?: string, lanes?: string[]): Promise<{ boardId: string; laneIds: string[] }>;
  task(laneId: string, over?: Partial<typeof tasks.$inferInsert> & { principals?: string[] }): Promise<string>;
  logs(taskId: string): Promise<(typeof taskLogs.$inferSelect)[]>;
  notices(userId: string, actionType: string): Promise<(typeof notifications.$inferSelect)[]>;
  /** Grants or takes away the member role's task actions. */
  memberTask(actions: Partial<Record<'enter' | 'add' | 'edit' | 'delete', boolean>>): Promise<void>;
}

export async function taskKit(): Promise<TaskKit> {
  const k = (await annotationKit()) as TaskKit;
  const db = k.t.deps.db;
  k.board = async (name = 'Site works', lanes = ['To do', 'Doing', 'Done']) => {
    const boardId = randomUUID();
    await db.insert(taskBoards).values({ id: boardId, projectId: k.projectId, name, createdBy: k.padminId });
    const laneIds = lanes.map(() => randomUUID());
    await db.insert(taskSwimlanes).values(lanes.map((title, i) => ({ id: laneIds[i], boardId, title, sort: i })));
    return { boardId, laneIds };
  };
  k.task = async (laneId, over = {}) => {
    const [lane] = await db.select().from(taskSwimlanes).where(eq(taskSwimlanes.id, laneId));
    const id = randomUUID();
    const { principals = [], ...rest } = over;
    await db
      .insert(tasks)
      .values({ id, projectId: k.projectId, boardId: lane.boardId, swimlaneId: laneId, title: 'Pour slab', createdBy: k.padminId, ...rest });
    if (principals.length) await db.insert(taskUsers).values(principals.map((userId) => ({ id: randomUUID(), taskId: id, userId, type: 'PRINCIPAL' })));
    return id;
  };
  k.logs = (taskId) => db.select().from(taskLogs).where(eq(taskLogs.taskId, taskId)).orderBy(asc(taskLogs.createdAt), asc(taskLogs.id));
  k.notices = (userId, actionType) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.actionType, actionType)))
      .orderBy(asc(notifications.createdAt));
  k.memberTask = (actions) =>
    setRolePermissions(
      db,
      k.memberRole,
      Object.entries(actions).map(([action, allowed]) => ({ module: 'task', action, allowed: !!allowed })),
    );
  return k;
}
