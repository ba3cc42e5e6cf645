import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import { projectRoutes } from './projects/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { enterpriseRoleRoutes } from './roles/routes';
import { roleAdminRoutes } from './roles/admin-routes';
import { projectRoleRoutes } from './projects/role-routes';
import { projectTypeRoutes } from './projects/type-routes';
import { appStoreRoutes } from './app-store/routes';
import { appStoreProjectData, storeProjectApps } from './app-store';
import { updateLogRoutes } from './updatelog/routes';
import { pluginRoutes } from './plugins/routes';
import { pluginPackageBlobs } from './plugins';
import { announcementRoutes } from './announcements/routes';
import { notificationRoutes } from './notifications/routes';
import { fileRoutes } from './files/routes';
import { metaRoutes } from './files/meta/routes';
import { aclRoutes } from './permissions/routes';
import { shareRoutes } from './shares/routes';
import { cabinetRoutes } from './cabinets/routes';
import { modelRoutes } from './models/routes';
import { iotRoutes } from './iot/routes';
import { annotationRoutes } from './annotations/routes';
import { compositeRoutes } from './linked-drawings/routes';
import { taskRoutes } from './tasks/routes';
import { taskReportRoutes } from './tasks/report-routes';
import { taskAttachmentRoutes } from './tasks/attachment-routes';
import { progressRoutes } from './progress/routes';
import { projectTaskRoutes } from './task-register/routes';
import { projectOrgRoutes } from './project-orgs/routes';
import { projectStaffRoutes } from './project-orgs/staff-routes';
import { enterpriseFigureRoutes } from './enterprise-figures/routes';
import { groupFigureRoutes } from './enterprise-figures/group-routes';
import { enterpriseHomeRoutes } from './projects/home-routes';
import { issueRoutes } from './issues/routes';
import { issueExportRoutes } from './issues/export-routes';
import { meetingRoutes } from './meetings/routes';
import { discussionRoutes } from './discussions/routes';
import { approvalRoutes } from './approvals/routes';
import { staffModuleRoutes } from './staff/routes';
import { powerRoutes } from './power/routes';
import { oplogRoutes } from './oplog/routes';
import { ssoRoutes } from './sso/routes';
import { directoryOffered, directoryRoutes } from './directory';
import { platformRoutes } from './platform/routes';
import { afterProjectDeleted, deleteProjectData, registerProjectData } from './project-data';
import {
  dmsAdapter,
  filesProjectData,
  onContentStored,
  onFilesDeleted,
  onVersionsDeleted,
  registerBlobReferences,
  registerFileJob,
  registerListingFields,
  registerSharePacker,
  registerStorageSize,
  registerStorageUse,
  registerTicketCheck,
} from './files';
import { cabinetAdapter, cabinetsProjectData, cabinetTicketCheck } from './cabinets';
import { permissionsProjectData, registerNodeAdapter } from './permissions';
import { sharePacker, sharesProjectData, shareTicketCheck } from './shares';
import { annotationSnapshots, annotationsProjectData, dropAnnotationsOfFiles, registerAnnotationTaskLinks, registerCommentSubject } from './annotations';
import { dropLinksOfFiles, dropLinksOfVersions, linkedDrawingsProjectData, linkPictures } from './linked-drawings';
import { taskAttachmentBlobs, taskAttachmentUse, taskCommentSubject, taskLinksOf, tasksProjectData } from './tasks';
import { taskRegisterProjectData } from './task-register';
import { dropMemberOrgs, projectOrgsProjectData } from './project-orgs';
import { approvalsProjectData } from './approvals';
import { iotProjectData } from './iot';
import { notificationsProjectData } from './notifications';
import { discussionCommentSubject, issuesProjectData, replyImageBlobs, replyImageUse } from './issues';
import { convertStoredModel, MODEL_JOB, modelFragments, modelStates, runModelJob } from './models';
import { enterpriseSignInGate, enterpriseStorageSize } from './enterprise';
import { registerNoticeKind, unreadCount } from './notifications';
import { registerAccountSources, registerPasswordSignInCheck, registerSignInGate } from './accounts';
import { passwordSignInAllowed, registerDirectoryOption } from './sso';
import { registerStaffProjectLinks } from './staff';
import {
  belongsToEnterprise,
  enterprisesOfUserOrProjects,
  leaveEnterpriseProjects,
  managedProjects,
  onMemberRemoved,
  projectRoleHolders,
  registerProjectAppsFilter,
} from './projects';
import { enterpriseFacts, registerDepartmentsOf, registerProjectRoleHolders } from './roles';
import { departmentIdsOf, powerProjectData } from './power';
import { taskNoticeKind } from './tasks';
import { issueNoticeKind } from './issues';
import { approvalNoticeKind } from './approvals';

