import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/context';
import { projectFacts } from '../projects';
import { notifications } from '../notifications';
import { saveBoard } from './boards';
import { createTask } from './tasks';
import { applyOption } from './options';

// The demo project's board "Site coordination" (seed.ts), made through the same services as
// the API so it holds real history entries. Dates are relative to the seeding day, so the
// "upcoming" list has something due this week on any day the demo is started.

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function seedDemoBoard(db: Db, projectId: string, padmin: { id: string; loginName: string; name: string }, memberId: string) {
  const actor: Actor = {
    userId: padmin.id,
    loginName: padmin.loginName,
    name: padmin.name,
    userLevel: 1,
    enterpriseId: null,
    sessionId: 'seed',
    isSystemManager: false,
  };
  const scope = (await projectFacts(db, actor, projectId))!;
  const board = await saveBoard(db, scope, { projectId, name: 'Site coordination', swimlanes: ['To do', 'In progress', 'Done'] });
  const [todo, doing, done] = board.swimlanes.map((l) => l.id);
  const task = async (
    lane: string,
    title: string,
    o: { remarks?: string; levelId?: number; principal?: string[]; actor?: string[]; startDate?: string; deadline?: string; subs?: [string, boolean][] },
  ) => {
    const t = await createTask(db, scope, {
      projectId,
      swimlanesId: lane,
      title,
      remarks: o.remarks ?? null,
      levelId: o.levelId ?? 1,
      principalUsers: o.principal,
      actorUsers: o.actor,
      startDate: o.startDate ?? null,
      deadline: o.deadline ?? null,
    });
    for (const [subName, finished] of o.subs ?? []) {
      const d = await applyOption(db, scope, 'en', t.id, 'CREATE_TASK_SUB_ITEM', { subName });
      if (finished) await applyOption(db, scope, 'en', t.id, 'UPDATE_SUB_ITEM_FINISH', { subId: d.itemLists.at(-1)!.subId });
    }
    return t;
  };
  await task(todo, 'Submit crane lift plan for tower B', {
    remarks: "Tandem lift of the precast stair cores; needs the structural engineer's sign-off.",
    levelId: 2,
    principal: [padmin.id],
    actor: [memberId],
    deadline: day(4),
    subs: [
      ['Load chart from supplier', false],
      ['Exclusion zone drawing', false],
      ['Engineer sign-off', false],
    ],
  });
  await task(todo, 'Order rebar for level 4 slab', {
    principal: [memberId],
    startDate: day(1),
    deadline: day(6),
    subs: [
      ['Check bending schedule rev C', false],
      ['Confirm delivery slot', false],
    ],
  });
  await task(todo, 'Fix waterproofing detail at podium joint', {
    remarks: 'Leak reported after heavy rain at grid C4; architect to confirm the detail.',
    levelId: 3,
    principal: [memberId],
    deadline: day(2),
  });
  const formwork = await task(doing, 'Formwork level 3 – tower A', {
    levelId: 2,
    principal: [memberId],
    actor: [padmin.id],
    startDate: day(-5),
    deadline: day(3),
    subs: [
      ['Shoring inspection', true],
      ['Edge protection', true],
      ['Pre-pour checklist', false],
    ],
  });
  await applyOption(db, scope, 'en', formwork.id, 'UPDATE_TASK_REAL_START_DATE', { dateValue: day(-4) });
  await task(doing, 'Coordinate MEP risers with the architect', { principal: [padmin.id], actor: [memberId], startDate: day(-2), deadline: day(9) });
  const fence = await task(done, 'Site hoarding and fence', {
    principal: [memberId],
    startDate: day(-20),
    deadline: day(-12),
    subs: [
      ['Hoarding panels', true],
      ['Gates and signage', true],
    ],
  });
  await applyOption(db, scope, 'en', fence.id, 'UPDATE_TASK_REAL_DEADLINE_DATE', { dateValue: day(-13) });
  await applyOption(db, scope, 'en', fence.id, 'TASK_FINISH', {});
  // The demo's own history should not ring the bell: a newcomer starts with no unread notices.
  await db.delete(notifications).where(like(notifications.targetId, `%boardId=${board.id}%`));
}
