// The public entry of the issues module: what other modules and the platform code may use.
export { discussions, issueHistory, issueReplies, issueReplyImages, issues, meetingDocuments, meetings } from './tables';
export { issuesProjectData } from './project-data';
export { type Discussion, isIssueManager, loadDiscussion, loadMeeting, mayIssue, mayMeeting, type Meeting, needIssue, needMeeting } from './access';
export { discussionCommentSubject } from './comment-subject';
export { seedDemoIssues } from './demo';
export { replyImageBlobs, replyImageUse } from './files-contributions';
export { issueNoticeKind, issuePeople, noticeIssue } from './notices';
export { type Sheet, writeXlsx } from './export-xlsx';
