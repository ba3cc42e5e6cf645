import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { projectFacts } from '../projects';
import { notifications } from '../notifications';
import { annotations } from '../annotations';
import { fileNodes } from '../files';
import { addIssue } from './issues';
import { changeStatus } from './workflow';
import { saveReply } from './replies';
import { loadIssue } from './access';

// The demo project's issues (seed.ts), made through the same services as the API so they hold
// real history: three technical queries in different statuses, one on a drawing's annotation
// when the project has one, with replies. Dates are relative to the seeding day.

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

type Person = { id: string; loginName: string; name: string };

export async function seedDemoIssues(db: Db, projectId: string, padmin: Person, member: Person) {
  const actor = (p: Person): Actor => ({
    userId: p.id,
    loginName: p.loginName,
    name: p.name,
    userLevel: 1,
    enterpriseId: null,
    sessionId: 'seed',
    isSystemManager: false,
  });
  const admin = (await projectFacts(db, actor(padmin), projectId))!;
  const plain = (await projectFacts(db, actor(member), projectId))!;
  // A drawing with an annotation, if the project has one (the seed's documents come later).
  const [marked] = await db
    .select({ annotationId: annotations.id, fileId: annotations.fileId })
    .from(annotations)
    .innerJoin(fileNodes, eq(fileNodes.id, annotations.fileId))
    .where(and(eq(annotations.projectId, projectId), isNull(fileNodes.recycledAt)))
    .orderBy(asc(annotations.createdAt))
    .limit(1);
  const base = {
    importance: 'normal' as const,
    leaderId: null,
    approverId: null,
    ccIds: [] as string[],
    fileId: null,
    annotationId: null,
    axisCode: null,
    axisHeight: null,
    specialty: null,
    meetingId: null,
    dueDate: null,
  };
  const now = () => new Date();
  const reply = async (scope: typeof admin, issueId: string, content: string) => saveReply(db, scope, await loadIssue(db, scope, issueId), content, [], now());

  const clash = await addIssue(
    db,
    plain,
    {
      ...base,
      projectId,
      code: 'TQ-001',
      description:
        'Beam B12 clashes with the supply air duct at grid C/4, level 3. Please confirm whether a web opening is acceptable or the duct must be rerouted.',
      importance: 'urgent',
      leaderId: padmin.id,
      axisCode: 'C/4',
      axisHeight: '+9.600',
      specialty: 'Structure',
      dueDate: day(5),
      fileId: marked?.fileId ?? null,
      annotationId: marked?.annotationId ?? null,
    },
    now(),
  );
  await changeStatus(db, admin, { projectId, issueId: clash.id, status: 'underway', note: null }, 'en', now());
  await reply(admin, clash.id, 'Structural engineer proposes a 150 mm web opening with stiffeners; sketch follows.');

  const window = await addIssue(
    db,
    admin,
    {
      ...base,
      projectId,
      code: 'TQ-002',
      description: 'Window type W-07 differs between the level 5 plan (1200 mm) and the east elevation (1500 mm). Which is correct?',
      importance: 'important',
      leaderId: member.id,
      approverId: padmin.id,
      axisCode: 'E/1-3',
      axisHeight: 'FFL +15.300',
      specialty: 'Architecture',
      dueDate: day(-2),
    },
    now(),
  );
  await changeStatus(db, plain, { projectId, issueId: window.id, status: 'underway', note: null }, 'en', now());
  await reply(plain, window.id, 'The elevation is correct: 1500 mm. The plan will be revised in rev D.');
  await changeStatus(db, plain, { projectId, issueId: window.id, status: 'finish', note: 'Answered, plan to be revised' }, 'en', now());

  await addIssue(
    db,
    plain,
    {
      ...base,
      projectId,
      code: 'TQ-003',
      description: 'Confirm the fire-stopping product for service penetrations in shaft S2 (EI 90 required).',
      leaderId: padmin.id,
      ccIds: [],
      specialty: 'MEP',
      dueDate: day(10),
    },
    now(),
  );

  // The demo's own history should not ring the bell: a newcomer starts with no unread notices.
  await db.delete(notifications).where(and(eq(notifications.targetType, 'issue'), like(notifications.targetId, `%projectId=${projectId}%`)));
}
