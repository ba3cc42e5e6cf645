import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { DiscussionSummary } from '@trestle/shared/issue-schemas';

// The discussion calls (docs/issues.md "Discussions"); posts are comments with business
// 'discussion' on the shared comment calls, moduleId the topic.

export const DISCUSS_PAGE_SIZE = 20;
export const MANAGE_PAGE_SIZE = 10;

export const topicsKey = (projectId: string) => ['discussions', projectId];
export const topicKey = (projectId: string, id: string) => ['discussion', projectId, id];
export const postsKey = (id: string) => ['discussion-posts', id];
export const manageKey = ['discussions-manage'];
export const topicsPageKey = (projectId: string, search: string, includeClosed: boolean, pageNum: number) => [
  'discussions',
  projectId,
  search,
  includeClosed,
  pageNum,
];
export const managePageKey = (search: string, pageNum: number) => ['discussions-manage', search, pageNum];
export const topicPickKeys = {
  issues: (projectId: string, search: string) => ['topic-pick-issues', projectId, search],
  meetings: (projectId: string, search: string) => ['topic-pick-meetings', projectId, search],
};

export const listTopics = (projectId: string, q: { search: string; includeClosed: boolean; pageNum: number }) =>
  callRoute(contracts.discussList, {
    projectId,
    search: q.search || undefined,
    includeClosed: q.includeClosed,
    pageNum: q.pageNum,
    pageSize: DISCUSS_PAGE_SIZE,
  });

export const manageTopics = (q: { search: string; pageNum: number }) =>
  callRoute(contracts.manage, { search: q.search || undefined, pageNum: q.pageNum, pageSize: MANAGE_PAGE_SIZE });

export const getTopic = (projectId: string, discussionId: string) => callRoute(contracts.discussGet, { projectId, discussionId });

export interface NewTopic {
  title: string;
  body: string | null;
  issueId: string | null;
  meetingId: string | null;
}
export const addTopic = (projectId: string, t: NewTopic) => callRouteEnvelope(contracts.discussAdd, { projectId, ...t });

export const setTopicState = async (projectId: string, discussionId: string, state: { closed?: boolean; pinned?: boolean }) =>
  (await callRouteEnvelope(contracts.state, { projectId, discussionId, ...state })).msg;

export const deleteTopic = async (projectId: string, discussionId: string) =>
  (await callRouteEnvelope(contracts.discussDelete, { projectId, discussionId })).msg;

export const listPosts = (projectId: string, discussionId: string) =>
  callRoute(contracts.comments, { projectId, business: 'discussion', moduleId: discussionId });

/** A new post, or (with `to`) a reply in the thread of `ancestorId`; resolves to the server's message. */
export async function addPost(projectId: string, discussionId: string, context: string, to?: { ancestorId: string; toUserId: string }) {
  const body = { projectId, context, business: 'discussion' as const, moduleId: discussionId };
  return (await (to ? callRouteEnvelope(contracts.commentsReply, { ...body, ...to }) : callRouteEnvelope(contracts.commentsAdd, body))).msg;
}

export type { DiscussionSummary };
