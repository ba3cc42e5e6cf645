import type { UpdateLogEntry } from '@trestle/shared/updatelog-responses';
import { post, type PagedData } from '../../api/client';

/** The language is part of the key: the server answers the notes in the caller's language. */
export const updateLogKeys = { page: (page: number, lang: string) => ['update-log', page, lang] as const };

export function updateLog(pageNum: number) {
  return post<PagedData<UpdateLogEntry>>('/protected/get-update-log-list', { pageNum, pageSize: 10 });
}
