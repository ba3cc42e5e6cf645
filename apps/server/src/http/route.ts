import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langFromAcceptLanguage } from '@trestle/shared';
import type { AuthedCtx, Ctx, Deps } from './context';
import { Errors } from './errors';
import { authenticate } from './auth';
import { zodMessage } from './validation';
import { replyEnvelope } from './reply';
import { enterpriseFacts, type ProjectScope, type EnterpriseScope, canInEnterprise, canInProject, canSeeProject } from '../modules/roles';
import { projectFacts } from '../modules/projects';

/**
 * Every route says who may call it (CONVENTIONS 2):
 * - public: anyone; the caller is still identified when a token is sent;
 * - user: any signed-in caller, acting on their own data;
 * - system: system managers only;
 * - enterprise: members of the enterprise in `enterpriseId` (default: the session's), with `need`;
 * - project: callers who may see the project in `projectId`, with `need`.
 */
export type Access =
  { kind: 'public' } | { kind: 'user' } | { kind: 'system' } | { kind: 'enterprise'; need?: [string, string] } | { kind: 'project'; need?: [string, string] };

export type ScopedCtx = AuthedCtx & { project?: ProjectScope; enterprise?: EnterpriseScope };

export interface RouteDef<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  summary: string;
  input?: S;
  /** Handlers that stream or send files answer through ctx.reply and return `RAW`. */
  handler: (ctx: ScopedCtx, input: z.infer<S>) => Promise<unknown>;
}

export const RAW = Symbol('raw reply');

/** Registry of every defined route, used by /api/docs and the access test. */
export const routeRegistry: { method: string; url: string; access: Access; summary: string; input?: z.ZodType }[] = [];

export function defineRoute<S extends z.ZodType>(app: FastifyInstance, deps: Deps, def: RouteDef<S>) {
  if (!routeRegistry.some((r) => r.method === def.method && r.url === def.url)) {
    routeRegistry.push({ method: def.method, url: def.url, access: def.access, summary: def.summary, input: def.input });
  }
  app.route({
    method: def.method,
    url: def.url,
    config: { access: def.access },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx: Ctx = {
        deps,
        lang: langFromAcceptLanguage(req.headers['accept-language']),
        actor: null,
        ip: req.ip,
        req,
        reply,
      };
      ctx.actor = await authenticate(deps, req, def.access.kind !== 'public');
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const raw = { ...((req.query as object) ?? {}), ...((req.params as object) ?? {}), ...body };
      // Access first: a caller who may not see a project learns nothing from validation.
      const scoped = await checkAccess(ctx, def.access, raw);
      let input: unknown = raw;
      if (def.input) {
        const parsed = def.input.safeParse(raw);
        if (!parsed.success) throw Errors.badInput(zodMessage(parsed.error, ctx.lang));
        input = parsed.data;
      }
      const result = await def.handler(scoped, input as z.infer<S>);
      if (result === RAW) return reply;
      return replyEnvelope(reply, ctx.lang, result);
    },
  });
}

async function checkAccess(ctx: Ctx, access: Access, input: Record<string, unknown>): Promise<ScopedCtx> {
  if (access.kind === 'public') return ctx as ScopedCtx;
  const actor = ctx.actor;
  if (!actor) throw Errors.unauthenticated();
  const scoped = ctx as ScopedCtx;
  switch (access.kind) {
    case 'user':
      return scoped;
    case 'system':
      if (!actor.isSystemManager) throw Errors.forbidden();
      return scoped;
    case 'enterprise': {
      const enterpriseId = typeof input.enterpriseId === 'string' && input.enterpriseId ? input.enterpriseId : actor.enterpriseId;
      if (!enterpriseId) throw Errors.noAccess();
      const facts = await enterpriseFacts(ctx.deps.db, actor, enterpriseId);
      if (!facts.isEnterpriseMember && !facts.isSystemManager) throw Errors.noAccess();
      if (access.need && !canInEnterprise(facts, access.need[0], access.need[1])) throw Errors.forbidden();
      scoped.enterprise = facts;
      return scoped;
    }
    case 'project': {
      const projectId = typeof input.projectId === 'string' ? input.projectId : '';
      scoped.project = await projectScopeFor(ctx, projectId, access.need);
      return scoped;
    }
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (see assertDeclaredAccess). */
    access?: Access;
  }
}

/**
 * The project check of `access: project`, for handlers that learn the project only while
 * reading the request (multipart fields, a form post, a file id).
 */
export async function projectScopeFor(ctx: Ctx, projectId: string, need?: [string, string]): Promise<ProjectScope> {
  if (!ctx.actor) throw Errors.unauthenticated();
  if (!projectId) throw Errors.badInput('err.fieldRequired', { field: 'projectId' });
  const facts = await projectFacts(ctx.deps.db, ctx.actor, projectId);
  if (!facts || !canSeeProject(facts)) throw Errors.noAccess();
  if (need && !canInProject(facts, need[0], need[1])) throw Errors.forbidden();
  return facts;
}
