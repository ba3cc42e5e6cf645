import type { CommentSubjectLoader } from '../annotations';
import { loadTask } from './access';
import { recordTaskEvent } from './history';

/**
 * Comments on a task (business 'task', annotations/comments.ts): task:enter and the task in the
 * project; each comment writes the task's history entry and notices (docs/tasks.md).
 */
export const taskCommentSubject: CommentSubjectLoader = async (deps, scope, id) => {
  const task = await loadTask(deps.db, scope, id);
  return {
    id: task.id,
    name: task.title,
    posted: async (tx, c, p) => {
      await recordTaskEvent(tx, task, p.actorId, {
        origin: p.isReply ? 'COMMENT_REPLY' : 'COMMENT',
        context: c.context,
        commentId: c.id,
        notice: p.isReply ? 'reply_comment' : 'add_comment',
        alsoNotify: p.toUser ? [p.toUser] : [],
      });
    },
  };
};
