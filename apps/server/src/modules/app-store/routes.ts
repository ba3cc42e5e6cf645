import type { FastifyInstance } from 'fastify';
import {
  addWebsiteBody,
  enterpriseApps,
  enterpriseAppsBody,
  projectHomeApps,
  updateEnterpriseAppsBody,
  updateProjectHomeAppsBody,
  updateWebsiteBody,
  website,
  websiteIdBody,
  websitePage,
  websitePageBody,
  websiteTagsBody,
} from '@trestle/shared/app-store-schemas';
import { projectIdBody } from '@trestle/shared';
import { noData } from '@trestle/shared/common-responses';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import * as svc from './service';

// The app store (docs/app-store.md). The website calls keep the spec's spelling ('Wbsite') and
// are the system managers'; enabling apps is the enterprise's app_management grant; choosing the
// home's apps is the project administrator's.

const W = '/protected/website';
const A = '/protected/app-store';

export function appStoreRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${W}/getPageWbsite`,
    access: { kind: 'system' },
    summary: 'Web apps of the app store by name, filtered by tag and name, paged (with every tag and its count)',
    input: websitePageBody,
    output: websitePage,
    handler: async (ctx, input) => {
      const r = await svc.listWebsites(ctx.deps, input);
      return paged(r.list, r.total, { tags: r.tags });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${W}/addWbsite`,
    access: { kind: 'system' },
    summary: 'Add a web app (name, https URL, icon, tags)',
    input: addWebsiteBody,
    output: website,
    handler: (ctx, input) => svc.addWebsite(ctx.deps, ctx.actor.userId, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${W}/updateWbsite`,
    access: { kind: 'system' },
    summary: 'Edit a web app',
    input: updateWebsiteBody,
    output: website,
    handler: (ctx, input) => svc.updateWebsite(ctx.deps, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${W}/tagProcessingWbsite`,
    access: { kind: 'system' },
    log: { action: 'update' },
    summary: 'Add and remove tags of a web app',
    input: websiteTagsBody,
    output: website,
    handler: (ctx, input) => svc.tagWebsite(ctx.deps, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${W}/delWbsite`,
    access: { kind: 'system' },
    log: { action: 'delete' },
    summary: "Delete a web app; it leaves every enterprise's and project's choice",
    input: websiteIdBody,
    output: noData,
    handler: async (ctx, input) => withMsg(await svc.deleteWebsite(ctx.deps, input.id), 'website.deleted'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${A}/get-enterprise-apps`,
    access: { kind: 'enterprise', need: ['enterprise', 'app_management'] },
    summary: "The app store as the enterprise sees it: built-in and web apps, each enabled for the enterprise's projects or not",
    input: enterpriseAppsBody,
    output: enterpriseApps,
    handler: (ctx) => svc.enterpriseApps(ctx.deps.db, ctx.enterprise.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${A}/update-enterprise-apps`,
    access: { kind: 'enterprise', need: ['enterprise', 'app_management'] },
    summary: "Enable exactly these apps (keys) for the enterprise's projects",
    input: updateEnterpriseAppsBody,
    output: enterpriseApps,
    handler: (ctx, input) => svc.setEnterpriseApps(ctx.deps, ctx.enterprise.enterpriseId, input.keys),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${A}/get-project-home-apps`,
    access: { kind: 'project' },
    summary: "The enterprise's enabled apps with whether the project's home shows them, in the home's order (project administrators)",
    input: projectIdBody,
    output: projectHomeApps,
    handler: async (ctx) => {
      if (!svc.mayChooseHomeApps(ctx.project)) return svc.refuseHomeApps();
      return svc.projectHomeApps(ctx.deps.db, ctx.project);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${A}/update-project-home-apps`,
    access: { kind: 'project' },
    summary: "Choose the enabled apps the project's home shows, in order (project administrators)",
    input: updateProjectHomeAppsBody,
    output: projectHomeApps,
    handler: (ctx, input) => svc.setProjectHomeApps(ctx.deps, ctx.project, input.keys),
  });
}
