import { CommentBox } from '../../annotations/CommentComposer';
import { postTaskComment } from './api';

export interface ReplyTo {
  ancestorId: string;
  user: { id: string; name: string };
}

/**
 * Writes a comment on the task, or a reply to one person in a thread (spec 3 §5): the
 * annotations' composer (tags stripped as on the server, blank refused in place) posting with
 * business 'task'.
 */
export function TaskCommentBox(p: { projectId: string; taskId: string; replyTo: ReplyTo | null; onCancelReply(): void; onPosted(): void }) {
  return (
    <CommentBox
      ns="taskdetail"
      testIdPrefix="task-comment"
      className="task-comment-box"
      rows={5}
      replyTo={p.replyTo}
      onCancelReply={p.onCancelReply}
      onPosted={p.onPosted}
      post={(context, to) => postTaskComment(p.projectId, p.taskId, context, to)}
    />
  );
}
