import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { META_TEXT_MAX, type MetaFieldType, type metaSearchBody, type saveMetaTemplateBody, type updateMetaBody } from '@trestle/shared/meta-schemas';
import { canonicalDate, canonicalNumber } from '@trestle/shared/custom-fields';
import type { DbOrTx } from '../../../db/client';
import type { Actor, Deps } from '../../../http/context';
import { AppError, ErrorCode, Errors } from '../../../http/errors';
import type { ProjectScope } from '../../roles';
import { fileMetaExtensions, fileMetaFields, fileMetaTemplates, fileMetaValues } from './tables';
import { presentNode } from '../service';
import { dmsAccess } from '../access';
import { fileNodes } from '../tables';
import { changedFields, describeOperation } from '../../../db/operation';

type Template = typeof fileMetaTemplates.$inferSelect;
type Field = typeof fileMetaFields.$inferSelect;
type Node = typeof fileNodes.$inferSelect;
type RawValue = string | number | null | undefined;

export function presentField(f: Field) {
  return {
    _id: f.id,
    id: f.id,
    templateId: f.templateId,
    name: f.name,
    type: f.type as MetaFieldType,
    options: f.options,
    required: f.required,
    sort: f.position,
  };
}

export function presentTemplate(t: Template, fields: Field[]) {
  return {
    _id: t.id,
    id: t.id,
    projectId: t.projectId,
    name: t.name,
    createUser: t.createdBy,
    modifyUser: t.updatedBy,
    createTime: t.createdAt.toISOString(),
    updateTime: t.updatedAt.toISOString(),
    fields: fields
      .filter((f) => f.templateId === t.id)
      .sort((a, b) => a.position - b.position)
      .map(presentField),
  };
}

/** A stored value as the wire shows it: numbers as numbers, everything else as text. */
const typed = (type: string, v: string) => (type === 'number' ? Number(v) : v);

async function templateOf(db: DbOrTx, projectId: string, id: string): Promise<Template> {
  const [t] = await db
    .select()
    .from(fileMetaTemplates)
    .where(and(eq(fileMetaTemplates.id, id), eq(fileMetaTemplates.projectId, projectId)));
  if (!t) throw Errors.notFound();
  return t;
}

const fieldsOf = (db: DbOrTx, templateIds: string[]) =>
  templateIds.length
    ? db.select().from(fileMetaFields).where(inArray(fileMetaFields.templateId, templateIds)).orderBy(asc(fileMetaFields.position))
    : Promise.resolve([] as Field[]);

/** A file (not a folder) of the project; recycled ones only when `live` is false. */
export async function fileOf(db: DbOrTx, projectId: string, id: string, live: boolean): Promise<Node> {
  const conds = [eq(fileNodes.id, id), eq(fileNodes.projectId, projectId)];
  if (live) conds.push(isNull(fileNodes.recycledAt));
  const [n] = await db
    .select()
    .from(fileNodes)
    .where(and(...conds));
  if (!n) throw Errors.notFound();
  if (n.kind !== 'file') throw Errors.badInput('file.notAFile');
  return n;
}

/** Folder paths of a project ('/Drawings/Level 2', '/' for the root), from one read of its folders. */
export async function folderPaths(db: DbOrTx, projectId: string) {
  const folders = await db
    .select({ id: fileNodes.id, name: fileNodes.name, parentId: fileNodes.parentId })
    .from(fileNodes)
    .where(and(eq(fileNodes.projectId, projectId), eq(fileNodes.kind, 'folder')));
  const byId = new Map(folders.map((f) => [f.id, f]));
  const memo = new Map<string, string>();
  const of = (id: string | null): string => {
    if (!id) return '/';
    const known = memo.get(id);
    if (known) return known;
    const names: string[] = [];
    // Bounded walk: a cycle would be a bug elsewhere, never a reason to hang.
    for (let cur = byId.get(id); cur && names.length < 1000; cur = cur.parentId ? byId.get(cur.parentId) : undefined) names.unshift(cur.name);
    const path = `/${names.join('/')}`;
    memo.set(id, path);
    return path;
  };
  return { of };
}

