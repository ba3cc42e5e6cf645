import type { FastifyInstance } from 'fastify';
import {
  addContactBody,
  contactListBody,
  metaByIdQuery,
  metaParamBody,
  metaProjectQuery,
  metaSearchBody,
  saveMetaTemplateBody,
  updateMetaBody,
} from '@trestle/shared/meta-schemas';
import {
  contactList,
  contactRemoved,
  contactsAdded,
  fileMeta,
  metaFieldValues,
  metaParamList,
  metaSearchPage,
  metaTemplate,
  metaTemplateFields,
  metaTemplateList,
} from '@trestle/shared/meta-responses';
import type { Deps } from '../../../http/context';
import { paged } from '../../../http/envelope';
import { defineRoute, type Access } from '../../../http/route';
import * as contacts from '../contacts/contacts';
import * as meta from './meta';

const read: Access<'project'> = { kind: 'project', need: ['dms', 'enter'] };
// Template changes are project-wide; item changes are checked per file (access.ts).
const change: Access<'project'> = { kind: 'project', need: ['dms', 'status'] };
const itemChange: Access<'project'> = { kind: 'project', need: ['dms', 'enter'] };

/** File metadata (templates, a file's values, search) and links between files (spec 2 §7). Paths as the spec spells them. */
export function metaRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/meta/add-file-meta-template',
    access: change,
    summary: 'Create a metadata template, or update one when id is given',
    input: saveMetaTemplateBody,
    output: metaTemplate,
    handler: (ctx, input) => meta.saveTemplate(ctx.deps, ctx.actor, ctx.project.projectId, input),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/file/meta/get-file-meta-template',
    access: read,
    summary: 'Metadata templates of a project with their fields',
    input: metaProjectQuery,
    output: metaTemplateList,
    handler: (ctx) => meta.listTemplates(ctx.deps, ctx.project.projectId),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/file/meta/get-file-meta-template-field/:id',
    access: read,
    summary: 'Fields of one metadata template',
    input: metaByIdQuery,
    output: metaTemplateFields,
    handler: (ctx, input) => meta.templateFields(ctx.deps, ctx.project.projectId, input.id),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/file/meta/get-file-meta-template-field-value/:id',
    access: read,
    summary: 'Distinct values files hold for one field (pick lists)',
    input: metaByIdQuery,
    output: metaFieldValues,
    handler: (ctx, input) => meta.fieldValues(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/protected/file/meta/get-file-mate-extension/:id',
    access: read,
    summary: "A file's metadata template and values",
    input: metaByIdQuery,
    output: fileMeta,
    handler: (ctx, input) => meta.fileExtension(ctx.deps, ctx.project, input.id),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/update-meta',
    access: itemChange,
    summary: "Set a file's metadata template and values",
    input: updateMetaBody,
    output: fileMeta,
    handler: (ctx, input) => meta.updateMeta(ctx.deps, ctx.project, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-file-meta-param',
    access: read,
    summary: "Fields a project's files can be searched by",
    input: metaParamBody,
    output: metaParamList,
    handler: (ctx, input) => meta.metaParams(ctx.deps, ctx.project.projectId, input.templateId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-file-meta',
    access: read,
    summary: 'Files whose metadata match conditions, paged',
    input: metaSearchBody,
    output: metaSearchPage,
    handler: async (ctx, input) => {
      const r = await meta.searchMeta(ctx.deps, ctx.project, input);
      return paged(r.list, r.total);
    },
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/get-contact_project_file_list',
    access: read,
    summary: 'Files linked to a file, both directions',
    input: contactListBody,
    output: contactList,
    handler: (ctx, input) => contacts.listContacts(ctx.deps, ctx.project, input.fileId),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/protected/file/add-contact_project_file',
    access: itemChange,
    summary: 'Link a file to other files of the project',
    input: addContactBody,
    output: contactsAdded,
    handler: (ctx, input) => contacts.addContacts(ctx.deps, ctx.project, ctx.actor, input),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/protected/file/remove-contact_project_file/:id',
    access: itemChange,
    summary: 'Remove one link between files',
    input: metaByIdQuery,
    output: contactRemoved,
    handler: (ctx, input) => contacts.removeContact(ctx.deps, ctx.project, input.id),
  });
}
