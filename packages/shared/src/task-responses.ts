import { z } from 'zod';
import { modelTaskLink, RELATING_TYPES, TASK_LEVELS, TASK_LOG_ORIGINS } from './task-basics';

// The answers of the task, model-task and task register routes (docs/tasks.md), checked by the
// server on every answer in test runs (http/route.ts `output`).

/** get-model-tasks: the model's links, oldest first. */
export const modelTaskLinks = z.array(modelTaskLink);
/** remove-model-task: the removed link and its task. */
export const modelTaskRemoved = z.object({ id: z.string(), taskId: z.string() });
export type ModelTaskRemoved = z.infer<typeof modelTaskRemoved>;

export const taskUserRef = z.object({ id: z.string(), name: z.string(), loginName: z.string() });
export type TaskUserRef = z.infer<typeof taskUserRef>;
export const relatingUser = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(RELATING_TYPES),
  tasksId: z.string(),
  userName: z.string(),
  abbreviation: z.string(),
  color: z.string(),
});
export type RelatingUser = z.infer<typeof relatingUser>;
export const subItem = z.object({ subId: z.string(), subName: z.string(), finished: z.boolean() });
export type SubItem = z.infer<typeof subItem>;
export const taskLog = z.object({
  logId: z.string(),
  origin: z.enum(TASK_LOG_ORIGINS),
  context: z.string().nullable(),
  fromUser: z.string(),
  fromUserName: z.string(),
  createDate: z.string(),
  type: z.string(),
  commentId: z.string().nullable(),
});
export type TaskLog = z.infer<typeof taskLog>;
export const linkedAnnotation = z.object({
  id: z.string(),
  name: z.string(),
  projectFileId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  type: z.string(),
  img: z.string().nullable(),
});
export type LinkedAnnotation = z.infer<typeof linkedAnnotation>;
export const taskAttachment = z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string(), createdBy: z.string(), createdAt: z.string() });
export type TaskAttachment = z.infer<typeof taskAttachment>;
export const taskExtend = z.object({ id: z.string(), taskId: z.string(), name: z.string(), value: z.string(), updatedAt: z.string() });
export type TaskExtend = z.infer<typeof taskExtend>;

