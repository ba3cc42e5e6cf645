import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor, Deps } from '../../../http/context';
import type { BlobInfo } from '../../../storage/blobstore';
import { canInProject, type ProjectScope } from '../../roles';
import { projectFacts, projects } from '../../projects';
import { dmsAccess, type DmsAccess } from '../access';
import { fileNodes, fileVersions } from '../tables';

// Landing content by its md5 without receiving the bytes (upload-fast, update-version-fast,
// file-cover-fast, oss-check) hands out content to whoever knows the hash. The md5 is shown in
// file lists and version data, so knowing it proves nothing: held content is reused only when
// the caller may already download a live file holding it, by the same rules as the download
// itself (docs/decisions.md "Fast upload needs a downloadable holder").

/** How many holders are checked before giving up (the caller then simply uploads the bytes). */
const MAX_CANDIDATES = 25;

/**
 * Content with this md5 that the caller may already download from a live (not recycled) file
 * of one of the enterprise's projects, or null. The candidates come from the md5 index, the
 * target project's first; each is checked with the download right and the folder and file
 * permissions (DmsAccess), as get-download-url checks it.
 */
export async function reusableContent(deps: Deps, scope: ProjectScope, actor: Actor, md5: string): Promise<BlobInfo | null> {
  const candidates = await deps.db
    .select({ node: fileNodes, sha256: fileVersions.sha256, md5: fileVersions.md5, size: fileVersions.size })
    .from(fileVersions)
    .innerJoin(fileNodes, eq(fileNodes.id, fileVersions.nodeId))
    .innerJoin(projects, eq(projects.id, fileVersions.projectId))
    .where(
      and(eq(fileVersions.md5, md5.toLowerCase()), eq(projects.enterpriseId, scope.enterpriseId), eq(fileNodes.kind, 'file'), isNull(fileNodes.recycledAt)),
    )
    .orderBy(sql`${fileVersions.projectId} = ${scope.projectId} desc`, fileVersions.nodeId)
    .limit(MAX_CANDIDATES);
  const accessIn = new Map<string, DmsAccess | null>();
  for (const c of candidates) {
    const projectId = c.node.projectId;
    if (!accessIn.has(projectId)) accessIn.set(projectId, await downloadScope(deps, scope, actor, projectId));
    const access = accessIn.get(projectId);
    if (!access) continue;
    access.remember([c.node]);
    if (!(await access.at(c.node))?.has('download')) continue;
    // The bytes must really be there; a row without its blob would hand out a broken file.
    if ((await deps.blobs.size(c.sha256)) !== c.size) continue;
    return { sha256: c.sha256, md5: c.md5, size: c.size };
  }
  return null;
}

/** The caller's document access in a project, if they may reach its documents at all. */
async function downloadScope(deps: Deps, scope: ProjectScope, actor: Actor, projectId: string): Promise<DmsAccess | null> {
  const facts = projectId === scope.projectId ? scope : await projectFacts(deps.db, actor, projectId);
  // The download routes need entry to the documents (dms:enter); the node check does the rest.
  if (!facts || !canInProject(facts, 'dms', 'enter')) return null;
  return dmsAccess(deps, facts);
}
