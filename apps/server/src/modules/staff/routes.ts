import type { FastifyInstance } from 'fastify';
import {
  orgAddBody,
  orgIdBody,
  orgListBody,
  orgStructureBody,
  orgTreeBody,
  orgUpdateBody,
  staffAddBody,
  staffDeleteBody,
  staffImportQuery,
  staffListBody,
  staffUpdateBody,
} from '@trestle/shared/staff-schemas';
import { orgDeleted, orgList, orgRow, orgStructure, orgTree, staffDeleted, staffImported, staffList, staffRow } from '@trestle/shared/staff-responses';
import type { PermissionPair } from '@trestle/shared';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { Errors } from '../../http/errors';
import { defineRoute, RAW, type Access } from '../../http/route';
import { orgTreeView, requireManager } from './access';
import * as orgs from './departments';
import * as manage from './manage';
import { listStaff } from './staff';
import { exportStaff, importStaff } from './transfer';

// The enterprise organisation and staff calls (docs/staff.md). The enterprise is the payload's
// enterpriseId (default: the session's); the route checks membership and the `person` grant,
// the /protected/platform staff variants also require an enterprise or system manager.

const person = (action: 'enter' | 'add' | 'edit' | 'delete' | 'import' | 'export'): Access<'enterprise'> => ({
  kind: 'enterprise',
  need: ['person', action] satisfies PermissionPair,
});
const E = '/protected/enterprise';
const P = '/protected/platform';
const U = '/protected/user-management';
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

function orgRoutes(app: FastifyInstance, deps: Deps) {
  // The JM area's alternate answers the same (spec 1 §6).
  for (const url of [`${E}/get-org-structure`, `${E}/jm-get-org-structure`]) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: { kind: 'enterprise' },
      summary:
        "The enterprise's department tree with staff counts (person:enter); with projectId, names and ids only for holders of project:permission there (the permission matrix's picker)",
      input: orgStructureBody,
      output: orgStructure,
      handler: async (ctx, input) => {
        const tree = await orgs.orgTree(ctx.deps, ctx.enterprise.enterpriseId);
        return (await orgTreeView(ctx, input.projectId)) === 'full' ? tree : orgs.namesOnly(tree);
      },
    });
  }
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-tree-orgs`,
    access: person('enter'),
    summary: "The enterprise's department tree with staff counts (staffCount own, totalCount with sub-departments)",
    input: orgTreeBody,
    output: orgTree,
    handler: (ctx) => orgs.orgTree(ctx.deps, ctx.enterprise.enterpriseId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/get-orgs`,
    access: person('enter'),
    summary: 'Departments, flat, searched by name and/or one level (parentId), paged',
    input: orgListBody,
    output: orgList,
    handler: async (ctx, input) => {
      const r = await orgs.orgList(ctx.deps, ctx.enterprise.enterpriseId, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/add-orgs`,
    access: person('add'),
    summary: 'Adds a department (name, optional parentId and sort)',
    input: orgAddBody,
    output: orgRow,
    handler: async (ctx, input) => withMsg(await orgs.addOrg(ctx.deps, ctx.enterprise.enterpriseId, input), 'org.added'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/update-org`,
    access: person('edit'),
    summary: 'Renames and/or moves a department (parentId null = top level); a move under itself is refused',
    input: orgUpdateBody,
    output: orgRow,
    handler: async (ctx, input) => withMsg(await orgs.updateOrg(ctx.deps, ctx.enterprise.enterpriseId, input), 'org.saved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${P}/delete-org`,
    access: person('delete'),
    summary: 'Deletes a department with its sub-departments; refused while any of them has people',
    input: orgIdBody,
    output: orgDeleted,
    handler: async (ctx, input) => withMsg(await orgs.deleteOrg(ctx.deps, ctx.enterprise.enterpriseId, input.id), 'org.deleted'),
  });
}

