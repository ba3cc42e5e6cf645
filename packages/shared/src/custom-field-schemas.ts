import { z } from 'zod';
import { CUSTOM_FIELD_TYPES, CUSTOM_FIELDS_MAX, CUSTOM_LABEL_MAX, CUSTOM_OPTION_MAX, CUSTOM_OPTIONS_MAX } from './custom-fields';

// Payloads and answers of custom fields and project types (docs/custom-fields.md; the spec shows
// none). Checks that need a field's name in the message (a drop-down without options, duplicate
// labels, values against their field) are the pure ones of custom-fields.ts, made by the server.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);

/** One field definition as an editor sends it; a field without a key is new (the server gives it one). */
export const customFieldInput = z.object({
  key: z.string().trim().max(40).optional().nullable(),
  label: z.string({ message: 'cf.labelRequired' }).trim().min(1, { message: 'cf.labelRequired' }).max(CUSTOM_LABEL_MAX, { message: 'v.tooLong' }),
  type: z.enum(CUSTOM_FIELD_TYPES, { message: 'cf.type' }),
  /** Only for drop-downs; ignored otherwise. */
  options: z
    .array(z.string().trim().max(CUSTOM_OPTION_MAX, { message: 'v.tooLong' }))
    .max(CUSTOM_OPTIONS_MAX)
    .default([]),
  required: z.boolean().default(false),
});
/** The whole set, in the order shown. */
export const customFieldList = z.array(customFieldInput).max(CUSTOM_FIELDS_MAX, { message: 'cf.tooMany' }).default([]);

/** A value as a form sends it: text, a number, the options chosen, or null (empty). */
export const customValueInput = z.union([z.string().max(5000), z.number(), z.array(z.string().max(CUSTOM_OPTION_MAX)).max(CUSTOM_OPTIONS_MAX), z.null()]);
/** key → value: the whole form; a field left out or empty is cleared. */
export const customValuesInput = z.record(z.string().max(40), customValueInput);

/** A field as the server answers it. */
export const customField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number(),
});
export const customValue = z.union([z.string(), z.number(), z.array(z.string())]);
export const customValues = z.record(z.string(), customValue);

const typeName = z.string({ message: 'projectType.nameRequired' }).trim().min(1, { message: 'projectType.nameRequired' }).max(50, { message: 'v.tooLong' });

export const projectTypeListBody = z.object({ enterpriseId: z.string().max(64).optional() });
export const addProjectTypeBody = z.object({ enterpriseId: z.string().max(64).optional(), name: typeName, fields: customFieldList });
/** The fields are the whole set: a field with its key keeps its values, one left out is removed with them. */
export const updateProjectTypeBody = addProjectTypeBody.extend({ typeId: id });
export const projectTypeIdBody = z.object({ enterpriseId: z.string().max(64).optional(), typeId: id });

export const projectType = z.object({
  id: z.string(),
  _id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  fields: z.array(customField),
  projectCount: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ProjectType = z.infer<typeof projectType>;
export const projectTypeList = z.array(projectType);
/** A saved type, and how many stored values no longer fit a changed field (they were removed). */
export const savedProjectType = projectType.extend({ droppedValues: z.number() });
