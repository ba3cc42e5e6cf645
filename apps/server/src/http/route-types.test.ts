import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { translate } from '@trestle/shared';
import type { Actor, Deps } from './context';
import { defineRoute, routeRegistry, type Access } from './route';
import { AppError, ErrorCode, Errors } from './errors';
import { withMsg } from './envelope';
import { canInEnterprise } from '../modules/roles/policy';
import type { EnterpriseScope, ProjectScope } from '../modules/roles/service';
import { createTestApp, type TestApp } from '../test/harness';
import { demoProjects } from '../test/factories';

// The route types carry what the access check established. The `@ts-expect-error` lines and
// `expectTypeOf` calls are checked by the type check (npm run typecheck); the runtime part
// proves the context a project handler reads is the one the check filled in.

function declareRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/project',
    access: { kind: 'project' },
    summary: 'project handler',
    handler: async (ctx) => {
      expectTypeOf(ctx.project).toEqualTypeOf<ProjectScope>();
      return { projectId: ctx.project.projectId, enterpriseId: ctx.project.enterpriseId };
    },
  });
  // A constant keeps its kind when declared as Access<'project'>.
  const project: Access<'project'> = { kind: 'project' };
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/project-constant',
    access: project,
    summary: 'project handler through a constant',
    handler: async (ctx) => ctx.project.projectId,
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/enterprise',
    access: { kind: 'enterprise' },
    summary: 'enterprise handler',
    handler: async (ctx) => {
      expectTypeOf(ctx.enterprise).toEqualTypeOf<EnterpriseScope>();
      expectTypeOf(canInEnterprise(ctx.enterprise, 'task', 'export')).toBeBoolean();
      // @ts-expect-error an action of another module ('iot' has no 'export')
      canInEnterprise(ctx.enterprise, 'iot', 'export');
      // @ts-expect-error an enterprise route has no project
      return ctx.project;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/user',
    access: { kind: 'user' },
    summary: 'user handler',
    handler: async (ctx) => {
      expectTypeOf(ctx.actor).toEqualTypeOf<Actor>();
      // @ts-expect-error a user route has no project
      return ctx.project;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/permission',
    // @ts-expect-error 'frobnicate' is not an action of the task module in the catalogue
    access: { kind: 'project', need: ['task', 'frobnicate'] },
    summary: 'unknown permission',
    handler: async () => null,
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/permission-module',
    // @ts-expect-error 'edit' is an action, but 'tasks' is no module
    access: { kind: 'enterprise', need: ['tasks', 'edit'] },
    summary: 'unknown permission module',
    handler: async () => null,
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/message',
    access: { kind: 'user' },
    summary: 'message keys',
    handler: async (ctx) => {
      expectTypeOf(Errors.badInput('v.required')).toEqualTypeOf<AppError>();
      // @ts-expect-error no message has the key 'v.frobnicate'
      Errors.badInput('v.frobnicate');
      // @ts-expect-error a refusal's reason is a message key too
      Errors.forbiddenKey('err.noSuchReason');
      // @ts-expect-error the one error type takes only message keys
      new AppError(400, ErrorCode.badInput, 'Some sentence');
      // @ts-expect-error translate takes only message keys; translateIfKey is for keys that arrive as data
      translate('task.nope', ctx.lang);
      // @ts-expect-error a plain string is no ready sentence: only zodMessage makes one
      Errors.badInput(`${ctx.actor.name}`);
      // @ts-expect-error a success answer's msg is a message key
      if (ctx.actor.isSystemManager) return withMsg(null, 'saved!');
      return withMsg(null, 'ok');
    },
  });
  // A wide Access does not say which kind: the handler cannot read a project from it.
  const wide = { kind: 'project' } as Access;
  defineRoute(app, deps, {
    method: 'POST',
    url: '/typed/wide',
    access: wide,
    summary: 'handler of an unknown kind',
    // @ts-expect-error the kind is not known, so neither is the project
    handler: async (ctx) => ctx.project.projectId,
  });
}

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  declareRoutes(app, t.deps);
  await app.ready();
});
afterAll(async () => {
  // Test files share modules (vitest isolate: false): the access walk must not meet these routes.
  for (let i = routeRegistry.length - 1; i >= 0; i--) if (routeRegistry[i].url.startsWith('/typed/')) routeRegistry.splice(i, 1);
  await app.close();
  await t.close();
});

describe('typed route context', () => {
  it("gives a project handler the project the access check loaded, read without '!'", async () => {
    const { harbour } = await demoProjects(t.deps.db);
    const token = await t.login('member');
    for (const url of ['/typed/project', '/typed/project-constant']) {
      const res = await app.inject({ method: 'POST', url, payload: { projectId: harbour.id }, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      const data: unknown = JSON.parse(res.body).data;
      expect(data).toEqual(url === '/typed/project' ? { projectId: harbour.id, enterpriseId: harbour.enterpriseId } : harbour.id);
    }
  });
});