function staffRoutes(app: FastifyInstance, deps: Deps) {
  const lists: [string, boolean][] = [
    [`${U}/get-staff`, false],
    [`${U}/jm-get-staff`, false],
    [`${P}/get-staffs`, true],
  ];
  for (const [url, platform] of lists) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: person('enter'),
      summary: `The enterprise's staff, paged, sorted, filtered by state, name and department${platform ? ' (enterprise or system managers)' : ''}`,
      input: staffListBody,
      output: staffList,
      handler: async (ctx, input) => {
        if (platform) requireManager(ctx.enterprise);
        const r = await listStaff(ctx.deps.db, ctx.enterprise.enterpriseId, input);
        return paged(r.list, r.total, { totalCapped: r.totalCapped });
      },
    });
  }
  const adds: [string, boolean][] = [
    [`${U}/add-staff`, false],
    [`${P}/add-staff`, true],
    [`${P}/jm-add-staff`, true],
  ];
  for (const [url, platform] of adds) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: person('add'),
      summary: 'Adds a person: a new account (mailed a set-password link) or an existing one, with post, departments and enterprise role',
      input: staffAddBody,
      output: staffRow,
      handler: async (ctx, input) => {
        if (platform) requireManager(ctx.enterprise);
        return withMsg(await manage.addStaff(ctx.deps, ctx.actor, ctx.enterprise, input, ctx.lang), 'staff.added');
      },
    });
  }
  const updates: [string, boolean][] = [
    [`${U}/update-staff`, false],
    [`${U}/jm-update-staff`, false],
    [`${P}/update-staff`, true],
  ];
  for (const [url, platform] of updates) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: person('edit'),
      summary: 'Changes a staff member (given fields); isInvalid 1 makes the account invalid and ends its sessions, 0 starts use',
      input: staffUpdateBody,
      output: staffRow,
      handler: async (ctx, input) => {
        if (platform) requireManager(ctx.enterprise);
        const r = await manage.updateStaff(ctx.deps, ctx.actor, ctx.enterprise, input);
        return withMsg(r.row, r.key);
      },
    });
  }
  const deletes: [string, boolean][] = [
    [`${U}/delete-staff`, false],
    [`${P}/delete-staff`, true],
  ];
  for (const [url, platform] of deletes) {
    defineRoute(app, deps, {
      method: 'POST',
      url,
      access: person('delete'),
      summary: "Removes a person from the enterprise (departments, membership, the enterprise's projects); not system accounts or project managers",
      input: staffDeleteBody,
      output: staffDeleted,
      handler: async (ctx, input) => {
        if (platform) requireManager(ctx.enterprise);
        return withMsg(await manage.deleteStaff(ctx.deps, ctx.actor, ctx.enterprise, input.userId, ctx.lang), 'staff.deleted');
      },
    });
  }
  defineRoute(app, deps, {
    method: 'POST',
    url: `${U}/export-staff`,
    access: person('export'),
    summary: 'The staff list (same filters as get-staff, every page) as an .xlsx sheet',
    input: staffListBody,
    handler: async (ctx, input) => {
      const file = await exportStaff(ctx.deps, ctx.enterprise, input, ctx.lang);
      ctx.reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', disposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('x-staff-count', String(file.count))
        .send(file.bytes);
      return RAW;
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${U}/import-staff`,
    access: person('import'),
    summary: 'Imports staff from an .xlsx sheet (?enterpriseId; multipart part `file` ≤ 5 MB); all rows or none, with a row-by-row error report',
    input: staffImportQuery,
    output: staffImported,
    handler: async (ctx) => {
      if (!ctx.req.isMultipart()) throw Errors.badInput('staff.importNoFile');
      const file = await ctx.req.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw Errors.badInput('staff.importNoFile');
      const bytes = await file.toBuffer().catch(() => {
        throw Errors.badInput('err.tooLarge');
      });
      if (file.file.truncated) throw Errors.badInput('err.tooLarge');
      const r = await importStaff(ctx.deps, ctx.actor, ctx.enterprise, bytes, ctx.lang);
      return withMsg(r, 'staff.imported', { count: r.imported });
    },
  });
}

export function staffModuleRoutes(app: FastifyInstance, deps: Deps) {
  orgRoutes(app, deps);
  staffRoutes(app, deps);
}
