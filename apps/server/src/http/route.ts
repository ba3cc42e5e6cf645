import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langFromAcceptLanguage, type PermissionPair } from '@trestle/shared';
import type { AuthedCtx, Ctx, Deps } from './context';
import { Errors } from './errors';
import { authenticate } from './auth';
import { zodMessage } from './validation';
import { envelopeData, replyEnvelope } from './reply';
import { enterpriseFacts, type ProjectScope, type EnterpriseScope, canInEnterprise, canInProject, canSeeProject } from '../modules/roles';
import { projectFacts } from '../modules/projects';
import { suspendedAccess } from '../modules/enterprise';
import { writeOperation } from '../modules/oplog';
import { Operation, runOperation, setOperationProject } from '../db/operation';
import { classifyRoute, definingModule, firstWord, type LogSpec } from './oplog-classify';

/**
 * Every route says who may call it (CONVENTIONS 2):
 * - public: anyone; the caller is still identified when a token is sent;
 * - user: any signed-in caller, acting on their own data;
 * - system: system managers only;
 * - enterprise: members of the enterprise in `enterpriseId` (default: the session's), with `need`;
 * - project: callers who may see the project in `projectId`, with `need`.
 */
export type Access<K extends AccessKind = AccessKind> = Extract<AccessUnion, { kind: K }>;
export type AccessKind = AccessUnion['kind'];
type AccessUnion =
  { kind: 'public' } | { kind: 'user' } | { kind: 'system' } | { kind: 'enterprise'; need?: PermissionPair } | { kind: 'project'; need?: PermissionPair };

/**
 * What a handler knows after the access check, by access kind: a project route's handler gets
 * `project` (the facts the check loaded), an enterprise route's `enterprise`; user and system
 * routes have a signed-in `actor`. Public handlers keep the loose shape (the actor is the one
 * identified when a token was sent).
 */
interface ContextByKind {
  public: AuthedCtx & { project?: ProjectScope; enterprise?: EnterpriseScope };
  user: AuthedCtx;
  system: AuthedCtx;
  enterprise: AuthedCtx & { enterprise: EnterpriseScope };
  project: AuthedCtx & { project: ProjectScope };
}

/** The handler context of an access kind; without a kind, the loose shape any of them fits. */
export type ScopedCtx<K extends AccessKind = 'public'> = ContextByKind[K];

export interface RouteDef<S extends z.ZodType, A extends Access> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: A;
  summary: string;
  input?: S;
  /**
   * The `data` part of the answer (for `paged(...)`: `{ list, total, ...extra }`), a schema from
   * packages/shared that the web reads its types from. Checked on every answer when
   * CHECK_RESPONSES is on (every test run), so server and web cannot drift apart unnoticed.
   */
  output?: z.ZodType;
  /**
   * The operation log entry of a write route (docs/operation-log.md): needed only when the path's
   * last segment does not say read or write (http/oplog-classify.ts); `false` marks a read.
   */
  log?: LogSpec | false;
  /** Handlers that stream or send files answer through ctx.reply and return `RAW`. */
  handler: (ctx: ScopedCtx<A['kind']>, input: z.infer<S>) => Promise<unknown>;
}

export const RAW = Symbol('raw reply');

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  summary: string;
  input?: z.ZodType;
  output?: z.ZodType;
  /** What the operation log records of it: 'read' (nothing), a write's module and action, or null (unclassified). */
  log: 'read' | Required<LogSpec> | null;
}

/** Registry of every defined route, used by /api/docs, the access test and the contract test. */
export const routeRegistry: RegisteredRoute[] = [];