function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Checks that need the field's name in the message; returns the options to store. */
function checkFields(fields: z.infer<typeof saveMetaTemplateBody>['fields']) {
  const seen = new Set<string>();
  const ids = new Set<string>();
  return fields.map((f) => {
    if (f.id && ids.has(f.id)) throw Errors.badInput('meta.fieldNameDuplicate', { name: f.name });
    if (f.id) ids.add(f.id);
    const key = f.name.toLowerCase();
    if (seen.has(key)) throw Errors.badInput('meta.fieldNameDuplicate', { name: f.name });
    seen.add(key);
    if (f.type !== 'select') return [];
    if (f.options.length === 0) throw Errors.badInput('meta.optionsRequired', { name: f.name });
    const dup = f.options.find((o, i) => f.options.indexOf(o) !== i);
    if (dup) throw Errors.badInput('meta.optionDuplicate', { name: f.name, option: dup });
    return f.options;
  });
}

/** Creates a template, or updates one: fields with an id are changed, new ones added, missing ones removed (with their values). */
export async function saveTemplate(deps: Deps, actor: Actor, projectId: string, input: z.infer<typeof saveMetaTemplateBody>) {
  const options = checkFields(input.fields);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const clash = await tx
        .select({ id: fileMetaTemplates.id })
        .from(fileMetaTemplates)
        .where(
          and(
            eq(fileMetaTemplates.projectId, projectId),
            sql`lower(${fileMetaTemplates.name}) = ${input.name.toLowerCase()}`,
            input.id ? ne(fileMetaTemplates.id, input.id) : undefined,
          ),
        );
      if (clash.length) throw Errors.badInput('meta.templateExists', { name: input.name });
      let templateId: string;
      if (input.id) {
        const was = await templateOf(tx, projectId, input.id);
        templateId = was.id;
        describeOperation({ targetId: was.id, targetName: input.name, ...changedFields(was, { name: input.name }) });
        await updateFields(tx, templateId, input.fields, options, !!input.removeFieldsWithValues);
        await tx.update(fileMetaTemplates).set({ name: input.name, updatedBy: actor.userId, updatedAt: now }).where(eq(fileMetaTemplates.id, templateId));
      } else {
        templateId = randomUUID();
        describeOperation({ targetId: templateId, targetName: input.name });
        await tx
          .insert(fileMetaTemplates)
          .values({ id: templateId, projectId, name: input.name, createdBy: actor.userId, updatedBy: actor.userId, createdAt: now, updatedAt: now });
      }
      const fresh = input.fields.map((f, i) => ({ f, i })).filter(({ f }) => !f.id);
      if (fresh.length) {
        await tx.insert(fileMetaFields).values(
          fresh.map(({ f, i }) => ({
            id: randomUUID(),
            templateId,
            projectId,
            name: f.name,
            type: f.type,
            options: options[i],
            required: f.required,
            position: i,
          })),
        );
      }
      const [t] = await tx.select().from(fileMetaTemplates).where(eq(fileMetaTemplates.id, templateId));
      return presentTemplate(t, await fieldsOf(tx, [templateId]));
    });
  } catch (e) {
    // Two saves racing for one name: the unique index answers.
    if (isUniqueViolation(e)) throw Errors.badInput('meta.templateExists', { name: input.name });
    throw e;
  }
}

async function updateFields(tx: DbOrTx, templateId: string, fields: z.infer<typeof saveMetaTemplateBody>['fields'], options: string[][], confirmed: boolean) {
  const existing = await fieldsOf(tx, [templateId]);
  const byId = new Map(existing.map((f) => [f.id, f]));
  for (const [i, f] of fields.entries()) {
    if (!f.id) continue;
    const old = byId.get(f.id);
    if (!old) throw Errors.badInput('meta.unknownField', { field: f.name });
    if (old.type !== f.type) {
      const [{ n }] = await tx.select({ n: count() }).from(fileMetaValues).where(eq(fileMetaValues.fieldId, old.id));
      if (n > 0) throw Errors.badInput('meta.fieldTypeLocked', { name: old.name, count: n });
    } else if (f.type === 'select') {
      const dropped = old.options.filter((o) => !options[i].includes(o));
      if (dropped.length) {
        const used = await tx
          .select({ value: fileMetaValues.value, n: count() })
          .from(fileMetaValues)
          .where(and(eq(fileMetaValues.fieldId, old.id), inArray(fileMetaValues.value, dropped)))
          .groupBy(fileMetaValues.value);
        if (used.length) throw Errors.badInput('meta.optionInUse', { name: old.name, option: used[0].value, count: used[0].n });
      }
    }
    await tx
      .update(fileMetaFields)
      .set({ name: f.name, type: f.type, options: options[i], required: f.required, position: i })
      .where(eq(fileMetaFields.id, old.id));
  }
  const kept = new Set(fields.map((f) => f.id).filter(Boolean));
  const removed = existing.filter((f) => !kept.has(f.id));
  if (!removed.length) return;
  if (!confirmed) {
    // Values would go with the field: a field left out by mistake must not wipe them silently.
    const used = await tx
      .select({ fieldId: fileMetaValues.fieldId, n: count() })
      .from(fileMetaValues)
      .where(
        inArray(
          fileMetaValues.fieldId,
          removed.map((f) => f.id),
        ),
      )
      .groupBy(fileMetaValues.fieldId);
    if (used.length) {
      const name = removed.find((f) => f.id === used[0].fieldId)?.name ?? '';
      throw new AppError(
        400,
        ErrorCode.confirmNeeded,
        'meta.fieldHasValues',
        { name, count: used[0].n },
        { fields: used.map((u) => ({ id: u.fieldId, count: u.n })) },
      );
    }
  }
  await tx.delete(fileMetaFields).where(
    inArray(
      fileMetaFields.id,
      removed.map((f) => f.id),
    ),
  );
}

