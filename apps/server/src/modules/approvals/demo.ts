import { and, eq, inArray, like } from 'drizzle-orm';
import type { Deps } from '../../http/context';
import { users } from '../accounts';
import { projects } from '../projects';
import { fileNodes } from '../files';
import { notifications } from '../notifications';
import { scopeForUser } from '../permissions';
import { addApproval } from './service';

// The demo project's approval (main.ts, after the demo documents exist): padmin asks member to
// approve the architecture drawings, made through the same service as the API, so it holds a
// real history. It rings nobody's bell: a newcomer starts with no unread notices.

export async function seedDemoApprovals(deps: Deps, projectName = 'Harbour View Residences') {
  const [p] = await deps.db.select().from(projects).where(eq(projects.name, projectName));
  const people = await deps.db
    .select()
    .from(users)
    .where(inArray(users.loginName, ['padmin', 'member']));
  const padmin = people.find((u) => u.loginName === 'padmin');
  const member = people.find((u) => u.loginName === 'member');
  if (!p || !padmin || !member) return;
  const docs = await deps.db
    .select({ id: fileNodes.id, name: fileNodes.name })
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, p.id), eq(fileNodes.kind, 'file'), inArray(fileNodes.name, ['Site plan.pdf', 'Ground floor.dxf'])));
  if (docs.length !== 2) return;
  const scope = (await scopeForUser(deps, padmin.id, p.id))!;
  const a = await addApproval(deps, scope, {
    projectId: p.id,
    title: 'Architecture drawings for construction issue',
    approverIds: [member.id],
    ccIds: [],
    fileIds: docs.sort((x, y) => x.name.localeCompare(y.name)).map((d) => d.id),
    remarks: 'Site plan and ground floor, revision C. Please check the setbacks and the entrance levels.',
  });
  await deps.db.delete(notifications).where(and(eq(notifications.targetType, '19650'), like(notifications.targetId, `%approvalId=${a.data.id}%`)));
}
