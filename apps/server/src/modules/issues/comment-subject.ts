import { eq } from 'drizzle-orm';
import { Errors } from '../../http/errors';
import type { CommentSubjectLoader } from '../annotations';
import { loadDiscussion } from './access';
import { discussions } from './tables';

/**
 * The posts of a discussion topic (business 'discussion', annotations/comments.ts): reading needs
 * issue:enter, posting also an open topic, and a post moves the topic's lastPostAt (docs/issues.md).
 */
export const discussionCommentSubject: CommentSubjectLoader = async (deps, scope, id) => {
  const discussion = await loadDiscussion(deps.db, scope, id);
  return {
    id: discussion.id,
    name: discussion.title,
    assertOpen: () => {
      if (discussion.closedAt) throw Errors.forbiddenKey('discuss.closed');
    },
    posted: async (tx, c) => {
      await tx.update(discussions).set({ lastPostAt: c.commentTime }).where(eq(discussions.id, discussion.id));
    },
  };
};