/** A card on the board and a row of "my tasks". */
export const taskCard = z.object({
  taskId: z.string(),
  id: z.string(),
  title: z.string(),
  remarks: z.string().nullable(),
  levelId: z.literal(TASK_LEVELS),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  realStartDate: z.string().nullable(),
  realDeadline: z.string().nullable(),
  swimlanesId: z.string(),
  lane: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  taskStatus: z.number(),
  finished: z.boolean(),
  progress: z.number(),
  sort: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  relatingUsers: z.array(relatingUser),
  itemLists: z.array(subItem),
  commentCount: z.number(),
  annotationCount: z.number(),
  attachmentCount: z.number(),
});
export type TaskCard = z.infer<typeof taskCard>;
/** The task detail dialog. */
export const taskDetail = taskCard.extend({
  logLists: z.array(taskLog),
  annotationsListVoList: z.array(linkedAnnotation),
  attachments: z.array(taskAttachment),
  extend: z.array(taskExtend),
  swimlanes: z.array(z.object({ swimlanesId: z.string(), title: z.string() })),
  /** What the caller may do. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetail>;
/** add-model-task: the task's detail (new or updated) and the link. */
export const modelTaskAdded = z.object({ task: taskDetail, link: modelTaskLink });
export type ModelTaskAdded = z.infer<typeof modelTaskAdded>;
export const swimlane = z.object({ swimlanesId: z.string(), id: z.string(), title: z.string(), sort: z.number(), myTaskList: z.array(taskCard) });
export type Swimlane = z.infer<typeof swimlane>;
export const boardSummary = z.object({
  boardId: z.string(),
  id: z.string(),
  name: z.string(),
  label: z.string().nullable(),
  appType: z.string(),
  taskCount: z.number(),
  finishedCount: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummary>;
export const boardDetail = boardSummary.extend({
  projectId: z.string(),
  swimlanes: z.array(swimlane),
  users: z.array(taskUserRef),
  canEdit: z.boolean(),
  canAdd: z.boolean(),
  canDelete: z.boolean(),
});
export type BoardDetail = z.infer<typeof boardDetail>;
export const taskSearchResult = z.object({ tasks: z.array(taskCard), users: z.array(taskUserRef), total: z.number() });
export type TaskSearchResult = z.infer<typeof taskSearchResult>;

/** The board list: a page of boards and what the caller may do with boards. */
export const boardList = z.object({ list: z.array(boardSummary), total: z.number(), canAdd: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() });
/** A lane as adding and renaming answer it. */
export const laneRef = z.object({ swimlanesId: z.string(), id: z.string(), title: z.string(), boardId: z.string() });
export const lanesSorted = z.object({ boardId: z.string(), ids: z.array(z.string()) });
export const laneDeleted = z.object({ id: z.string(), deletedTasks: z.number() });
/** A delete answers the id of what went. */
export const taskDeletedRef = z.object({ id: z.string() });

/** The link as the annotation side shows it (spec 3 §3 taskBordSwimVos). */
export interface TaskBoardSwim {
  taskId: string;
  boardId: string;
  boardName: string;
  swimName: string;
  taskStatus: number;
  title: string;
  projectId: string;
}

/** report/simple: counts of the board's tasks, per lane and per level (tasks/reports.ts). */
export const reportSimple = z.object({
  total: z.number(),
  finished: z.number(),
  unfinished: z.number(),
  overdue: z.number(),
  byLane: z.array(z.object({ swimlanesId: z.string(), title: z.string(), total: z.number(), finished: z.number() })),
  byLevel: z.array(z.object({ levelId: z.number(), total: z.number(), finished: z.number() })),
});
export type ReportSimple = z.infer<typeof reportSimple>;
/** report/principal: counts per principal; userId null for tasks without one. */
export const reportPrincipal = z.object({
  rows: z.array(z.object({ userId: z.string().nullable(), userName: z.string(), total: z.number(), finished: z.number(), overdue: z.number() })),
});
export type ReportPrincipal = z.infer<typeof reportPrincipal>;
/** report/trend: per day, tasks created, finished and open at the end of the day. */
export const reportTrend = z.object({ days: z.array(z.object({ date: z.string(), created: z.number(), finished: z.number(), open: z.number() })) });
export type ReportTrend = z.infer<typeof reportTrend>;

/** attachment/list: the task's attachments. */
export const taskAttachments = z.array(taskAttachment);
/** extend/search: the named values of one task or of several. */
export const taskExtends = z.array(taskExtend);
/** DELETE extend/: the task and the name that went. */
export const taskExtendDeleted = z.object({ taskId: z.string(), name: z.string() });
export type TaskExtendDeleted = z.infer<typeof taskExtendDeleted>;

/** A file of the annotation picker's first step (tasks/links.ts projectFileList). */
export const projectFileChoice = z.object({ projectFileId: z.string(), fileName: z.string(), fileType: z.string(), annotationCount: z.number() });
export type ProjectFileChoice = z.infer<typeof projectFileChoice>;
/** getProjectFileList: files with annotations the caller may see, and who made those annotations. */
export const projectFileChoices = z.object({ value: z.array(projectFileChoice), userList: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ProjectFileChoices = z.infer<typeof projectFileChoices>;
/** addAnnotationTask and removeAnnotationTask: the pair linked or unlinked. */
export const annotationTaskLink = z.object({ annotationId: z.string(), taskId: z.string() });
export type AnnotationTaskLink = z.infer<typeof annotationTaskLink>;

export const registerRow = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  status: z.number(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  startDate: z.string().nullable(),
  estimate: z.string().nullable(),
  estimateHours: z.number().nullable(),
  actual: z.number(),
  endDate: z.string().nullable(),
  worker: z.string().nullable(),
  workerN: z.string().nullable(),
  remark: z.string().nullable(),
  overrun: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegisterRow = z.infer<typeof registerRow>;
/** The register list: a page of rows and what the caller may do in the register. */
export const registerList = z.object({
  list: z.array(registerRow),
  total: z.number(),
  permissions: z.object({ add: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export const registerJournalEntry = z.object({
  id: z.string(),
  status: z.number(),
  worker: z.string().nullable(),
  workerN: z.string().nullable(),
  note: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type RegisterJournalEntry = z.infer<typeof registerJournalEntry>;
export const taskCategory = z.object({ id: z.string(), name: z.string(), sort: z.number(), count: z.number() });
export type TaskCategory = z.infer<typeof taskCategory>;
/** save-category: the saved category, or only its id when it was deleted. */
export const savedCategory = z.union([z.object({ id: z.string(), name: z.string(), sort: z.number() }), z.object({ id: z.string() })]);
export const staffRef = z.object({ id: z.string(), name: z.string(), loginName: z.string(), email: z.string().nullable() });
export const registerJournal = z.array(registerJournalEntry);
export const taskCategories = z.array(taskCategory);
export const staffList = z.array(staffRef);

export type StaffRef = z.infer<typeof staffRef>;
