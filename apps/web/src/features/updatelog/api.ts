import type { z } from 'zod';
import type { addUpdateLogBody } from '@trestle/shared/notice-schemas';
import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

export type { UpdateLogEntry } from '@trestle/shared/updatelog-responses';
export type UpdateLogFields = z.input<typeof addUpdateLogBody>;

/** The language is part of the key: the server answers the notes in the caller's language. */
export const updateLogKeys = { all: () => ['update-log'] as const, page: (page: number, lang: string) => ['update-log', page, lang] as const };

export function updateLog(pageNum: number) {
  return callRoute(contracts.getUpdateLogList, { pageNum, pageSize: 10 });
}

export function addUpdateLog(fields: UpdateLogFields) {
  return callRoute(contracts.addUpdateLog, fields);
}

export function updateUpdateLog(id: string, fields: UpdateLogFields) {
  return callRoute(contracts.updateUpdateLog, { id, ...fields });
}

export function deleteUpdateLog(id: string) {
  return callRoute(contracts.deleteUpdateLog, { id });
}