/** Templates of the project, by name, with their fields and how many files use each. */
export async function listTemplates(deps: Deps, projectId: string) {
  const rows = await deps.db.select().from(fileMetaTemplates).where(eq(fileMetaTemplates.projectId, projectId)).orderBy(asc(fileMetaTemplates.name));
  const fields = await fieldsOf(
    deps.db,
    rows.map((t) => t.id),
  );
  const uses = await deps.db
    .select({ templateId: fileMetaExtensions.templateId, n: count() })
    .from(fileMetaExtensions)
    .innerJoin(fileNodes, eq(fileNodes.id, fileMetaExtensions.nodeId))
    .where(and(eq(fileMetaExtensions.projectId, projectId), isNull(fileNodes.recycledAt)))
    .groupBy(fileMetaExtensions.templateId);
  return { templates: rows.map((t) => ({ ...presentTemplate(t, fields), fileCount: uses.find((u) => u.templateId === t.id)?.n ?? 0 })) };
}

export async function templateFields(deps: Deps, projectId: string, templateId: string) {
  const t = await templateOf(deps.db, projectId, templateId);
  return { template: { _id: t.id, id: t.id, name: t.name }, fields: (await fieldsOf(deps.db, [t.id])).map(presentField) };
}

/** Distinct values live files hold for a field, for pick lists. */
export async function fieldValues(deps: Deps, scope: ProjectScope, fieldId: string) {
  const projectId = scope.projectId;
  const visible = await dmsAccess(deps, scope).visibleAnywhere();
  const [field] = await deps.db
    .select()
    .from(fileMetaFields)
    .where(and(eq(fileMetaFields.id, fieldId), eq(fileMetaFields.projectId, projectId)));
  if (!field) throw Errors.notFound();
  const rows = await deps.db
    .select({ value: fileMetaValues.value, n: count() })
    .from(fileMetaValues)
    .innerJoin(fileNodes, eq(fileNodes.id, fileMetaValues.nodeId))
    .where(and(eq(fileMetaValues.fieldId, field.id), isNull(fileNodes.recycledAt), visible))
    .groupBy(fileMetaValues.value)
    // The first 1,000 in order, not any 1,000.
    .orderBy(field.type === 'number' ? sql`${fileMetaValues.value}::numeric` : asc(fileMetaValues.value))
    .limit(1000);
  const order = field.type === 'number' ? (a: string, b: string) => Number(a) - Number(b) : (a: string, b: string) => a.localeCompare(b);
  rows.sort((a, b) => order(a.value, b.value));
  return { field: presentField(field), values: rows.map((r) => ({ value: typed(field.type, r.value), count: r.n })) };
}

/** The file's template and values ("extension" metadata); template null when it has none. */
export async function fileExtension(deps: Deps, scope: ProjectScope, fileId: string) {
  const node = await fileOf(deps.db, scope.projectId, fileId, false);
  const access = dmsAccess(deps, scope);
  await access.see(node);
  const [ext] = await deps.db.select().from(fileMetaExtensions).where(eq(fileMetaExtensions.nodeId, node.id));
  const canEdit = !!(await access.at(node))?.has('status') && !node.recycledAt;
  if (!ext) return { fileId: node.id, name: node.name, templateId: null, template: null, values: {}, fields: [], updateTime: null, updateUser: null, canEdit };
  const [t] = await deps.db.select().from(fileMetaTemplates).where(eq(fileMetaTemplates.id, ext.templateId));
  const fields = await fieldsOf(deps.db, [t.id]);
  const stored = await deps.db.select().from(fileMetaValues).where(eq(fileMetaValues.nodeId, node.id));
  const valueOf = (f: Field) => {
    const v = stored.find((s) => s.fieldId === f.id);
    return v ? typed(f.type, v.value) : null;
  };
  return {
    fileId: node.id,
    name: node.name,
    templateId: t.id,
    template: presentTemplate(t, fields),
    values: Object.fromEntries(fields.filter((f) => valueOf(f) !== null).map((f) => [f.id, valueOf(f)])),
    fields: fields.map((f) => ({ ...presentField(f), fieldId: f.id, value: valueOf(f) })),
    updateTime: ext.updatedAt.toISOString(),
    updateUser: ext.updatedBy,
    canEdit,
  };
}

