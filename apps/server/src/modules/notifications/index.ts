// The public entry of the notifications module: what other modules and the platform code may use.
export { notifications } from './tables';
export { notificationsProjectData } from './project-data';
export { notificationJobs } from './mail';
export { copiesFor, presentNotices } from './reading';
export { createNotification, deleteProjectNotices, notificationTarget, unreadCount } from './service';
export { type NoticeAbout, type NoticeKind, registerNoticeKind } from './kinds';
