import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkFieldDefs,
  checkValue,
  checkValues,
  isDropdown,
  type CustomFieldDef,
  type CustomFieldType,
  type CustomValue,
} from '@trestle/shared/custom-fields';
import type { customFieldList, customValuesInput } from '@trestle/shared/custom-field-schemas';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { customFields, customFieldSets, customFieldValues } from './tables';

// The custom-field machinery (docs/custom-fields.md): field sets owned by a scope, their
// definitions and the values records hold. Registers (project types first) keep their own rows
// and call these inside their own transactions; the rules are packages/shared custom-fields.ts.

export interface Scope {
  kind: string;
  id: string;
}

type FieldRow = typeof customFields.$inferSelect;

export const presentField = (f: FieldRow) => ({
  key: f.key,
  label: f.label,
  type: f.type as CustomFieldType,
  options: f.options,
  required: f.required,
  sort: f.position,
});

const asDef = (f: FieldRow): CustomFieldDef => ({ key: f.key, label: f.label, type: f.type as CustomFieldType, options: f.options, required: f.required });

async function setOf(db: DbOrTx, scope: Scope) {
  const [s] = await db
    .select()
    .from(customFieldSets)
    .where(and(eq(customFieldSets.scopeKind, scope.kind), eq(customFieldSets.scopeId, scope.id)));
  return s;
}

/** The fields of each scope of one kind, in order (a scope without a set has none). */
export async function fieldsOfScopes(db: DbOrTx, kind: string, scopeIds: string[]): Promise<Map<string, FieldRow[]>> {
  const out = new Map<string, FieldRow[]>(scopeIds.map((id) => [id, []]));
  if (!scopeIds.length) return out;
  const rows = await db
    .select({ scopeId: customFieldSets.scopeId, f: customFields })
    .from(customFields)
    .innerJoin(customFieldSets, eq(customFieldSets.id, customFields.setId))
    .where(and(eq(customFieldSets.scopeKind, kind), inArray(customFieldSets.scopeId, scopeIds)))
    .orderBy(asc(customFields.position));
  for (const r of rows) out.get(r.scopeId)?.push(r.f);
  return out;
}

export async function fieldDefs(db: DbOrTx, scope: Scope): Promise<CustomFieldDef[]> {
  return ((await fieldsOfScopes(db, scope.kind, [scope.id])).get(scope.id) ?? []).map(asDef);
}

/** A new field's key: a slug of its label when it is free and valid, else a random one. */
function newKey(label: string, taken: Set<string>): string {
  const slug = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 30);
  let key = /^[a-z]/.test(slug) ? slug : `f_${randomBytes(4).toString('hex')}`;
  while (taken.has(key)) key = `${key.slice(0, 30)}_${randomBytes(2).toString('hex')}`;
  taken.add(key);
  return key;
}

/**
 * Replaces a scope's fields (in a transaction of the caller): a field sent with its key keeps its
 * values, one left out goes with its values, one without a key is new. Stored values that no
 * longer fit a changed field (another type, a removed option) are removed (a multiple choice
 * loses only its removed options) and counted in the answer. A drop-down without options and the other definition rules: 400 with the field's name.
 */
export async function saveFields(tx: DbOrTx, enterpriseId: string, scope: Scope, input: z.infer<typeof customFieldList>, now: Date) {
  const problem = checkFieldDefs(input);
  if (problem) throw Errors.badInput(problem.message, problem.params);
  let set = await setOf(tx, scope);
  if (!set) {
    [set] = await tx.insert(customFieldSets).values({ id: randomUUID(), enterpriseId, scopeKind: scope.kind, scopeId: scope.id, updatedAt: now }).returning();
  } else {
    await tx.update(customFieldSets).set({ updatedAt: now }).where(eq(customFieldSets.id, set.id));
  }
  const setId = set.id;
  const existing = await tx.select().from(customFields).where(eq(customFields.setId, setId));
  const byKey = new Map(existing.map((f) => [f.key, f]));
  const unknown = input.find((f) => f.key && !byKey.has(f.key));
  if (unknown) throw Errors.badInput('cf.unknownField', { name: unknown.label });
  const taken = new Set(input.map((f) => f.key).filter((k): k is string => !!k));
  const defs: CustomFieldDef[] = input.map((f) => ({
    key: f.key || newKey(f.label, taken),
    label: f.label.trim(),
    type: f.type,
    options: isDropdown(f.type) ? f.options.map((o) => o.trim()) : [],
    required: f.required,
  }));
  const kept = defs.map((d) => d.key);
  await tx.delete(customFields).where(kept.length ? and(eq(customFields.setId, setId), notInArray(customFields.key, kept)) : eq(customFields.setId, setId));
  let droppedValues = 0;
  for (const [i, d] of defs.entries()) {
    const row = { setId, key: d.key, label: d.label, type: d.type, options: d.options, required: d.required, position: i };
    const was = byKey.get(d.key);
    if (!was) {
      await tx.insert(customFields).values(row);
      continue;
    }
    await tx
      .update(customFields)
      .set(row)
      .where(and(eq(customFields.setId, setId), eq(customFields.key, d.key)));
    if (was.type === d.type && JSON.stringify(was.options) === JSON.stringify(d.options)) continue;
    // The definition changed: values that still fit stay (in canonical form), the others go.
    const values = await tx
      .select()
      .from(customFieldValues)
      .where(and(eq(customFieldValues.setId, setId), eq(customFieldValues.fieldKey, d.key)));
    for (const v of values) {
      // A multiple choice keeps the options still offered.
      const held = d.type === 'dropdown-multiple' && Array.isArray(v.value) ? v.value.filter((o) => d.options.includes(o)) : v.value;
      const r = checkValue({ ...d, required: false }, held);
      const where = and(eq(customFieldValues.setId, setId), eq(customFieldValues.recordId, v.recordId), eq(customFieldValues.fieldKey, d.key));
      if ('problem' in r || r.value === null) {
        await tx.delete(customFieldValues).where(where);
        droppedValues++;
      } else if (JSON.stringify(r.value) !== JSON.stringify(v.value)) {
        await tx.update(customFieldValues).set({ value: r.value }).where(where);
      }
    }
  }
  return { fields: defs.map((d, i) => ({ ...d, sort: i })), droppedValues };
}