/** A value checked against its field and turned into its stored text; null means empty. */
export function canonicalValue(field: Pick<Field, 'name' | 'type' | 'options'>, raw: RawValue): string | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  const name = field.name;
  switch (field.type) {
    case 'number': {
      const n = canonicalNumber(raw);
      if (n === null) throw Errors.badInput('meta.valueNumber', { name });
      return String(n);
    }
    case 'date': {
      const d = typeof raw === 'string' ? canonicalDate(raw) : null;
      if (d === null) throw Errors.badInput('meta.valueDate', { name });
      return d;
    }
    case 'select': {
      const v = String(raw).trim();
      if (!field.options.includes(v)) throw Errors.badInput('meta.valueOption', { name, options: field.options.join(', ') });
      return v;
    }
    default: {
      const v = String(raw).trim();
      if (v.length > META_TEXT_MAX) throw Errors.badInput('meta.valueTooLong', { name, max: META_TEXT_MAX });
      return v;
    }
  }
}

/** Sets the file's template and replaces all its values in one transaction; templateId null removes its metadata. */
export async function updateMeta(deps: Deps, scope: ProjectScope, actor: Actor, input: z.infer<typeof updateMetaBody>) {
  const node = await fileOf(deps.db, scope.projectId, input.fileId, true);
  await dmsAccess(deps, scope).need(node, 'status');
  // The file; the values themselves are its metadata, not recorded (only which template holds them).
  describeOperation({ targetId: node.id, targetName: node.name, after: { templateId: input.templateId ?? null } });
  if (!input.templateId) {
    await deps.db.transaction(async (tx) => {
      await tx.delete(fileMetaValues).where(eq(fileMetaValues.nodeId, node.id));
      await tx.delete(fileMetaExtensions).where(eq(fileMetaExtensions.nodeId, node.id));
    });
    return fileExtension(deps, scope, node.id);
  }
  const t = await templateOf(deps.db, scope.projectId, input.templateId);
  const fields = await fieldsOf(deps.db, [t.id]);
  const values = input.values ?? {};
  const unknown = Object.keys(values).find((k) => !fields.some((f) => f.id === k));
  if (unknown) throw Errors.badInput('meta.unknownField', { field: unknown });
  const rows: { nodeId: string; fieldId: string; projectId: string; value: string }[] = [];
  for (const f of fields) {
    const value = canonicalValue(f, values[f.id]);
    if (value === null && f.required) throw Errors.badInput('meta.valueRequired', { name: f.name });
    if (value !== null) rows.push({ nodeId: node.id, fieldId: f.id, projectId: scope.projectId, value });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(fileMetaExtensions)
      .values({ nodeId: node.id, projectId: scope.projectId, templateId: t.id, updatedBy: actor.userId, updatedAt: now })
      .onConflictDoUpdate({ target: fileMetaExtensions.nodeId, set: { templateId: t.id, updatedBy: actor.userId, updatedAt: now } });
    await tx.delete(fileMetaValues).where(eq(fileMetaValues.nodeId, node.id));
    if (rows.length) await tx.insert(fileMetaValues).values(rows);
  });
  return fileExtension(deps, scope, node.id);
}

/** The fields a project's files can be searched by, template by template. */
export async function metaParams(deps: Deps, projectId: string, templateId: string | null | undefined) {
  const templates = templateId
    ? [await templateOf(deps.db, projectId, templateId)]
    : await deps.db.select().from(fileMetaTemplates).where(eq(fileMetaTemplates.projectId, projectId)).orderBy(asc(fileMetaTemplates.name));
  const fields = await fieldsOf(
    deps.db,
    templates.map((t) => t.id),
  );
  return {
    templates: templates.map((t) => ({ _id: t.id, id: t.id, name: t.name })),
    params: templates.flatMap((t) => fields.filter((f) => f.templateId === t.id).map((f) => ({ ...presentField(f), fieldId: f.id, templateName: t.name }))),
  };
}

