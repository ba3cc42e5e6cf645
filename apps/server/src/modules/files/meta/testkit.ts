import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { createUser } from '../../accounts/service';
import { addEnterpriseMember } from '../../enterprise/service';
import { projectMembers, projects } from '../../projects/tables';
import { builtInRoleId } from '../../roles/service';
import { rolePermissions, roles } from '../../roles/tables';
import type { TestApp } from '../../../test/harness';
import { fileNodes } from '../tables';
import { eq } from 'drizzle-orm';

// Test data for the metadata and contact tests (meta.test.ts, contacts.test.ts).

/** A file row as an upload would leave it (no content needed by these tests). */
export async function addFile(db: Db, projectId: string, name: string, createdBy: string, parentId: string | null = null) {
  const id = randomUUID();
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : null;
  await db.insert(fileNodes).values({ id, projectId, parentId, kind: 'file', name, fileType: ext, size: 1024, createdBy, updatedBy: createdBy });
  return id;
}

/** A project member whose role grants only project:enter and dms:enter: may read documents, not change them. */
export async function buildReader(t: TestApp, projectId: string) {
  const db = t.deps.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  const loginName = `reader-${randomUUID().slice(0, 8)}`;
  const user = await createUser(db, { loginName, name: 'Rea Der', password: 'Reader#2026', email: `${loginName}@demo.example` });
  await addEnterpriseMember(
    db,
    project.enterpriseId,
    user.id,
    await builtInRoleId(db, { enterpriseId: project.enterpriseId, projectId: null }, 'enterprise_staff'),
  );
  const roleId = randomUUID();
  await db.insert(roles).values({ id: roleId, enterpriseId: project.enterpriseId, projectId, name: 'Reader' });
  await db.insert(rolePermissions).values([
    { roleId, module: 'project', action: 'enter' },
    { roleId, module: 'dms', action: 'enter' },
  ]);
  await db.insert(projectMembers).values({ projectId, userId: user.id, roleId, isAdmin: false });
  return { user, token: await t.login(loginName, 'Reader#2026') };
}
