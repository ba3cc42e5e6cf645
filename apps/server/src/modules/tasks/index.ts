// The public entry of the tasks module: what other modules and the platform code may use.
export { modelTaskLinks, taskAttachments, taskBoards, tasks, taskSwimlanes, taskUsers } from './tables';
export { tasksProjectData } from './project-data';
export { loadLane, loadTask, may, need, needEditTask, type Task } from './access';
export { taskCommentSubject } from './comment-subject';
export { seedDemoBoard } from './demo';
export { taskAttachmentBlobs, taskAttachmentUse } from './files-contributions';
export { recordTaskEvent } from './history';
export { taskNoticeKind } from './notice-kind';
export { taskLinksOf } from './linked-tasks';
export { annotationForLink, writeLink } from './links';
export { requireMembers, userName } from './people';
export { createTask } from './tasks';
export { freshDetail } from './view';