/** One condition as SQL on the value of `field` of the file row. */
function conditionSql(field: Field, c: z.infer<typeof metaSearchBody>['conditions'][number]): SQL {
  const v = fileMetaValues;
  const preds: SQL[] = [eq(v.nodeId, fileNodes.id), eq(v.fieldId, field.id)];
  const ranged = (c.from ?? '') !== '' || (c.to ?? '') !== '';
  if (ranged && (field.type === 'text' || field.type === 'select')) throw Errors.badInput('meta.conditionRange', { name: field.name });
  const value = canonicalValue(field, c.value);
  if (value !== null) {
    if (field.type === 'text') preds.push(sql`${v.value} ilike ${`%${value.replace(/[%_\\]/g, '\\$&')}%`}`);
    else preds.push(eq(v.value, value));
  }
  const from = canonicalValue(field, c.from);
  const to = canonicalValue(field, c.to);
  // Stored numbers are canonical JavaScript numbers, which PostgreSQL reads as double precision.
  const cmp = field.type === 'number' ? sql`cast(${v.value} as double precision)` : sql`${v.value}`;
  const bound = (x: string) => (field.type === 'number' ? sql`${Number(x)}::double precision` : sql`${x}`);
  if (from !== null) preds.push(sql`${cmp} >= ${bound(from)}`);
  if (to !== null) preds.push(sql`${cmp} <= ${bound(to)}`);
  return sql`exists (select 1 from ${v} where ${and(...preds)})`;
}

/** Live files whose metadata matches every condition (and the template, when given), by name. */
export async function searchMeta(deps: Deps, scope: ProjectScope, q: z.infer<typeof metaSearchBody>) {
  const projectId = scope.projectId;
  const template = q.templateId ? await templateOf(deps.db, projectId, q.templateId) : null;
  const ids = [...new Set(q.conditions.map((c) => c.fieldId))];
  const fields = ids.length
    ? await deps.db
        .select()
        .from(fileMetaFields)
        .where(and(inArray(fileMetaFields.id, ids), eq(fileMetaFields.projectId, projectId)))
    : [];
  const conds: SQL[] = [eq(fileNodes.projectId, projectId), isNull(fileNodes.recycledAt)];
  const visible = await dmsAccess(deps, scope).visibleAnywhere();
  if (visible) conds.push(visible);
  if (template) conds.push(eq(fileMetaExtensions.templateId, template.id));
  for (const c of q.conditions) {
    const field = fields.find((f) => f.id === c.fieldId);
    if (!field || (template && field.templateId !== template.id)) throw Errors.badInput('meta.unknownField', { field: c.fieldId });
    conds.push(conditionSql(field, c));
  }
  const rows = await deps.db
    .select({ n: fileNodes, templateId: fileMetaExtensions.templateId })
    .from(fileNodes)
    .innerJoin(fileMetaExtensions, eq(fileMetaExtensions.nodeId, fileNodes.id))
    .where(and(...conds))
    .orderBy(asc(fileNodes.name), asc(fileNodes.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const nodeIds = rows.map((r) => r.n.id);
  const templateIds = [...new Set(rows.map((r) => r.templateId))];
  const templates = templateIds.length ? await deps.db.select().from(fileMetaTemplates).where(inArray(fileMetaTemplates.id, templateIds)) : [];
  const allFields = await fieldsOf(deps.db, templateIds);
  const values = nodeIds.length ? await deps.db.select().from(fileMetaValues).where(inArray(fileMetaValues.nodeId, nodeIds)) : [];
  const paths = await folderPaths(deps.db, projectId);
  const list = rows.map((r) => ({
    ...presentNode(r.n),
    path: paths.of(r.n.parentId),
    templateId: r.templateId,
    templateName: templates.find((t) => t.id === r.templateId)?.name ?? '',
    values: Object.fromEntries(
      values.filter((v) => v.nodeId === r.n.id).map((v) => [v.fieldId, typed(allFields.find((f) => f.id === v.fieldId)?.type ?? 'text', v.value)]),
    ),
  }));
  // Counted apart, so a page past the end still tells the total.
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(fileNodes)
    .innerJoin(fileMetaExtensions, eq(fileMetaExtensions.nodeId, fileNodes.id))
    .where(and(...conds));
  return { list, total };
}
