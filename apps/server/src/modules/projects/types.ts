import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addProjectTypeBody, updateProjectTypeBody } from '@trestle/shared/custom-field-schemas';
import type { DbOrTx } from '../../db/client';
import type { Actor, Deps } from '../../http/context';
import { Errors } from '../../http/errors';
import { changedFields, describeOperation } from '../../db/operation';
import { deleteFields, fieldsOfScopes, presentField, saveFields } from '../custom-fields';
import { projects, projectTypes } from './tables';

// Project types (categories) of an enterprise and their custom fields (docs/custom-fields.md).
// The fields are the custom-fields module's set of scope ('project-type', type id); a project's
// values are records of that set under the project's id.

export const TYPE_SCOPE = 'project-type';
export const typeScope = (typeId: string) => ({ kind: TYPE_SCOPE, id: typeId });

type TypeRow = typeof projectTypes.$inferSelect;

function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function present(db: DbOrTx, rows: TypeRow[]) {
  const fields = await fieldsOfScopes(
    db,
    TYPE_SCOPE,
    rows.map((r) => r.id),
  );
  const counts = rows.length
    ? await db
        .select({ id: projects.typeId, n: count() })
        .from(projects)
        .where(
          inArray(
            projects.typeId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(projects.typeId)
    : [];
  return rows.map((t) => ({
    id: t.id,
    _id: t.id,
    enterpriseId: t.enterpriseId,
    name: t.name,
    fields: (fields.get(t.id) ?? []).map(presentField),
    projectCount: counts.find((c) => c.id === t.id)?.n ?? 0,
    createTime: t.createdAt.toISOString(),
    updateTime: t.updatedAt.toISOString(),
  }));
}

/** The enterprise's project types by name, with their fields and how many projects each has. */
export async function listTypes(deps: Deps, enterpriseId: string) {
  const rows = await deps.db.select().from(projectTypes).where(eq(projectTypes.enterpriseId, enterpriseId)).orderBy(asc(projectTypes.name));
  return present(deps.db, rows);
}

async function typeOf(db: DbOrTx, enterpriseId: string, typeId: string, lock = false) {
  const q = db
    .select()
    .from(projectTypes)
    .where(and(eq(projectTypes.id, typeId), eq(projectTypes.enterpriseId, enterpriseId)));
  const [t] = lock ? await q.for('update') : await q;
  if (!t) throw Errors.badInput('projectType.unknown');
  return t;
}

async function assertNameFree(db: DbOrTx, enterpriseId: string, name: string, except?: string) {
  const clash = await db
    .select({ id: projectTypes.id })
    .from(projectTypes)
    .where(
      and(
        eq(projectTypes.enterpriseId, enterpriseId),
        sql`lower(${projectTypes.name}) = ${name.toLowerCase()}`,
        except ? ne(projectTypes.id, except) : undefined,
      ),
    );
  if (clash.length) throw Errors.badInput('projectType.exists', { name });
}

const fieldSummary = (fields: { label: string; type: string; required: boolean; options: string[] }[]) =>
  fields.map((f) => `${f.label} (${f.type}${f.required ? ', required' : ''}${f.options.length ? `: ${f.options.join(' | ')}` : ''})`);

export async function addType(deps: Deps, actor: Actor, enterpriseId: string, input: z.infer<typeof addProjectTypeBody>) {
  const id = randomUUID();
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await assertNameFree(tx, enterpriseId, input.name);
      const [row] = await tx
        .insert(projectTypes)
        .values({ id, enterpriseId, name: input.name, createdBy: actor.userId, createdAt: now, updatedAt: now })
        .returning();
      const saved = await saveFields(tx, enterpriseId, typeScope(id), input.fields, now);
      describeOperation({ targetId: id, targetName: input.name, after: { name: input.name, fields: fieldSummary(saved.fields) } });
      return { ...(await present(tx, [row]))[0], droppedValues: 0 };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw Errors.badInput('projectType.exists', { name: input.name });
    throw e;
  }
}

/** Renames a type (its projects show the new name) and replaces its fields; values of fields that remain are kept. */
export async function updateType(deps: Deps, enterpriseId: string, input: z.infer<typeof updateProjectTypeBody>) {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const was = await typeOf(tx, enterpriseId, input.typeId, true);
      await assertNameFree(tx, enterpriseId, input.name, was.id);
      const before = (await fieldsOfScopes(tx, TYPE_SCOPE, [was.id])).get(was.id) ?? [];
      const saved = await saveFields(tx, enterpriseId, typeScope(was.id), input.fields, now);
      const [row] = await tx.update(projectTypes).set({ name: input.name, updatedAt: now }).where(eq(projectTypes.id, was.id)).returning();
      if (row.name !== was.name) await tx.update(projects).set({ type: row.name }).where(eq(projects.typeId, was.id));
      describeOperation({
        targetId: was.id,
        targetName: row.name,
        ...changedFields(
          { name: was.name, fields: fieldSummary(before) },
          { name: row.name, fields: fieldSummary(saved.fields), droppedValues: saved.droppedValues || undefined },
        ),
      });
      return { ...(await present(tx, [row]))[0], droppedValues: saved.droppedValues };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw Errors.badInput('projectType.exists', { name: input.name });
    throw e;
  }
}

