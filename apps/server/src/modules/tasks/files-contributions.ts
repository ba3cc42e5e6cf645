import { sql } from 'drizzle-orm';
import type { BlobReferenceSource } from '../files';
import { taskAttachments, tasks } from './tables';

// What the tasks module contributes to the files module's registries (modules/index.ts).

/** A task attachment keeps its content. */
export const taskAttachmentBlobs: BlobReferenceSource = { table: taskAttachments, sha256: taskAttachments.sha256 };

/** Task attachments count towards their project's storage use: (size, project_id) rows. */
export const taskAttachmentUse = () =>
  sql`select ${taskAttachments.size}, ${tasks.projectId} from ${taskAttachments} join ${tasks} on ${tasks.id} = ${taskAttachments.taskId}`;
