import type { FileItem } from '../types';

// Wire shapes of file metadata (docs/files-api.md "Metadata").

export type MetaFieldType = 'text' | 'number' | 'date' | 'select';
export const META_FIELD_TYPES: MetaFieldType[] = ['text', 'number', 'date', 'select'];

/** A stored value: numbers come back as numbers, dates as 'YYYY-MM-DD', the rest as text. */
export type MetaValue = string | number | null;

export interface MetaField {
  _id: string;
  id: string;
  templateId: string;
  name: string;
  type: MetaFieldType;
  options: string[];
  required: boolean;
  sort: number;
}

export interface MetaTemplate {
  _id: string;
  id: string;
  projectId: string;
  name: string;
  createUser: string;
  modifyUser: string;
  createTime: string;
  updateTime: string;
  fields: MetaField[];
  /** Only in the template list: live files using it. */
  fileCount?: number;
}

/** A field as sent to add-file-meta-template: with an id it is changed, without one added. */
export interface MetaFieldInput {
  id?: string | null;
  name: string;
  type: MetaFieldType;
  options?: string[];
  required?: boolean;
}

export interface MetaTemplateInput {
  id?: string | null;
  name: string;
  fields: MetaFieldInput[];
  /** The user confirmed that removed fields take their values with them. */
  removeFieldsWithValues?: boolean;
}

/** get-file-mate-extension and update-meta. */
export interface FileMeta {
  fileId: string;
  name: string;
  templateId: string | null;
  template: MetaTemplate | null;
  values: Record<string, MetaValue>;
  fields: (MetaField & { fieldId: string; value: MetaValue })[];
  updateTime: string | null;
  updateUser: string | null;
  canEdit: boolean;
}

export interface FieldValueCount {
  value: string | number;
  count: number;
}

/** A searchable field (get-file-meta-param). */
export interface MetaParam extends MetaField {
  fieldId: string;
  templateName: string;
}

export interface MetaCondition {
  fieldId: string;
  value?: MetaValue;
  from?: MetaValue;
  to?: MetaValue;
}

export interface MetaSearchQuery {
  templateId?: string | null;
  conditions: MetaCondition[];
  pageNum: number;
  pageSize: number;
}

/** A result of get-file-meta: the file with its folder path and values. */
export interface MetaSearchItem extends FileItem {
  path: string;
  templateId: string;
  templateName: string;
  values: Record<string, MetaValue>;
}