/** Deletes a type no project has, with its fields. */
export async function deleteType(deps: Deps, enterpriseId: string, typeId: string) {
  await deps.db.transaction(async (tx) => {
    const t = await typeOf(tx, enterpriseId, typeId, true);
    const [{ n }] = await tx.select({ n: count() }).from(projects).where(eq(projects.typeId, t.id));
    if (n > 0) throw Errors.badInput('projectType.inUse', { name: t.name, count: n });
    describeOperation({ targetId: t.id, targetName: t.name });
    await deleteFields(tx, typeScope(t.id));
    await tx.delete(projectTypes).where(eq(projectTypes.id, t.id));
  });
}

/**
 * The type a project is created or edited with: `typeId`, a type of the enterprise (else 400
 * projectType.unknown); or, for API callers that still send a name (`type`, the free text of
 * before), the type of that name, made without fields when there is none — what the start-up
 * adoption does for older projects. The screens always send typeId.
 */
export async function resolveType(tx: DbOrTx, actor: Actor, enterpriseId: string, v: { typeId?: string | null; type?: string | null }) {
  if (v.typeId) return typeOf(tx, enterpriseId, v.typeId);
  const name = (v.type ?? '').trim();
  if (!name) throw Errors.badInput('projectType.required');
  const [found] = await tx
    .select()
    .from(projectTypes)
    .where(and(eq(projectTypes.enterpriseId, enterpriseId), sql`lower(${projectTypes.name}) = ${name.toLowerCase()}`));
  if (found) return found;
  const [made] = await tx.insert(projectTypes).values({ id: randomUUID(), enterpriseId, name, createdBy: actor.userId }).onConflictDoNothing().returning();
  if (made) return made;
  // Made by a request racing this one.
  const [raced] = await tx
    .select()
    .from(projectTypes)
    .where(and(eq(projectTypes.enterpriseId, enterpriseId), sql`lower(${projectTypes.name}) = ${name.toLowerCase()}`));
  if (!raced) throw Errors.badInput('projectType.unknown');
  return raced;
}

/**
 * Adopts the free-text types of projects made before project types existed: each enterprise's
 * distinct type texts (trimmed, compared without case) become its project types, without fields,
 * and the projects point at them. Idempotent; run at every start (main.ts) and by the seed.
 */
export async function adoptFreeTextTypes(db: DbOrTx) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${projectTypes} (id, enterprise_id, name)
      select gen_random_uuid()::text, enterprise_id, min(trim(type))
      from ${projects} where type_id is null and trim(type) <> ''
      group by enterprise_id, lower(trim(type))
      on conflict do nothing`);
    await tx.execute(sql`
      update ${projects} p set type_id = t.id, type = t.name
      from ${projectTypes} t
      where p.type_id is null and t.enterprise_id = p.enterprise_id and lower(t.name) = lower(trim(p.type))`);
  });
  const [{ n }] = await db.select({ n: count() }).from(projects).where(isNull(projects.typeId));
  return { untyped: n };
}
