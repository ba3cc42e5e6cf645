import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';

/** The language is part of the key: the server answers the notes in the caller's language. */
export const updateLogKeys = { page: (page: number, lang: string) => ['update-log', page, lang] as const };

export function updateLog(pageNum: number) {
  return callRoute(contracts.getUpdateLogList, { pageNum, pageSize: 10 });
}
