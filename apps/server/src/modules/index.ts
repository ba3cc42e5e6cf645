import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import { projectRoutes } from './projects/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { enterpriseRoleRoutes } from './roles/routes';
import { updateLogRoutes } from './updatelog/routes';
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
import { issueRoutes } from './issues/routes';
import { issueExportRoutes } from './issues/export-routes';
import { meetingRoutes } from './meetings/routes';
import { discussionRoutes } from './discussions/routes';
import { approvalRoutes } from './approvals/routes';
import { deleteProjectData, dropProjectUploads } from './project-data';
import { registerTicketCheck } from './files';
import { cabinetTicketCheck } from './cabinets';
import { shareTicketCheck } from './shares';
import { registerNoticeKind, unreadCount } from './notifications';
import { registerAccountSources } from './accounts';
import { enterprisesOfUser, isEnterpriseMember } from './enterprise';
import { enterpriseFacts } from './roles';
import { taskNoticeKind } from './tasks';
import { issueNoticeKind } from './issues';
import { approvalNoticeKind } from './approvals';

/** Feature modules register their routes here. */
export function moduleRoutes(app: FastifyInstance, deps: Deps) {
  // Registries are filled here, by the composition root, not as a side effect of importing a
  // module: an import cycle could otherwise run a registration before its registry exists.
  registerTicketCheck('cabinet', cabinetTicketCheck);
  registerTicketCheck('share', shareTicketCheck);
  registerAccountSources({
    enterprisesOf: enterprisesOfUser,
    isEnterpriseMember,
    isEnterpriseManager: async (db, actor, enterpriseId) => (await enterpriseFacts(db, actor, enterpriseId)).isEnterpriseManager,
    unreadCount,
  });
  registerNoticeKind('task', taskNoticeKind);
  registerNoticeKind('issue', issueNoticeKind);
  registerNoticeKind('19650', approvalNoticeKind);
  projectRoutes(app, deps, { deleteInTx: deleteProjectData, afterDelete: dropProjectUploads });
  enterpriseRoutes(app, deps);
  enterpriseRoleRoutes(app, deps);
  updateLogRoutes(app, deps);
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
  issueRoutes(app, deps);
  issueExportRoutes(app, deps);
  meetingRoutes(app, deps);
  discussionRoutes(app, deps);
  approvalRoutes(app, deps);
}
