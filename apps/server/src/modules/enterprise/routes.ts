import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENTERPRISE_LOGO_MAX_BYTES, enterpriseIdBody, relationEnterpriseQuery, updateEnterpriseBody } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { defineRoute, RAW } from '../../http/route';
import { findUserByLogin } from '../accounts';
import * as svc from './service';
import { enterpriseInformation, enterpriseLogo, relatedEnterprises } from '@trestle/shared/enterprise-responses';

const E = '/protected/enterprise';

export function enterpriseRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/get-enterprise-information`,
    access: { kind: 'enterprise' },
    summary: 'Enterprise names, domain, rules and storage',
    input: enterpriseIdBody,
    output: enterpriseInformation,
    handler: (ctx) => svc.enterpriseInformation(ctx.deps.db, ctx.enterprise.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/update-enterprise-information`,
    access: { kind: 'enterprise', need: ['enterprise', 'edit'] },
    summary: 'Change enterprise names, domain and rules',
    input: updateEnterpriseBody,
    output: enterpriseInformation,
    handler: (ctx, input) => svc.updateEnterpriseInformation(ctx.deps.db, ctx.enterprise.enterpriseId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/get-enterprise-logo`,
    access: { kind: 'enterprise' },
    summary: 'Address of the enterprise logo image',
    input: enterpriseIdBody,
    output: enterpriseLogo,
    handler: (ctx) => svc.logoUrl(ctx.deps.db, ctx.enterprise.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/public/enterprise/logo/:enterpriseId',
    access: { kind: 'public' },
    summary: 'The enterprise logo image (shown on its sign-in page)',
    input: z.object({ enterpriseId: z.string().min(1) }),
    handler: async (ctx, input) => {
      const img = await svc.logoImage(ctx.deps.db, input.enterpriseId);
      ctx.reply.header('content-type', img.type).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=300').send(img.bytes);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${E}/upload-enterprise-logo`,
    access: { kind: 'enterprise', need: ['enterprise', 'edit'] },
    summary: 'Upload the enterprise logo (multipart field file, < 521 KB)',
    output: enterpriseLogo,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('err.fieldRequired', { field: 'file' });
      const file = await ctx.req.file({ limits: { fileSize: ENTERPRISE_LOGO_MAX_BYTES } });
      if (!file) throw Errors.badInput('err.fieldRequired', { field: 'file' });
      const bytes = await file.toBuffer().catch(() => {
        throw Errors.badInput('enterprise.logoTooLarge');
      });
      if (file.file.truncated) throw Errors.badInput('enterprise.logoTooLarge');
      return svc.saveLogo(ctx.deps.db, ctx.enterprise.enterpriseId, bytes, ENTERPRISE_LOGO_MAX_BYTES);
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: `${E}/get-user-relation-enterprise`,
    access: { kind: 'user' },
    summary: 'Enterprises of a user (own login name unless system manager)',
    input: relationEnterpriseQuery,
    output: relatedEnterprises,
    handler: async (ctx, input) => {
      const own = input.loginName.toLowerCase() === ctx.actor.loginName.toLowerCase();
      if (!own && !ctx.actor.isSystemManager) throw Errors.forbidden();
      const user = own ? { id: ctx.actor.userId } : await findUserByLogin(ctx.deps.db, input.loginName);
      if (!user) throw Errors.notFound();
      const list = await svc.enterprisesOfUser(ctx.deps.db, user.id);
      return list.map((e) => ({ ...e, url: `/#/login/${e.id}` }));
    },
  });
}
