import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import { projectRoutes } from './projects/routes';
import { enterpriseRoutes } from './enterprise/routes';
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
import {
  dmsAdapter,
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
import { cabinetAdapter, cabinetTicketCheck } from './cabinets';
import { registerNodeAdapter } from './permissions';
import { sharePacker, shareTicketCheck } from './shares';
import { annotationSnapshots, dropAnnotationsOfFiles, registerAnnotationTaskLinks, registerCommentSubject } from './annotations';
import { dropLinksOfFiles, dropLinksOfVersions, linkPictures } from './linked-drawings';
import { taskAttachmentBlobs, taskAttachmentUse, taskCommentSubject, taskLinksOf } from './tasks';
import { discussionCommentSubject, replyImageBlobs, replyImageUse } from './issues';
import { convertStoredModel, MODEL_JOB, modelFragments, modelStates, runModelJob } from './models';
import { enterpriseStorageSize } from './enterprise';

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
}

/** Feature modules register their routes here. */
export function moduleRoutes(app: FastifyInstance, deps: Deps) {
  fillRegistries();
  projectRoutes(app, deps, { deleteInTx: deleteProjectData, afterDelete: dropProjectUploads });
  enterpriseRoutes(app, deps);
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
