import { z } from 'zod';

// Payloads of the file metadata and file contact calls (spec 2 §7 Metadata, Contacts; the spec
// shows none, so these are ours: docs/files-api.md). Checks that need a field's name in the
// message (duplicates, values against field types) are made by the server's meta service.

export const META_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type MetaFieldType = (typeof META_FIELD_TYPES)[number];

/** Longest text value; values are indexed, so they stay well under the index row limit. */
export const META_TEXT_MAX = 500;

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();

export const metaFieldInput = z.object({
  id: optId,
  name: z.string({ message: 'meta.fieldNameRequired' }).trim().min(1, { message: 'meta.fieldNameRequired' }).max(50, { message: 'v.tooLong' }),
  type: z.enum(META_FIELD_TYPES, { message: 'meta.fieldType' }),
  /** Only for select fields; ignored otherwise. */
  options: z
    .array(z.string().trim().min(1, { message: 'v.required' }).max(100, { message: 'v.tooLong' }))
    .max(100)
    .default([]),
  required: z.boolean().default(false),
});

export const saveMetaTemplateBody = z.object({
  projectId: id,
  /** Given: update that template (fields with an id are kept, others added, missing ones removed). */
  id: optId,
  name: z.string({ message: 'meta.templateNameRequired' }).trim().min(1, { message: 'meta.templateNameRequired' }).max(100, { message: 'v.tooLong' }),
  fields: z.array(metaFieldInput, { message: 'meta.fieldsRequired' }).min(1, { message: 'meta.fieldsRequired' }).max(50),
  /** Fields left out that files hold values for are removed only with this confirmation (errorCode 4090 otherwise). */
  removeFieldsWithValues: z.coerce.boolean().optional(),
});

/** GET calls: projectId in the query, the template, field or file id in the path. */
export const metaByIdQuery = z.object({ projectId: id, id });
export const metaProjectQuery = z.object({ projectId: id });

const metaValue = z.union([z.string().max(5000), z.number(), z.null()]);

export const updateMetaBody = z
  .object({
    projectId: id,
    fileId: id,
    /** null removes the file's metadata. */
    templateId: z.string().trim().max(64).nullable(),
    /**
     * fieldId → value: the whole form, so a field missing from it, null or blank is cleared. The
     * record itself must be sent with a template: leaving it out is refused, never read as "clear all".
     */
    values: z.record(z.string().max(64), metaValue).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.templateId && v.values === undefined) ctx.addIssue({ code: 'custom', path: ['values'], message: 'v.required' });
  });

export const metaParamBody = z.object({ projectId: id, templateId: optId });

export const metaSearchBody = z.object({
  projectId: id,
  templateId: optId,
  /** All must hold. value: text contains it, other types equal it; from/to: a number or date range; none: has any value. */
  conditions: z
    .array(z.object({ fieldId: id, value: metaValue.optional(), from: metaValue.optional(), to: metaValue.optional() }))
    .max(20)
    .default([]),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const contactListBody = z.object({ projectId: id, fileId: id });
export const addContactBody = z.object({
  projectId: id,
  fileId: id,
  contactFileIds: z.array(id, { message: 'contact.noneChosen' }).min(1, { message: 'contact.noneChosen' }).max(100),
});
