import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ENTERPRISE_LOGO_MAX_BYTES, enterpriseIdBody, groupIdBody } from '@trestle/shared';
import { enterpriseFiles, groupLogo } from '@trestle/shared/project-responses';
import type { Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { defineRoute, RAW } from '../../http/route';
import { groupLogoImage, removeGroupLogo, saveGroupLogo } from './group-logo';
import { openEnterpriseFiles } from './enterprise-files';

const P = '/protected/project';

/**
 * The enterprise home's calls: a project group's logo (uploaded and removed by holders of
 * enterprise:groups, seen by the enterprise's staff) and the enterprise's own document area.
 */
export function enterpriseHomeRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/upload-project-group-logo`,
    access: { kind: 'enterprise', need: ['enterprise', 'groups'] },
    summary: 'Upload a project group logo (multipart: field groupId, then field file, < 521 KB; PNG, JPEG, GIF or WebP)',
    output: groupLogo,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('err.fieldRequired', { field: 'file' });
      const file = await ctx.req.file({ limits: { fileSize: ENTERPRISE_LOGO_MAX_BYTES } });
      if (!file) throw Errors.badInput('err.fieldRequired', { field: 'file' });
      const groupId = (file.fields.groupId as { value?: unknown } | undefined)?.value;
      if (typeof groupId !== 'string' || !groupId) throw Errors.badInput('err.fieldRequired', { field: 'groupId' });
      const bytes = await file.toBuffer().catch(() => {
        throw Errors.badInput('enterprise.logoTooLarge');
      });
      if (file.file.truncated) throw Errors.badInput('enterprise.logoTooLarge');
      return saveGroupLogo(ctx.deps, ctx.enterprise.enterpriseId, groupId, bytes);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/delete-project-group-logo`,
    access: { kind: 'enterprise', need: ['enterprise', 'groups'] },
    summary: 'Remove a project group logo',
    input: groupIdBody,
    output: groupLogo,
    handler: (ctx, input) => removeGroupLogo(ctx.deps, ctx.enterprise.enterpriseId, input.groupId),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: `${P}/get-project-group-logo/:groupId`,
    access: { kind: 'enterprise' },
    summary: 'The logo image of a project group of the caller enterprise',
    input: z.object({ groupId: z.string().min(1).max(100) }),
    handler: async (ctx, input) => {
      const img = await groupLogoImage(ctx.deps, ctx.enterprise.enterpriseId, input.groupId);
      ctx.reply.header('content-type', img.type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300').send(img.bytes);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/enterprise/get-enterprise-files',
    access: { kind: 'enterprise' },
    summary:
      "The enterprise's own document area (made on first use; a staff member joins it with its lowest role, Reader by default): the project id its file manager opens",
    input: enterpriseIdBody,
    output: enterpriseFiles,
    handler: (ctx) => openEnterpriseFiles(ctx.deps, ctx.actor, ctx.enterprise.enterpriseId),
  });
}
