import type { FastifyInstance } from 'fastify';
import {
  categoryListBody,
  registerAddBody,
  registerIdBody,
  registerListBody,
  registerStatusBody,
  registerUpdateBody,
  registerWorkerBody,
  saveCategoryBody,
  staffNoPageBody,
  registerJournal,
  registerList,
  registerRow,
  savedCategory,
  staffList,
  taskCategories,
  taskDeletedRef,
} from '@trestle/shared/task-schemas';
import type { Deps } from '../../http/context';
import { paged, withMsg } from '../../http/envelope';
import { defineRoute, type Access } from '../../http/route';
import * as svc from './service';
import * as journal from './journal';
import { listCategories, saveCategory } from './categories';
import { staffNoPage } from './staff';

// The project task register (spec 3 §7 Other task and board calls; docs/task-register.md). Every
// call needs a caller who may see the project; the service checks the 'task' grant it needs
// (access.ts), since save-category needs add, edit or delete depending on what it does.

const project: Access<'project'> = { kind: 'project', need: ['task', 'enter'] };
const PT = '/protected/projecttask';

export function projectTaskRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/get`,
    access: project,
    summary: 'Register rows, newest first, filtered by name, status and category, paged (data.list, data.total, data.permissions)',
    input: registerListBody,
    output: registerList,
    handler: async (ctx, input) => {
      const r = await svc.listRows(ctx.deps, ctx.project, input);
      return paged(r.list, r.total, { permissions: r.permissions });
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/get-single-task`,
    access: project,
    summary: 'One register row',
    input: registerIdBody,
    output: registerRow,
    handler: (ctx, input) => svc.getRow(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/add-task`,
    access: project,
    summary: 'Adds a register row (status 0 start, journaled)',
    input: registerAddBody,
    output: registerRow,
    handler: async (ctx, input) => withMsg(await svc.addRow(ctx.deps, ctx.project, input), 'projecttask.added'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/update`,
    access: project,
    summary: 'Changes the given fields of a register row',
    input: registerUpdateBody,
    output: registerRow,
    handler: async (ctx, input) => withMsg(await svc.updateRow(ctx.deps, ctx.project, input), 'projecttask.saved'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/delete-task`,
    access: project,
    summary: 'Deletes a register row with its journal',
    input: registerIdBody,
    output: taskDeletedRef,
    handler: async (ctx, input) => withMsg(await svc.deleteRow(ctx.deps, ctx.project, input.id), 'projecttask.deleted'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/update-status`,
    access: project,
    summary: 'Sets the status (0 start, 1 implement, 2 end, 3 execute end) with an optional note, journaled',
    input: registerStatusBody,
    output: registerRow,
    handler: async (ctx, input) => withMsg(await journal.setStatus(ctx.deps, ctx.project, input.id, input.status, input.note), 'projecttask.statusChanged'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/update-worker`,
    access: project,
    summary: 'Gives the row to a project member (empty: nobody) with an optional note, journaled',
    input: registerWorkerBody,
    output: registerRow,
    handler: async (ctx, input) => withMsg(await journal.setWorker(ctx.deps, ctx.project, input.id, input.worker, input.note), 'projecttask.workerChanged'),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: `${PT}/get-task-journal`,
    access: project,
    summary: 'The journal of a register row, newest first',
    input: registerIdBody,
    output: registerJournal,
    handler: (ctx, input) => journal.listJournal(ctx.deps.db, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/common/get-category',
    access: project,
    summary: 'The register categories of a project with their row counts',
    input: categoryListBody,
    output: taskCategories,
    handler: (ctx) => listCategories(ctx.deps, ctx.project),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/common/save-category',
    access: project,
    summary: 'Creates, renames (id) or deletes (id, delete: true; refused while rows use it) a register category',
    input: saveCategoryBody,
    output: savedCategory,
    handler: (ctx, input) => saveCategory(ctx.deps, ctx.project, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/platform/get-staff-nopage',
    // With projectId anyone who may see the project (members who are not staff too), else the
    // enterprise's staff: checked in staffNoPage.
    access: { kind: 'user' },
    summary: "The enterprise's staff without paging (with projectId: the project's members), for pickers",
    input: staffNoPageBody,
    output: staffList,
    handler: (ctx, input) => staffNoPage(ctx.deps, ctx.actor, input),
  });
}