/**
 * The files module's registries (files/registries.ts): what the modules built on files keep in
 * the blob store, count as storage, do when files go, add to uploads, listings and jobs.
 */
function contributeToFiles() {
  registerBlobReferences('annotations', annotationSnapshots);
  registerBlobReferences('linked-drawings', linkPictures);
  registerBlobReferences('tasks', taskAttachmentBlobs);
  registerBlobReferences('issues', replyImageBlobs);
  registerBlobReferences('models', modelFragments);
  registerBlobReferences('plugins', pluginPackageBlobs);
  registerStorageUse('tasks', taskAttachmentUse);
  registerStorageUse('issues', replyImageUse);
  registerStorageSize(enterpriseStorageSize);
  // Annotations then linked drawings, in the transaction deleting the files, before their rows.
  onFilesDeleted('annotations', dropAnnotationsOfFiles);
  onFilesDeleted('linked-drawings', dropLinksOfFiles);
  onVersionsDeleted('linked-drawings', dropLinksOfVersions);
  onContentStored('models', convertStoredModel);
  registerListingFields('models', modelStates);
  registerFileJob(MODEL_JOB, (deps) => (payload, job) => runModelJob(deps, payload, job));
  registerSharePacker(sharePacker);
}

/**
 * Fills the registries modules contribute to. Here, by the composition root, not as a side
 * effect of importing a module: an import cycle could otherwise run a registration before its
 * registry exists. Called before anything runs module code (main.ts calls it before seeding;
 * moduleRoutes calls it too); filling them again replaces the same entries.
 */
export function fillRegistries() {
  registerTicketCheck('cabinet', cabinetTicketCheck);
  registerTicketCheck('share', shareTicketCheck);
  contributeToFiles();
  // The nodes permissions are set on: files' for 'dms' and 'annotation', cabinets' for 'cabinet'.
  registerNodeAdapter('dms', dmsAdapter);
  registerNodeAdapter('annotation', dmsAdapter);
  registerNodeAdapter('cabinet', cabinetAdapter);
  // Comments on tasks and discussion topics, and the tasks an annotation shows as linked.
  registerCommentSubject('task', taskCommentSubject);
  registerCommentSubject('discussion', discussionCommentSubject);
  registerAnnotationTaskLinks(taskLinksOf);
  contributeProjectData();
  // The project home's apps come from the app store (docs/app-store.md).
  registerProjectAppsFilter(storeProjectApps);
  // The departments a person's overrides come from (the permission matrix's rule in roles).
  registerDepartmentsOf(departmentIdsOf);
  // How many members hold a project role and how they move when it is deleted (projects → roles).
  registerProjectRoleHolders(projectRoleHolders);
  // A member leaving a project leaves its organisations, in the removal's transaction.
  onMemberRemoved('project-orgs', dropMemberOrgs);
  // What sign-in and the current user need from the modules above accounts.
  registerAccountSources({
    // Staff enterprises, then those where the user is only a project member (invitees, issue 19 item 6).
    enterprisesOf: enterprisesOfUserOrProjects,
    isEnterpriseMember: belongsToEnterprise,
    isEnterpriseManager: async (db, actor, enterpriseId) => (await enterpriseFacts(db, actor, enterpriseId)).isEnterpriseManager,
    unreadCount,
  });
  // An enterprise that enforces single sign-on refuses its staff's passwords (sso → accounts).
  registerPasswordSignInCheck('sso', passwordSignInAllowed);
  // A suspended enterprise opens no session, whatever the way in (enterprise → accounts).
  registerSignInGate('enterprise', enterpriseSignInGate);
  // Whether /login/:enterpriseId offers the directory form (directory → sso's login-options).
  registerDirectoryOption(directoryOffered);
  // What removing a staff member needs from the projects above the staff module.
  registerStaffProjectLinks({ managedProjects, leaveProjects: leaveEnterpriseProjects });
  // How each kind of notice names its subject for a recipient.
  registerNoticeKind('task', taskNoticeKind);
  registerNoticeKind('issue', issueNoticeKind);
  registerNoticeKind('19650', approvalNoticeKind);
}