/** Deletes a scope's set, its fields and their values. */
export async function deleteFields(tx: DbOrTx, scope: Scope) {
  await tx.delete(customFieldSets).where(and(eq(customFieldSets.scopeKind, scope.kind), eq(customFieldSets.scopeId, scope.id)));
}

/** The values of records in the sets of one scope kind: record id → key → value. */
export async function valuesOf(db: DbOrTx, kind: string, recordIds: string[]): Promise<Map<string, Record<string, CustomValue>>> {
  const out = new Map<string, Record<string, CustomValue>>();
  if (!recordIds.length) return out;
  const rows = await db
    .select({ recordId: customFieldValues.recordId, key: customFieldValues.fieldKey, value: customFieldValues.value })
    .from(customFieldValues)
    .innerJoin(customFieldSets, eq(customFieldSets.id, customFieldValues.setId))
    .where(and(eq(customFieldSets.scopeKind, kind), inArray(customFieldValues.recordId, recordIds)));
  for (const r of rows) (out.get(r.recordId) ?? out.set(r.recordId, {}).get(r.recordId)!)[r.key] = r.value;
  return out;
}

/**
 * Checks a record's values against its scope's fields and replaces what it holds (in a
 * transaction of the caller); values it held in other scopes of the kind (another type before)
 * go. The first problem (a required field empty, a wrong type, an unknown key): 400, localized.
 */
export async function writeValues(tx: DbOrTx, scope: Scope, recordId: string, raw: z.infer<typeof customValuesInput>) {
  const defs = await fieldDefs(tx, scope);
  const { values, problems } = checkValues(defs, raw);
  if (problems.length) throw Errors.badInput(problems[0].message, problems[0].params);
  await clearRecord(tx, scope.kind, recordId);
  const set = await setOf(tx, scope);
  const rows = Object.entries(values).map(([fieldKey, value]) => ({ setId: set?.id ?? '', recordId, fieldKey, value }));
  if (rows.length) await tx.insert(customFieldValues).values(rows);
  return values;
}

/** Deletes a record's values in every set of the kind (the record is deleted). */
export async function clearRecord(tx: DbOrTx, kind: string, recordId: string) {
  const sets = tx.select({ id: customFieldSets.id }).from(customFieldSets).where(eq(customFieldSets.scopeKind, kind));
  await tx.delete(customFieldValues).where(and(eq(customFieldValues.recordId, recordId), inArray(customFieldValues.setId, sets)));
}

/**
 * A condition for a register's list: the record (its id column) holds this value in the field
 * `key` of the scope. Text contains it (any case), multiple choice has it, the other types equal
 * it. A value that cannot be one of the field's (a word for a number) is a 400.
 */
export async function valueMatches(db: DbOrTx, scope: Scope, recordId: AnyColumn, key: string, raw: string | number): Promise<SQL> {
  const def = (await fieldDefs(db, scope)).find((d) => d.key === key);
  if (!def) throw Errors.badInput('cf.unknownField', { name: key });
  const v = customFieldValues;
  const base = sql`${v.recordId} = ${recordId} and ${v.fieldKey} = ${key} and ${v.setId} = (select ${customFieldSets.id} from ${customFieldSets} where ${customFieldSets.scopeKind} = ${scope.kind} and ${customFieldSets.scopeId} = ${scope.id})`;
  if (def.type === 'text') {
    const like = `%${String(raw)
      .trim()
      .replace(/[%_\\]/g, '\\$&')}%`;
    return sql`exists (select 1 from ${v} where ${base} and ${v.value} #>> '{}' ilike ${like})`;
  }
  const r = checkValue({ ...def, type: def.type === 'dropdown-multiple' ? 'dropdown-single' : def.type, required: false }, raw);
  if ('problem' in r) throw Errors.badInput(r.problem.message, r.problem.params);
  if (r.value === null) return sql`exists (select 1 from ${v} where ${base})`;
  const json = JSON.stringify(def.type === 'dropdown-multiple' ? [r.value] : r.value);
  return def.type === 'dropdown-multiple'
    ? sql`exists (select 1 from ${v} where ${base} and ${v.value} @> ${json}::jsonb)`
    : sql`exists (select 1 from ${v} where ${base} and ${v.value} = ${json}::jsonb)`;
}
