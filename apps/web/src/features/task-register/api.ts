import { callRoute } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { RegisterJournalEntry, RegisterRow, StaffRef, TaskCategory } from '@trestle/shared/task-schemas';
import { type PagedData } from '../../api/client';

// Calls of the project task register (docs/task-register.md).

export type { RegisterJournalEntry, RegisterRow, StaffRef, TaskCategory };

export interface RegisterAbilities {
  add: boolean;
  edit: boolean;
  delete: boolean;
}
export type RegisterPage = PagedData<RegisterRow> & { permissions: RegisterAbilities };

export const registerKeys = {
  /** Every page of the register, whatever the filter. */
  all: (projectId: string) => ['register', projectId] as const,
  list: (projectId: string, f: RegisterFilter) => ['register', projectId, f] as const,
  categories: (projectId: string) => ['register-categories', projectId] as const,
  staff: (projectId: string) => ['register-staff', projectId] as const,
  /** Every row's journal. */
  journals: (projectId: string) => ['register-journal', projectId] as const,
  journal: (projectId: string, id: string) => ['register-journal', projectId, id] as const,
};

export interface RegisterFilter {
  name: string;
  status: number[];
  category: string[];
  pageNum: number;
  pageSize: number;
}

/** Spec 3 §5 task list query: name trimmed and dropped when empty; empty lists dropped; status sorted. */
export function registerQuery(projectId: string, f: RegisterFilter) {
  const name = f.name.trim();
  return {
    projectId,
    ...(name ? { name } : {}),
    ...(f.status.length ? { status: [...f.status].sort((a, b) => a - b) } : {}),
    ...(f.category.length ? { category: f.category } : {}),
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

export const listRegister = (projectId: string, f: RegisterFilter) => callRoute(contracts.projecttaskGet, registerQuery(projectId, f));

export interface RowInput {
  name: string;
  categoryId: string | null;
  startDate: string | null;
  estimate: string;
  actual: number;
  worker: string | null;
  remark: string | null;
}
export const addRow = (projectId: string, v: RowInput) => callRoute(contracts.addTask, { projectId, ...v });
export const updateRow = (projectId: string, id: string, v: Partial<RowInput>) => callRoute(contracts.projecttaskUpdate, { projectId, id, ...v });
export const deleteRow = (projectId: string, id: string) => callRoute(contracts.deleteTask, { projectId, id });
export const setStatus = (projectId: string, id: string, status: number, note: string | null) =>
  callRoute(contracts.updateStatus, { projectId, id, status, note });
export const setWorker = (projectId: string, id: string, worker: string | null, note: string | null) =>
  callRoute(contracts.updateWorker, { projectId, id, worker, note });
export const journalOf = (projectId: string, id: string) => callRoute(contracts.getTaskJournal, { projectId, id });

export const listCategories = (projectId: string) => callRoute(contracts.getCategory, { projectId });
export const saveCategory = (projectId: string, v: { id?: string; name?: string; delete?: boolean }) => callRoute(contracts.saveCategory, { projectId, ...v });

/** The project's members, for the worker picker (a row's worker must be one). */
export const projectStaff = (projectId: string) => callRoute(contracts.getStaffNopage, { projectId });

/** The status colours of the four journal states: 0 start, 1 implement, 2 end, 3 execute end. */
export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'purple' };
