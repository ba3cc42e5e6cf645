import type { TaskBoardSwim } from '@trestle/shared/task-schemas';
import type { DbOrTx, Tx } from '../../db/client';
import type { Deps } from '../../http/context';
import type { ProjectScope } from '../roles';
import type { comments } from './tables';

// What the annotations module needs from the modules built on it: the other things comments are
// on (tasks, discussion topics) and the tasks linked with annotations. Those modules import
// annotations, so it never imports them; the composition root (modules/index.ts) registers
// their contributions (docs/architecture.md, "Registries").

export type Comment = typeof comments.$inferSelect;

/** A commented thing, loaded after the caller's right to read its comments was checked. */
export interface CommentSubject {
  id: string;
  /** What the operation log calls it (a task's title, a topic's title). */
  name?: string;
  /** Throws when no comment may be posted on it now (a closed discussion topic). */
  assertOpen?: () => void;
  /** Runs in the transaction that writes a comment (the task's history, the topic's last post). */
  posted?: (tx: Tx, comment: Comment, p: { actorId: string; isReply: boolean; toUser: string | null }) => Promise<void>;
}
/** Loads a subject of a business other than 'annotation'; throws when the caller may not read it. */
export type CommentSubjectLoader = (deps: Deps, scope: ProjectScope, id: string) => Promise<CommentSubject>;

/** annotationId → its linked tasks as the annotation side shows them (empty without task:enter). */
export type AnnotationTaskLinks = (db: DbOrTx, scope: ProjectScope, annotationIds: string[]) => Promise<Map<string, TaskBoardSwim[]>>;

const subjects = new Map<'task' | 'discussion', CommentSubjectLoader>();
const single: { taskLinks?: AnnotationTaskLinks } = {};

export function registerCommentSubject(business: 'task' | 'discussion', load: CommentSubjectLoader) {
  subjects.set(business, load);
}
export function commentSubjectLoader(business: 'task' | 'discussion'): CommentSubjectLoader {
  const load = subjects.get(business);
  if (!load) throw new Error(`annotations: no comment subject registered for '${business}' (modules/index.ts)`);
  return load;
}

export function registerAnnotationTaskLinks(links: AnnotationTaskLinks) {
  single.taskLinks = links;
}
export function annotationTaskLinks(): AnnotationTaskLinks {
  if (!single.taskLinks) throw new Error('annotations: no task links registered (modules/index.ts)');
  return single.taskLinks;
}
