import type { RegisterJournalEntry, RegisterRow, StaffRef, TaskCategory } from '@trestle/shared/task-schemas';
import { post, type PagedData } from '../../api/client';

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

export const listRegister = (projectId: string, f: RegisterFilter) => post<RegisterPage>('/protected/projecttask/get', registerQuery(projectId, f));

export interface RowInput {
  name: string;
  categoryId: string | null;
  startDate: string | null;
  estimate: string;
  actual: number;
  worker: string | null;
  remark: string | null;
}
export const addRow = (projectId: string, v: RowInput) => post<RegisterRow>('/protected/projecttask/add-task', { projectId, ...v });
export const updateRow = (projectId: string, id: string, v: Partial<RowInput>) => post<RegisterRow>('/protected/projecttask/update', { projectId, id, ...v });
export const deleteRow = (projectId: string, id: string) => post<{ id: string }>('/protected/projecttask/delete-task', { projectId, id });
export const setStatus = (projectId: string, id: string, status: number, note: string | null) =>
  post<RegisterRow>('/protected/projecttask/update-status', { projectId, id, status, note });
export const setWorker = (projectId: string, id: string, worker: string | null, note: string | null) =>
  post<RegisterRow>('/protected/projecttask/update-worker', { projectId, id, worker, note });
export const journalOf = (projectId: string, id: string) => post<RegisterJournalEntry[]>('/protected/projecttask/get-task-journal', { projectId, id });

export const listCategories = (projectId: string) => post<TaskCategory[]>('/protected/common/get-category', { projectId });
export const saveCategory = (projectId: string, v: { id?: string; name?: string; delete?: boolean }) =>
  post<{ id: string }>('/protected/common/save-category', { projectId, ...v });

/** The project's members, for the worker picker (a row's worker must be one). */
export const projectStaff = (projectId: string) => post<StaffRef[]>('/protected/platform/get-staff-nopage', { projectId });

/** The status colours of the four journal states: 0 start, 1 implement, 2 end, 3 execute end. */
export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'purple' };
