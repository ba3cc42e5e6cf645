import type { MetaValue } from '@trestle/shared/meta-responses';

export type { FieldValueCount, FileMeta, MetaField, MetaParam, MetaSearchItem, MetaTemplate, MetaValue } from '@trestle/shared/meta-responses';

// Wire shapes of file metadata (docs/files-api.md "Metadata").

export type MetaFieldType = 'text' | 'number' | 'date' | 'select';
export const META_FIELD_TYPES: MetaFieldType[] = ['text', 'number', 'date', 'select'];

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
