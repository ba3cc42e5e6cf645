import type { StaffAddInput, StaffUpdateInput } from '@trestle/shared/staff-schemas';
import { isCountedTree, type OrgNode, type OrgRow, type StaffRow } from '@trestle/shared/staff-responses';
import { contracts } from '@trestle/shared/contracts';
import { ApiError, postForBlob, postForm } from '../../api/client';
import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { areaSwitch } from '../../api/area';

// Calls of the enterprise organisation and staff screens (docs/staff.md, spec 3 §3, §4, §7).

export type { OrgNode, OrgRow, StaffRow };

/**
 * The staff calls of an area: the one place that knows the JM alternates (jm-get-staff with
 * groupId, jm-update-staff, jm-add-staff on the platform path, jm-get-org-structure). Each is a
 * shared contract (packages/shared/src/contracts-staff.ts), called with callRoute.
 */
export function staffPaths(area: string | undefined) {
  const { jm, pick } = areaSwitch(area);
  return {
    jm,
    list: pick(contracts.staff, contracts.jmStaff),
    add: pick(contracts.addStaff, contracts.jmAddStaff),
    update: pick(contracts.updateStaff, contracts.jmUpdateStaff),
    remove: contracts.deleteStaff,
    orgTree: pick(contracts.orgStructure, contracts.jmOrgStructure),
  };
}
export type StaffPaths = ReturnType<typeof staffPaths>;

export const staffKeys = {
  /** Every staff page, whatever the filter. */
  all: () => ['staff'] as const,
  list: (f: StaffFilter) => ['staff', f] as const,
  member: (userId: string) => ['staff', 'member', userId] as const,
  orgs: () => ['staff-orgs'] as const,
  roles: () => ['staff-roles'] as const,
};

/** The list's state filter: the spec's where.isInvalid (all, 0 in use, 1 invalid). */
export type StateFilter = 'all' | 0 | 1;

export interface StaffFilter {
  name: string;
  /** The department chosen in the tree (its sub-departments included); null = everyone. */
  orgId: string | null;
  isInvalid: StateFilter;
  pageNum: number;
  pageSize: number;
}

/** The spec's list state (3 §3): page 1, size 10, newest first, every state. */
export const INITIAL_FILTER: StaffFilter = { name: '', orgId: null, isInvalid: 'all', pageNum: 1, pageSize: 10 };

/**
 * The list payload (spec 3 §7: pageNum, pageSize, sort, sortValue, where). The department goes
 * in where.orgId, or as groupId in the JM area; an empty name is left out.
 */
export function staffQuery(f: StaffFilter, jm: boolean) {
  const name = f.name.trim();
  return {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    sort: 'createTime' as const,
    sortValue: 'desc' as const,
    ...(jm && f.orgId ? { groupId: f.orgId } : {}),
    where: { isInvalid: f.isInvalid, ...(name ? { name } : {}), ...(!jm && f.orgId ? { orgId: f.orgId } : {}) },
  };
}

export interface StaffPage {
  list: StaffRow[];
  total: number;
  /** More staff than `total` (the server stops counting 1,000 rows past the page). */
  totalCapped: boolean;
}

export function staffApi(paths: StaffPaths) {
  return {
    list: async (f: StaffFilter): Promise<StaffPage> => {
      const env = await callRouteEnvelope(paths.list, staffQuery(f, paths.jm));
      return { list: env.data.list, total: env.pageTotal ?? env.data.total, totalCapped: env.data.totalCapped };
    },
    // Without a projectId the answer is the counted tree (the staff screens are for person:enter holders).
    orgTree: async (): Promise<OrgNode[]> => {
      const tree = paths.jm ? await callRoute(contracts.jmOrgStructure, {}) : await callRoute(contracts.orgStructure, {});
      if (!isCountedTree(tree)) throw new Error('get-org-structure answered without staff counts');
      return tree;
    },
    add: (v: StaffAddInput) => callRouteEnvelope(paths.add, v),
    update: (v: StaffUpdateInput) => callRouteEnvelope(paths.update, v),
    remove: (userId: string) => callRouteEnvelope(paths.remove, { userId }),
    // The sheet out and the sheet in move bytes: the client's own helpers (no contract).
    exportSheet: (f: StaffFilter) => postForBlob('/protected/user-management/export-staff', { ...staffQuery(f, false), pageNum: 1 }),
    importSheet: (file: File) => {
      const fd = new FormData();
      fd.append('file', file);
      return postForm<{ imported: number; created: number }>('/protected/user-management/import-staff', fd);
    },
    /** One staff member: the list has no id filter, so its pages are read until the person is found. */
    member: async (userId: string): Promise<StaffRow | null> => {
      for (let pageNum = 1; pageNum <= 50; pageNum++) {
        const page = await callRoute(paths.list, staffQuery({ ...INITIAL_FILTER, pageNum, pageSize: 200 }, paths.jm));
        const hit = page.list.find((s) => s.userId === userId);
        if (hit) return hit;
        if (pageNum * 200 >= page.total) return null;
      }
      return null;
    },
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
/** The staff calls of an area (for useAreaApi). */
export const staffApiOf = (area: string) => staffApi(staffPaths(area));

export const addOrg = (v: { name: string; parentId: string | null }) => callRouteEnvelope(contracts.addOrgs, v);
export const updateOrg = (v: { id: string; name?: string; parentId?: string | null }) => callRouteEnvelope(contracts.updateOrg, v);
export const deleteOrg = (id: string) => callRouteEnvelope(contracts.deleteOrg, { id });

export interface ImportRowError {
  row: number;
  column: string | null;
  msg: string;
}

/** The bad rows of a refused import (the refusal's data), or null when the refusal is of another kind. */
export function importErrors(e: unknown): ImportRowError[] | null {
  if (!(e instanceof ApiError) || !e.data || typeof e.data !== 'object') return null;
  const errors = (e.data as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as ImportRowError[]) : null;
}

/** The accounts sharing the name of a refused add (the refusal's data), or null. */
export function nicknameCandidates(e: unknown): { userId: string; loginName: string }[] | null {
  if (!(e instanceof ApiError) || !e.data || typeof e.data !== 'object') return null;
  const c = (e.data as { candidates?: unknown }).candidates;
  return Array.isArray(c) && c.length ? (c as { userId: string; loginName: string }[]) : null;
}

/** Saves a file the browser received (the export). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
