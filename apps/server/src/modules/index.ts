import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context';
import { projectRoutes } from './projects/routes';
import { enterpriseRoutes } from './enterprise/routes';
import { updateLogRoutes } from './updatelog/routes';
import { notificationRoutes } from './notifications/routes';
import { fileRoutes } from './files/routes';
import { metaRoutes } from './files/meta-routes';
import { aclRoutes } from './fileacl/routes';
import { shareRoutes } from './shares/routes';
import { cabinetRoutes } from './cabinets/routes';
import { modelRoutes } from './models/routes';
import { iotRoutes } from './iot/routes';
import { annotationRoutes } from './annotations/routes';
import { compositeRoutes } from './composite/routes';
import { taskRoutes } from './tasks/routes';
import { taskMoreRoutes } from './tasks/more-routes';
import { modelTaskRoutes } from './tasks/model-routes';
import { projectTaskRoutes } from './projecttask/routes';
import { issueRoutes } from './issues/routes';
import { issueMoreRoutes } from './issues/more-routes';
import { approvalRoutes } from './approvals/routes';
import { deleteProjectData, dropProjectUploads } from './project-data';

/** Feature modules register their routes here. */
export function moduleRoutes(app: FastifyInstance, deps: Deps) {
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
  taskMoreRoutes(app, deps);
  modelTaskRoutes(app, deps);
  projectTaskRoutes(app, deps);
  issueRoutes(app, deps);
  issueMoreRoutes(app, deps);
  approvalRoutes(app, deps);
}
