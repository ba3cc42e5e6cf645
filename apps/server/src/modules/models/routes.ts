import type { FastifyInstance } from 'fastify';
import { forgeDataQuery, modelPropertyBody, protectedModelBody, publicModelBody, publicPropertyBody, retryModelBody } from '@trestle/shared/model-schemas';
import type { z } from 'zod';
import { conversionRetried, elementPropsList, forgeData, modelInfo, modelLayers, modelTree, viewableList } from '@trestle/shared/model-responses';
import type { Deps } from '../../http/context';
import { defineRoute, RAW, type Access, type ScopedCtx } from '../../http/route';
import * as svc from './service';

// Model calls (spec 2 §7). Each exists twice: /protected (a member, projectId) and /public (a
// share visitor, linkId + share header); the viewer picks by its public-mode check.

const project: Access<'project'> = { kind: 'project' };
const open: Access<'public'> = { kind: 'public' };

type Ref = (ctx: ScopedCtx, input: { projectId?: string | null; linkId?: string | null; modelId: string }) => Promise<svc.ModelRef>;
const member = (ctx: ScopedCtx<'project'>, input: Parameters<Ref>[1]) => svc.memberModel(ctx.deps, ctx.project, input.modelId);
const visitor: Ref = (ctx, input) => svc.visitorModel(ctx, input.linkId, input.modelId);

export function modelRoutes(app: FastifyInstance, deps: Deps) {
  const both = (
    paths: { protected: string; public: string },
    summary: string,
    output: z.ZodType,
    run: (ctx: ScopedCtx, ref: svc.ModelRef, input: never) => Promise<unknown>,
    props = false,
  ) => {
    defineRoute(app, deps, {
      method: 'POST',
      url: paths.protected,
      access: project,
      summary,
      input: props ? modelPropertyBody : protectedModelBody,
      output,
      handler: async (ctx, input) => run(ctx, await member(ctx, input), input as never),
    });
    defineRoute(app, deps, {
      method: 'POST',
      url: paths.public,
      access: open,
      summary: `${summary} (share visitor)`,
      input: props ? publicPropertyBody : publicModelBody,
      output,
      handler: async (ctx, input) => run(ctx, await visitor(ctx, input), input as never),
    });
  };
  both(
    { protected: '/protected/model/get-3d-jarvis-data', public: '/public/get-3d-jarvis-data' },
    "A model's state and facts (conversion status, unit, element count); starts a missing conversion",
    modelInfo,
    (ctx, ref) => svc.modelInfo(ctx.deps, ref),
  );
  both(
    { protected: '/api/protected/model/forge/get-forge-3d-data', public: '/api/public/model/forge/get-forge-3d-data' },
    'A five-minute address of the converted model (forgeDataPath), checked again on every use',
    forgeData,
    (ctx, ref) => svc.forgeDataPath(ctx.deps, ref, ctx.actor?.sessionId ?? null),
  );
  both({ protected: '/protected/model/get-3d-files-tree', public: '/public/model/get-3d-files-tree' }, "The model's spatial tree", modelTree, (ctx, ref) =>
    svc.modelTree(ctx.deps, ref),
  );
  both(
    { protected: '/protected/model/get-3d-jarvis-data-property', public: '/public/model/get-3d-jarvis-data-property' },
    'Attributes and property sets of elements (propertyIds)',
    elementPropsList,
    (ctx, ref, input: { propertyIds: number[] }) => svc.modelProperties(ctx.deps, ref, input.propertyIds),
    true,
  );
  both(
    { protected: '/protected/model/forge/get-viewables', public: '/public/model/forge/get-viewables' },
    'The 2D views of a model (its storeys)',
    viewableList,
    (ctx, ref) => svc.modelViewables(ctx.deps, ref),
  );
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/model/get-mode-tree-layer',
    access: project,
    summary: "The model's elements grouped by IFC class (layers)",
    input: protectedModelBody,
    output: modelLayers,
    handler: async (ctx, input) => svc.modelLayers(ctx.deps, await member(ctx, input)),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/public/model/forge/get-forge-3d-data',
    access: open,
    summary: "The converted model's bytes (the path from forgeDataPath is the permission)",
    input: forgeDataQuery,
    handler: async (ctx, input) => {
      await svc.sendFragments(ctx.deps, ctx.req, ctx.reply, input.path);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/model/retry-model-convert-task',
    access: project,
    summary: 'Queues a failed model conversion again (modelId or fileId)',
    input: retryModelBody,
    output: conversionRetried,
    handler: (ctx, input) => svc.retryConversion(ctx.deps, ctx.project, input),
  });
}
