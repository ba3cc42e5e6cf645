import { sql } from 'drizzle-orm';
import type { BlobReferenceSource } from '../files';
import { issueReplies, issueReplyImages, issues } from './tables';

// What the issues module contributes to the files module's registries (modules/index.ts).

/** An issue reply's image keeps its content. */
export const replyImageBlobs: BlobReferenceSource = { table: issueReplyImages, sha256: issueReplyImages.sha256 };

/** Reply images count towards their project's storage use: (size, project_id) rows. */
export const replyImageUse = () =>
  sql`select ${issueReplyImages.size}, ${issues.projectId} from ${issueReplyImages}
      join ${issueReplies} on ${issueReplies.id} = ${issueReplyImages.replyId} join ${issues} on ${issues.id} = ${issueReplies.issueId}`;
