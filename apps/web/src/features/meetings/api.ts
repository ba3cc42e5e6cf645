import { callRoute, callRouteEnvelope } from '../../api/callRoute';
import { contracts } from '@trestle/shared/contracts';
import type { IssueSummary, MeetingSummary } from '@trestle/shared/issue-schemas';

// The meeting calls (docs/issues.md; contract packages/shared/src/issue-schemas.ts), plus the
// issue list the meeting drawer and the meeting viewer read (its meetingId filter).

export const MEETING_PAGE_SIZE = 10;

export const meetingsKey = (projectId: string) => ['meetings', projectId];
export const meetingKey = (projectId: string, meetingId: string) => ['meeting', projectId, meetingId];
export const meetingIssuesKey = (projectId: string, meetingId: string) => ['meeting-issues', projectId, meetingId];
export const meetingsPageKey = (projectId: string, pageNum: number, search: string) => ['meetings', projectId, pageNum, search];
/** The pickers' searches of the typed text. */
export const meetingPickFilesKey = (projectId: string, text: string) => ['meeting-pick-files', projectId, text];
export const meetingPickIssuesKey = (projectId: string, text: string) => ['meeting-pick-issues', projectId, text];
/** The version an issue's model opens in, in the meeting viewer. */
export const meetingViewerModelKey = (projectId: string, fileId: string | undefined, annotationId: string | undefined) => [
  'meeting-viewer-model',
  projectId,
  fileId,
  annotationId,
];

export const listMeetings = (projectId: string, pageNum: number, search: string) =>
  callRoute(contracts.meetingList, { projectId, pageNum, pageSize: MEETING_PAGE_SIZE, search: search || undefined });

export const getMeeting = (projectId: string, meetingId: string) => callRoute(contracts.meetingGet, { projectId, meetingId });

export interface MeetingInput {
  code: string;
  description: string | null;
  labelColor: string;
  meetingDate: string | null;
}

/** Create (no meetingId) or edit; resolves to the server's message. */
export async function saveMeeting(projectId: string, meetingId: string | null, m: MeetingInput) {
  const env = meetingId
    ? await callRouteEnvelope(contracts.meetingUpdate, { projectId, meetingId, ...m })
    : await callRouteEnvelope(contracts.meetingAdd, { projectId, ...m });
  return env.msg;
}

export const deleteMeeting = async (projectId: string, meetingId: string) => (await callRouteEnvelope(contracts.meetingDelete, { projectId, meetingId })).msg;

export const saveSummary = async (projectId: string, meetingId: string, summary: string) =>
  (await callRouteEnvelope(contracts.summary, { projectId, meetingId, summary })).msg;

export const changeDocuments = async (projectId: string, meetingId: string, fileIds: string[], remove = false) =>
  (await callRouteEnvelope(contracts.documents, { projectId, meetingId, fileIds, remove })).msg;

export const changeIssues = async (projectId: string, meetingId: string, issueIds: string[], remove = false) =>
  (await callRouteEnvelope(contracts.issues, { projectId, meetingId, issueIds, remove })).msg;

/** The issues of a meeting (every one: a meeting holds a few dozen at most; 200 is the page cap). */
export const meetingIssues = (projectId: string, meetingId: string) =>
  callRoute(contracts.issueList, { projectId, meetingId, pageNum: 1, pageSize: 200 }).then((d) => d.list);

/** The project's issues matching `search`, for the attach picker. */
export const projectIssues = (projectId: string, search: string) =>
  callRoute(contracts.issueList, { projectId, search: search || undefined, pageNum: 1, pageSize: 50 }).then((d) => d.list);

export type { IssueSummary, MeetingSummary };
