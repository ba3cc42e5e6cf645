import { z } from 'zod';
import { isoTime } from './common-responses';
import { fileItem } from './file-responses';
import { META_FIELD_TYPES } from './meta-schemas';

// What the file metadata and file link (contacts) calls answer (the `data` of the envelope;
// docs/files-api.md "Metadata", "Links between files"). Checked by the server in every test run
// (http/route.ts `output`); the web takes its types from here.

/** A stored value: numbers come back as numbers, dates as 'YYYY-MM-DD', the rest as text. */
export const metaValue = z.union([z.string(), z.number()]).nullable();
export type MetaValue = z.infer<typeof metaValue>;

/** A template's field (files/meta/meta.ts presentField). */
export const metaField = z.object({
  _id: z.string(),
  id: z.string(),
  templateId: z.string(),
  name: z.string(),
  type: z.enum(META_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number(),
});
export type MetaField = z.infer<typeof metaField>;

/** A template with its fields (presentTemplate); `fileCount` (live files using it) only in the list. */
export const metaTemplate = z.object({
  _id: z.string(),
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  createUser: z.string(),
  modifyUser: z.string(),
  createTime: isoTime,
  updateTime: isoTime,
  fields: z.array(metaField),
  fileCount: z.number().optional(),
});
export type MetaTemplate = z.infer<typeof metaTemplate>;

/** get-file-meta-template. */
export const metaTemplateList = z.object({ templates: z.array(metaTemplate) });
export type MetaTemplateList = z.infer<typeof metaTemplateList>;

const templateName = z.object({ _id: z.string(), id: z.string(), name: z.string() });

/** get-file-meta-template-field/:id. */
export const metaTemplateFields = z.object({ template: templateName, fields: z.array(metaField) });
export type MetaTemplateFields = z.infer<typeof metaTemplateFields>;

export const fieldValueCount = z.object({ value: z.union([z.string(), z.number()]), count: z.number() });
export type FieldValueCount = z.infer<typeof fieldValueCount>;

/** get-file-meta-template-field-value/:id: distinct values for pick lists. */
export const metaFieldValues = z.object({ field: metaField, values: z.array(fieldValueCount) });
export type MetaFieldValues = z.infer<typeof metaFieldValues>;

/** get-file-mate-extension and update-meta: the file's template and values; template null when it has none. */
export const fileMeta = z.object({
  fileId: z.string(),
  name: z.string(),
  templateId: z.string().nullable(),
  template: metaTemplate.nullable(),
  values: z.record(z.string(), metaValue),
  fields: z.array(metaField.extend({ fieldId: z.string(), value: metaValue })),
  updateTime: isoTime.nullable(),
  updateUser: z.string().nullable(),
  canEdit: z.boolean(),
});
export type FileMeta = z.infer<typeof fileMeta>;

/** A searchable field (get-file-meta-param). */
export const metaParam = metaField.extend({ fieldId: z.string(), templateName: z.string() });
export type MetaParam = z.infer<typeof metaParam>;
export const metaParamList = z.object({ templates: z.array(templateName), params: z.array(metaParam) });
export type MetaParamList = z.infer<typeof metaParamList>;

/** A result of get-file-meta: the file with its folder path and values. */
export const metaSearchItem = fileItem.extend({
  path: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  values: z.record(z.string(), metaValue),
});
export type MetaSearchItem = z.infer<typeof metaSearchItem>;
export const metaSearchPage = z.object({ list: z.array(metaSearchItem), total: z.number() });
export type MetaSearchPage = z.infer<typeof metaSearchPage>;

/** A linked file: the other file's item, with _id/id the link's id and fileId the other file's. */
export const contact = fileItem.extend({
  id: z.string(),
  /** Its folder, '/Drawings/Level 1'; '/' for the root. */
  path: z.string(),
  /** 'out' when added from this file, 'in' otherwise; a link is the same from both sides. */
  direction: z.enum(['in', 'out']),
  createUserName: z.string(),
  fileCreateTime: isoTime,
});
export type Contact = z.infer<typeof contact>;

/** get-contact_project_file_list. */
export const contactList = z.object({ list: z.array(contact), canEdit: z.boolean() });
export type ContactList = z.infer<typeof contactList>;

/** add-contact_project_file: how many were linked or already were, and the list after. */
export const contactsAdded = contactList.extend({ added: z.number(), skipped: z.number() });
export type ContactsAdded = z.infer<typeof contactsAdded>;
export const contactRemoved = z.object({ removed: z.number() });
export type ContactRemoved = z.infer<typeof contactRemoved>;
