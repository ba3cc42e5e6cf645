import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../test/factories';
import type { Deps } from '../../http/context';
import { defineRoute } from '../../http/route';
import { Errors } from '../../http/errors';
import { describeOperation } from '../../db/operation';
import { projectGroups } from '../projects';
import { operationLogs } from './tables';

// Shared set-up of the operation log tests (not a test file itself): the demo project with its
// admin, member and an outsider, the enterprise manager, a movable clock, and three test routes
// that prove the mechanism on purpose-built handlers.

export interface Kit {
  t: TestApp;
  padmin: string;
  member: string;
  emanager: string;
  outsider: string;
  projectId: string;
  enterpriseId: string;
  memberId: string;
  padminId: string;
  clock: { now: number };
  post(url: string, body: object, token?: string | null, lang?: string): ReturnType<TestApp['post']>;
  rows(): Promise<(typeof operationLogs.$inferSelect)[]>;
}

const groupBody = z.object({ projectId: z.string(), name: z.string(), fail: z.enum(['none', 'inTx', 'afterTx', 'before']).default('none') });

/**
 * Test-only write routes (project:edit) on project groups: `…/add-group` writes in one
 * transaction and describes it; `fail` throws inside it, after it committed, or before any write.
 * `…/add-group-twice` writes in two transactions, `…/save-group-plain` with a single statement.
 */
function testRoutes(app: FastifyInstance, deps: Deps) {
  const access = { kind: 'project', need: ['project', 'edit'] } as const;
  const group = (enterpriseId: string, name: string) => ({ id: randomUUID(), enterpriseId, name, region: 'R', address: 'A', createdBy: 'test' });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/test/oplog/add-group',
    access,
    summary: 'test',
    input: groupBody,
    handler: async (ctx, input) => {
      if (input.fail === 'before') throw Errors.badInput('err.fieldInvalid', { field: 'fail' });
      const g = group(ctx.project.enterpriseId, input.name);
      await ctx.deps.db.transaction(async (tx) => {
        await tx.insert(projectGroups).values(g);
        describeOperation({ targetId: g.id, targetName: g.name, after: { name: g.name } });
        if (input.fail === 'inTx') throw Errors.badInput('err.fieldInvalid', { field: 'fail' });
      });
      if (input.fail === 'afterTx') throw Errors.badInput('err.fieldInvalid', { field: 'fail' });
      return { id: g.id };
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/test/oplog/add-group-twice',
    access,
    summary: 'test',
    input: groupBody,
    handler: async (ctx, input) => {
      const a = group(ctx.project.enterpriseId, `${input.name} A`);
      const b = group(ctx.project.enterpriseId, `${input.name} B`);
      await ctx.deps.db.transaction(async (tx) => {
        await tx.insert(projectGroups).values(a);
        describeOperation({ targetId: a.id, targetName: a.name });
      });
      await ctx.deps.db.transaction(async (tx) => {
        await tx.insert(projectGroups).values(b);
        describeOperation({ targetId: b.id, targetName: b.name });
      });
      return { ids: [a.id, b.id] };
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/test/oplog/save-group-plain',
    access,
    summary: 'test',
    input: groupBody,
    handler: async (ctx, input) => {
      const g = group(ctx.project.enterpriseId, input.name);
      describeOperation({ targetId: g.id, targetName: g.name });
      await ctx.deps.db.insert(projectGroups).values(g);
      return { id: g.id };
    },
  });
}

export async function kit(env: Record<string, string> = {}): Promise<Kit> {
  const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
  const t = await createTestApp({ env, now: () => new Date((clock.now += 1000)), routes: testRoutes });
  const db = t.deps.db;
  const p = (await demoProjects(db)).harbour;
  const padmin = await t.login('padmin');
  return {
    t,
    padmin,
    member: await t.login('member'),
    emanager: await t.login('emanager'),
    outsider: (await buildOutsider(t)).token,
    projectId: p.id,
    enterpriseId: p.enterpriseId,
    memberId: await userId(db, 'member'),
    padminId: await userId(db, 'padmin'),
    clock,
    post: (url, body, token = padmin, lang = 'en') => t.post(url, { projectId: p.id, ...body }, token, lang),
    rows: () => db.select().from(operationLogs).orderBy(operationLogs.at, operationLogs.id),
  };
}

/** Inserts log rows directly (list, filter and retention tests need rows at chosen times). */
export async function seedRows(k: Kit, rows: { at: Date; actorId: string; module: string; action: string; projectId?: string | null; name?: string }[]) {
  await k.t.deps.db.insert(operationLogs).values(
    rows.map((r) => ({
      id: randomUUID(),
      at: r.at,
      actorId: r.actorId,
      actorName: r.name ?? r.actorId,
      actorLogin: r.name ?? r.actorId,
      enterpriseId: k.enterpriseId,
      projectId: r.projectId === undefined ? k.projectId : r.projectId,
      ip: '127.0.0.1',
      userAgent: 'test',
      method: 'POST',
      route: '/x',
      module: r.module,
      action: r.action,
      targets: [{ targetId: 't', targetName: `=cmd ${r.module}`, before: { a: 1 }, after: { a: 2 } }],
    })),
  );
}

export const countRows = async (k: Kit) => Number((await k.t.deps.db.execute(sql`select count(*)::int as n from operation_logs`)).rows[0].n);
export const rowsOfRoute = async (k: Kit, route: string) => k.t.deps.db.select().from(operationLogs).where(eq(operationLogs.route, route));
