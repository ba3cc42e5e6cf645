import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { filesKey, listFiles } from './api';
import { timeRange, type TimePreset } from './timeFilter';
import type { FileUser, ListWhere, SortField, SortOrder } from './types';

export interface FileFilters {
  name?: string;
  fileType?: string;
  updateUser?: string;
  time?: TimePreset;
  range?: [Dayjs, Dayjs] | null;
}

export type View = 'files' | 'recycle';

/** One page of the file list with its sort, filters and label filter (spec 2 §7). */
export function useFileList(projectId: string, folderId: string | null, view: View) {
  const [pageNum, setPageNum] = useState(1);
  const [sort, setSort] = useState<{ field: SortField; order: SortOrder }>({ field: 'createTime', order: 'desc' });
  const [filters, setFilters] = useState<FileFilters>({});
  const [labelIds, setLabelIds] = useState<string[]>([]);

  const where = useMemo<ListWhere>(() => {
    if (view === 'recycle') return { recycle: true };
    const w: ListWhere = {};
    if (filters.name?.trim()) w.name = filters.name.trim();
    if (filters.fileType?.trim()) w.fileType = filters.fileType.trim();
    if (filters.updateUser) w.updateUser = filters.updateUser;
    const range = timeRange(filters.time, dayjs(), filters.range);
    if (range) w.updateTime = range;
    if (labelIds.length) w.labelId = labelIds;
    return w;
  }, [filters, labelIds, view]);

  // A new folder, view or filter starts at page 1, unless a deep link asked for another page.
  const whereKey = JSON.stringify(where);
  const landing = useRef<number | null>(null);
  useEffect(() => {
    setPageNum(landing.current ?? 1);
    landing.current = null;
  }, [folderId, view, whereKey, sort.field, sort.order]);
  /** The page to show once the folder the caller is opening has loaded. */
  const landOn = (page: number) => {
    landing.current = page;
    setPageNum(page);
  };

  const body = { projectId, parentId: view === 'recycle' ? null : folderId, pageNum, sort: sort.field, sortValue: sort.order, where };
  const list = useQuery({
    queryKey: filesKey(projectId, 'list', body),
    queryFn: () => listFiles(body),
    placeholderData: keepPreviousData,
    enabled: !!projectId,
  });

  // The updater filter offers everyone seen in list replies so far.
  const seen = useRef(new Map<string, FileUser>());
  for (const u of list.data?.users ?? []) seen.current.set(u.id, u);
  const users = [...seen.current.values()];

  const searching = view === 'files' && Object.keys(where).length > 0;
  return { list, pageNum, setPageNum, landOn, sort, setSort, filters, setFilters, labelIds, setLabelIds, users, searching };
}
