import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The project task register (/protected/projecttask/*; spec 3 §3 Project task; docs/task-register.md).

/** Categories of a project's register tasks (/protected/common/get-category, save-category). */
export const taskCategories = pgTable(
  'task_categories',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_categories_project_idx').on(t.projectId, t.sort)],
);

/**
 * A register row. `estimate` keeps what the user typed (3w, 4d, 12h, 3d8h); `estimateHours`
 * is its value (a day is 8 hours, a week 5 days). `actualHours` is the effort booked so far.
 * status: 0 start, 1 implement, 2 end, 3 execute end (the task-journal states).
 */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    status: integer('status').notNull().default(0),
    categoryId: text('category_id').references(() => taskCategories.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    estimate: text('estimate'),
    estimateHours: numeric('estimate_hours', { mode: 'number' }),
    actualHours: numeric('actual_hours', { mode: 'number' }).notNull().default(0),
    /** The worker's user id. */
    worker: text('worker'),
    remark: text('remark'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_tasks_project_idx').on(t.projectId, t.createdAt)],
);

/** The journal of a register row: each status or worker change, with who and when. */
export const projectTaskJournal = pgTable(
  'project_task_journal',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => projectTasks.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    worker: text('worker'),
    note: text('note'),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_task_journal_task_idx').on(t.taskId, t.createdAt)],
);