/**
 * What each module holds of a project, in deletion order: approvals, issues, tasks, linked
 * drawings and annotations point at files, so they go first and nothing is left to a set-null
 * half state while the transaction runs; the files module's step is last (it then marks the
 * content no one points at any more for the blob housekeeping).
 */
function contributeProjectData() {
  registerProjectData('approvals', approvalsProjectData);
  registerProjectData('issues', issuesProjectData);
  registerProjectData('tasks', tasksProjectData);
  registerProjectData('task-register', taskRegisterProjectData);
  registerProjectData('project-orgs', projectOrgsProjectData);
  registerProjectData('linked-drawings', linkedDrawingsProjectData);
  registerProjectData('annotations', annotationsProjectData);
  registerProjectData('cabinets', cabinetsProjectData);
  registerProjectData('shares', sharesProjectData);
  registerProjectData('permissions', permissionsProjectData);
  registerProjectData('iot', iotProjectData);
  registerProjectData('app-store', appStoreProjectData);
  registerProjectData('notifications', notificationsProjectData);
  registerProjectData('power', powerProjectData);
  registerProjectData('files', filesProjectData);
}

/** Feature modules register their routes here. */
export function moduleRoutes(app: FastifyInstance, deps: Deps) {
  fillRegistries();
  projectRoutes(app, deps, { deleteInTx: deleteProjectData, afterDelete: afterProjectDeleted });
  enterpriseRoutes(app, deps);
  enterpriseRoleRoutes(app, deps);
  roleAdminRoutes(app, deps);
  projectRoleRoutes(app, deps);
  projectTypeRoutes(app, deps);
  appStoreRoutes(app, deps);
  updateLogRoutes(app, deps);
  pluginRoutes(app, deps);
  announcementRoutes(app, deps);
  notificationRoutes(app, deps);
  fileRoutes(app, deps);
  metaRoutes(app, deps);
  aclRoutes(app, deps);
  shareRoutes(app, deps);
  cabinetRoutes(app, deps);
  modelRoutes(app, deps);
  iotRoutes(app, deps);
  annotationRoutes(app, deps);
  compositeRoutes(app, deps);
  taskRoutes(app, deps);
  taskReportRoutes(app, deps);
  taskAttachmentRoutes(app, deps);
  progressRoutes(app, deps);
  projectTaskRoutes(app, deps);
  projectOrgRoutes(app, deps);
  projectStaffRoutes(app, deps);
  enterpriseFigureRoutes(app, deps);
  groupFigureRoutes(app, deps);
  enterpriseHomeRoutes(app, deps);
  issueRoutes(app, deps);
  issueExportRoutes(app, deps);
  meetingRoutes(app, deps);
  discussionRoutes(app, deps);
  approvalRoutes(app, deps);
  staffModuleRoutes(app, deps);
  powerRoutes(app, deps);
  oplogRoutes(app, deps);
  ssoRoutes(app, deps);
  directoryRoutes(app, deps);
  platformRoutes(app, deps);
}