/** An answer that does not match its route's output schema (only raised with CHECK_RESPONSES on). */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const shown = issues.slice(0, 12).map((i) => `  data.${i.path.join('.') || '(root)'}: ${i.message}`);
    if (issues.length > shown.length) shown.push(`  … and ${issues.length - shown.length} more`);
    super(`Response of ${route} does not match its output schema:\n${shown.join('\n')}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * Contract breaches seen in this process (how many, and the newest): the test harness fails
 * the call that caused one even when the test only looks at part of the answer.
 */
export const responseContractBreaches: { count: number; last: ResponseContractError | null } = { count: 0, last: null };

/** Checks an answer's data against the route's output schema, as it goes on the wire (JSON). */
export function checkResponse(route: string, output: z.ZodType, result: unknown) {
  const wire: unknown = JSON.parse(JSON.stringify(envelopeData(result)) ?? 'null');
  const parsed = output.safeParse(wire);
  if (parsed.success) return;
  const err = new ResponseContractError(route, parsed.error.issues);
  responseContractBreaches.count++;
  responseContractBreaches.last = err;
  throw err;
}

export function defineRoute<S extends z.ZodType, A extends Access>(app: FastifyInstance, deps: Deps, def: RouteDef<S, A>) {
  const module = definingModule(new Error().stack);
  const classified = logOf(def, module);
  if (!routeRegistry.some((r) => r.method === def.method && r.url === def.url)) {
    routeRegistry.push({ method: def.method, url: def.url, access: def.access, summary: def.summary, input: def.input, output: def.output, log: classified });
  }
  // An unclassified route (the route walk refuses them) is logged as a write named by its path's word.
  const log = classified ?? { module, action: firstWord(def.url) || 'other' };
  const checked = deps.config.checkResponses ? def.output : undefined;
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
      // checkAccess established what ScopedCtx<A['kind']> promises for this access kind.
      const run = () => def.handler(scoped as ScopedCtx<A['kind']>, input as z.infer<S>);
      const result = log === 'read' || !ctx.actor ? await run() : await runLogged(scoped, def, log, run);
      if (result === RAW) return reply;
      if (checked) checkResponse(`${def.method} ${def.url}`, checked, result);
      return replyEnvelope(reply, ctx.lang, result);
    },
  });
}

/** A route's log entry: 'read', a write with its module (default: the defining module) and action, or null. */
function logOf(def: { method: string; url: string; log?: LogSpec | false }, module: string): 'read' | Required<LogSpec> | null {
  const c = classifyRoute(def.method, def.url, def.log);
  if (c === 'read' || c === null) return c;
  return { module: c.module ?? module, action: c.action };
}

/**
 * Runs a write route's handler as an operation (db/operation.ts): its first transaction writes
 * the log row before it commits; a handler that wrote without a transaction gets the row once it
 * succeeded (single statements: docs/operation-log.md). A handler that throws before committing
 * anything leaves no row.
 */
async function runLogged(ctx: ScopedCtx, def: { method: string; url: string }, log: Required<LogSpec>, run: () => Promise<unknown>) {
  const actor = ctx.actor;
  const op = new Operation(
    {
      id: randomUUID(),
      at: ctx.deps.now(),
      actorId: actor.userId,
      actorName: actor.name,
      actorLogin: actor.loginName,
      enterpriseId: ctx.project?.enterpriseId ?? ctx.enterprise?.enterpriseId ?? actor.enterpriseId,
      projectId: ctx.project?.projectId ?? null,
      ip: ctx.ip,
      userAgent: String(ctx.req.headers['user-agent'] ?? '').slice(0, 512),
      method: def.method,
      route: def.url,
      module: log.module,
      action: log.action,
      targets: [],
    },
    writeOperation,
  );
  const result = await runOperation(op, run);
  if (!op.written) (await op.writeIn(ctx.deps.db))();
  return result;
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
      if (facts.enterpriseSuspended && !facts.isSystemManager) throw suspendedAccess();
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
export async function projectScopeFor(ctx: Ctx, projectId: string, need?: PermissionPair): Promise<ProjectScope> {
  if (!ctx.actor) throw Errors.unauthenticated();
  if (!projectId) throw Errors.badInput('err.fieldRequired', { field: 'projectId' });
  const facts = await projectFacts(ctx.deps.db, ctx.actor, projectId);
  if (!facts || !canSeeProject(facts)) throw Errors.noAccess();
  if (facts.enterpriseSuspended && !facts.isSystemManager) throw suspendedAccess();
  if (need && !canInProject(facts, need[0], need[1])) throw Errors.forbidden();
  setOperationProject(facts.projectId, facts.enterpriseId);
  return facts;
}
