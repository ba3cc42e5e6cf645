import { and, asc, eq } from 'drizzle-orm';
import type { TaskDetail } from '@trestle/shared/task-schemas';
import { createTestApp, type TestApp, type TestResponse } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import { builtInRoleId, setRolePermissions } from '../roles/service';
import { notifications } from '../notifications/tables';
import { taskLogs } from './tables';

// Shared set-up of the task tests (not a test file itself): the demo project, its admin and
// member, an outsider, and calls with any method that fill in projectId.

type Res = Pick<TestResponse, 'status' | 'body'>;

export interface Kit {
  t: TestApp;
  padmin: string;
  member: string;
  outsider: string;
  projectId: string;
  enterpriseId: string;
  memberRole: string;
  memberId: string;
  padminId: string;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token?: string | null): Promise<Res>;
  post(url: string, body?: object, token?: string | null): Promise<Res>;
  put(url: string, body?: object, token?: string | null): Promise<Res>;
  del(url: string, token?: string | null): Promise<Res>;
  get(url: string, token?: string | null): Promise<Res>;
  /** A board with the given lanes; returns its id and lane ids. */
  board(name?: string, lanes?: string[]): Promise<{ id: string; lanes: string[] }>;
  task(laneId: string, over?: object, token?: string): Promise<TaskDetail>;
  option(taskId: string, action: string, body?: object, token?: string): Promise<Res>;
  /** History entries of a task, oldest first. */
  logs(taskId: string): Promise<{ origin: string; context: string | null; fromUser: string }[]>;
  /** Notices of the task, newest last. */
  notices(taskId: string): Promise<{ userId: string; actionType: string; sender: string | null }[]>;
  /** Sets task grants of the built-in member role. */
  memberTaskGrants(actions: string[]): Promise<void>;
}

export async function kit(): Promise<Kit> {
  const t = await createTestApp();
  const padmin = await t.login('padmin');
  const member = await t.login('member');
  const outsider = (await buildOutsider(t)).token;
  const p = (await demoProjects(t.deps.db)).harbour;
  const projectId = p.id;
  const memberRole = await builtInRoleId(t.deps.db, { enterpriseId: p.enterpriseId, projectId }, 'project_member');
  const call: Kit['call'] = async (method, url, body, token = padmin) => {
    const hasBody = method === 'POST' || method === 'PUT';
    const query = hasBody || url.includes('projectId=') ? url : `${url}${url.includes('?') ? '&' : '?'}projectId=${projectId}`;
    const res = await t.app.inject({
      method,
      url: query,
      ...(hasBody ? { payload: { projectId, ...body } } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed };
  };
  const k: Kit = {
    t,
    padmin,
    member,
    outsider,
    projectId,
    enterpriseId: p.enterpriseId,
    memberRole,
    memberId: await userId(t.deps.db, 'member'),
    padminId: await userId(t.deps.db, 'padmin'),
    call,
    post: (url, body, token) => call('POST', url, body, token),
    put: (url, body, token) => call('PUT', url, body, token),
    del: (url, token) => call('DELETE', url, undefined, token),
    get: (url, token) => call('GET', url, undefined, token),
    async board(name = 'Board', lanes = ['To do', 'Doing', 'Done']) {
      const r = await k.post('/task/board', { name, swimlanes: lanes });
      if (!r.body.success) throw new Error(r.body.msg);
      return { id: r.body.data.id, lanes: r.body.data.swimlanes.map((l: { id: string }) => l.id) };
    },
    async task(laneId, over = {}, token = padmin) {
      const r = await k.post('/task/block', { swimlanesId: laneId, title: 'A task', ...over }, token);
      if (!r.body.success) throw new Error(r.body.msg);
      return r.body.data;
    },
    option: (taskId, action, body = {}, token = padmin) => call('POST', `/${taskId}/options/${action}`, body, token),
    async logs(taskId) {
      return t.deps.db
        .select({ origin: taskLogs.origin, context: taskLogs.context, fromUser: taskLogs.fromUser })
        .from(taskLogs)
        .where(eq(taskLogs.taskId, taskId))
        .orderBy(asc(taskLogs.createdAt), asc(taskLogs.id));
    },
    async notices(taskId) {
      const rows = await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.targetType, 'task')))
        .orderBy(asc(notifications.createdAt));
      return rows
        .filter((n) => new URLSearchParams(n.targetId).get('taskId') === taskId)
        .map((n) => ({ userId: n.userId, actionType: n.actionType, sender: n.sender }));
    },
    async memberTaskGrants(actions) {
      await setRolePermissions(
        t.deps.db,
        memberRole,
        ['enter', 'add', 'edit', 'delete'].map((action) => ({ module: 'task', action, allowed: actions.includes(action) })),
      );
    },
  };
  return k;
}
