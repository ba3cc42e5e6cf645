import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { departmentMembers, departments, staffProfiles } from './tables';

/**
 * The demo enterprise's organisation (seed.ts): a small department tree with the demo staff in
 * it and their posts, so the staff and organisation screens show something real.
 */
export async function seedDemoStaff(tx: DbOrTx, enterpriseId: string, people: { emanager: string; padmin: string; member: string }) {
  const id = () => randomUUID();
  const head = id();
  const engineering = id();
  const structural = id();
  const site = id();
  await tx.insert(departments).values([
    { id: head, enterpriseId, parentId: null, name: 'Head office', sort: 0 },
    { id: engineering, enterpriseId, parentId: head, name: 'Engineering', sort: 0 },
    { id: structural, enterpriseId, parentId: engineering, name: 'Structural design', sort: 0 },
    { id: id(), enterpriseId, parentId: engineering, name: 'MEP', sort: 1 },
    { id: site, enterpriseId, parentId: null, name: 'Site operations', sort: 1 },
  ]);
  await tx.insert(departmentMembers).values([
    { departmentId: head, userId: people.emanager },
    { departmentId: engineering, userId: people.padmin },
    { departmentId: site, userId: people.padmin },
    { departmentId: structural, userId: people.member },
  ]);
  await tx.insert(staffProfiles).values([
    { enterpriseId, userId: people.emanager, post: 'Operations director' },
    { enterpriseId, userId: people.padmin, post: 'Project manager' },
    { enterpriseId, userId: people.member, post: 'Structural engineer' },
  ]);
}
