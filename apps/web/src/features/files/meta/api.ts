import { callRoute, callRouteEnvelope } from '../../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

import type { MetaSearchQuery, MetaTemplateInput, MetaValue } from './types';

// The metadata calls of docs/files-api.md "Metadata" (paths as the spec spells them, 'mate' included).

export const metaTemplates = (projectId: string) => callRoute(contracts.getFileMetaTemplate, { projectId }).then((d) => d.templates);

export const templateFields = (projectId: string, templateId: string) => callRoute(contracts.getFileMetaTemplateField, { projectId, id: templateId });

export const saveTemplate = (projectId: string, input: MetaTemplateInput) => callRoute(contracts.addFileMetaTemplate, { projectId, ...input });

/** Distinct values live files hold for a field (pick lists). */
export const fieldValues = (projectId: string, fieldId: string) =>
  callRoute(contracts.getFileMetaTemplateFieldValue, { projectId, id: fieldId }).then((d) => d.values);

export const fileMeta = (projectId: string, fileId: string) => callRoute(contracts.getFileMateExtension, { projectId, id: fileId });

/** Replaces the file's values; templateId null removes its metadata. */
export const updateMeta = (projectId: string, fileId: string, templateId: string | null, values: Record<string, MetaValue>) =>
  callRoute(contracts.updateMeta, { projectId, fileId, templateId, values });

export const metaParams = (projectId: string, templateId?: string | null) =>
  callRoute(contracts.getFileMetaParam, {
    projectId,
    templateId: templateId || undefined,
  });

export async function searchMeta(projectId: string, q: MetaSearchQuery) {
  const env = await callRouteEnvelope(contracts.getFileMeta, {
    projectId,
    ...q,
    templateId: q.templateId || undefined,
  });
  return { list: env.data.list, total: env.pageTotal ?? env.data.total };
}

/** Query keys of metadata; they live under the project's files key, so a file change refreshes them too. */
export const metaKey = (projectId: string, ...rest: unknown[]) => ['files', projectId, 'meta', ...rest];
