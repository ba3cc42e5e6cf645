import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildOutsider, demoProjects, validProject } from '../../test/factories';
import { loggedRows, untargetedRoutes } from '../../test/oplog';
import { adoptFreeTextTypes } from './types';
import { projects, projectTypes } from './tables';
import { eq } from 'drizzle-orm';

// Project types and their custom fields (docs/custom-fields.md): the type calls, the project
// form's values checked on the server, the list's filters, and the adoption of free-text types.

const T = '/protected/project-type';
let t: TestApp;
let manager: string;
let padmin: string;
let member: string;
let outsider: Awaited<ReturnType<typeof buildOutsider>>;
let typeId: string;

const siteFields = [
  { label: 'Contract form', type: 'dropdown-single', options: ['FIDIC Red', 'FIDIC Yellow', 'NEC4'], required: true },
  { label: 'Budget', type: 'number', options: [], required: false },
  { label: 'Handover', type: 'date', options: [], required: false },
  { label: 'Trades', type: 'dropdown-multiple', options: ['Civil', 'MEP', 'Facade'], required: false },
  { label: 'Site manager', type: 'text', options: [], required: false },
];

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('emanager');
  padmin = await t.login('padmin');
  member = await t.login('member');
  outsider = await buildOutsider(t);
});
afterAll(() => t.close());

describe('project types (get, add, update, delete)', () => {
  it('lists the seeded types with their fields to any member of the enterprise', async () => {
    const r = await t.post(`${T}/get-project-types`, {}, member);
    expect(r.body.success).toBe(true);
    const residential = r.body.data.find((x: { name: string }) => x.name === 'Residential');
    expect(residential.projectCount).toBe(1);
    expect(residential.fields.map((f: { key: string }) => f.key)).toEqual(['residential_units', 'energy_standard']);
  });
  it('lets an enterprise manager add a type with a required drop-down', async () => {
    const r = await t.post(`${T}/add-project-type`, { name: 'Civil works', fields: siteFields }, manager);
    expect(r.body.success).toBe(true);
    typeId = r.body.data.id;
    expect(r.body.data.fields.map((f: { key: string }) => f.key)).toEqual(['contract_form', 'budget', 'handover', 'trades', 'site_manager']);
    expect(r.body.data.fields[0]).toMatchObject({ type: 'dropdown-single', required: true, options: ['FIDIC Red', 'FIDIC Yellow', 'NEC4'], sort: 0 });
  });
  it('refuses a drop-down without options, with the field named, in the caller language', async () => {
    const r = await t.post(
      `${T}/add-project-type`,
      { name: 'Empty choice', fields: [{ label: 'Phase', type: 'dropdown-multiple', options: [] }] },
      manager,
      'en',
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The drop-down field "Phase" needs at least one option');
    const zh = await t.post(
      `${T}/add-project-type`,
      { name: 'Empty choice', fields: [{ label: '阶段', type: 'dropdown-single', options: [' '] }] },
      manager,
      'zh',
    );
    expect(zh.body.msg).toBe('下拉字段“阶段”至少需要一个选项');
  });
  it('refuses an unknown field type, a duplicate label, a duplicate name and a missing name', async () => {
    const bad = await t.post(`${T}/add-project-type`, { name: 'X', fields: [{ label: 'A', type: 'colour' }] }, manager, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('single choice or multiple choice');
    const dup = await t.post(
      `${T}/add-project-type`,
      {
        name: 'X',
        fields: [
          { label: 'A', type: 'text' },
          { label: 'a', type: 'number' },
        ],
      },
      manager,
      'en',
    );
    expect(dup.body.msg).toBe('There are two fields named "a"');
    const same = await t.post(`${T}/add-project-type`, { name: 'civil WORKS', fields: [] }, manager, 'en');
    expect(same.body.msg).toBe('A project type named "civil WORKS" already exists');
    expect((await t.post(`${T}/add-project-type`, { fields: [] }, manager)).status).toBe(400);
  });
  it('refuses outsiders and members without project_category', async () => {
    expect((await t.post(`${T}/add-project-type`, { name: 'Mine', fields: [] }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${T}/add-project-type`, { name: 'Mine', fields: [] }, padmin)).body.errorCode).toBe(4030);
    expect((await t.post(`${T}/update-project-type`, { typeId, name: 'Mine', fields: [] }, member)).body.errorCode).toBe(4030);
    expect((await t.post(`${T}/delete-project-type`, { typeId }, padmin)).body.errorCode).toBe(4030);
    // An outsider sees their own enterprise's (no) types, never these; naming this one is refused.
    expect((await t.post(`${T}/get-project-types`, {}, outsider.token)).body.data).toEqual([]);
    const other = await t.post(`${T}/update-project-type`, { typeId, name: 'Stolen', fields: [] }, outsider.token);
    expect(other.status).toBe(403);
    expect((await t.post(`${T}/get-project-types`, {})).status).toBe(401);
  });
});

describe('projects of a type with custom fields', () => {
  let projectId: string;
  it('refuses a project whose required field is empty, localized', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ name: 'Ring road', typeId, customFields: {} }), manager, 'ja');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('「Contract form」は必須です');
  });
  it('refuses a value of the wrong type, an option not offered and an unknown key', async () => {
    const base = { name: 'Ring road', typeId };
    const num = await t.post(
      '/protected/project/create-project',
      validProject({ ...base, customFields: { contract_form: 'NEC4', budget: 'lots' } }),
      manager,
      'en',
    );
    expect(num.body.msg).toBe('"Budget" must be a number');
    const opt = await t.post('/protected/project/create-project', validProject({ ...base, customFields: { contract_form: 'JCT' } }), manager, 'en');
    expect(opt.body.msg).toBe('"Contract form" must be chosen from: FIDIC Red, FIDIC Yellow, NEC4');
    const date = await t.post(
      '/protected/project/create-project',
      validProject({ ...base, customFields: { contract_form: 'NEC4', handover: '2027-02-30' } }),
      manager,
      'en',
    );
    expect(date.body.msg).toBe('"Handover" must be a date (YYYY-MM-DD)');
    const unknown = await t.post(
      '/protected/project/create-project',
      validProject({ ...base, customFields: { contract_form: 'NEC4', colour: 'red' } }),
      manager,
      'en',
    );
    expect(unknown.body.msg).toBe('There is no field "colour" here');
    const shape = await t.post('/protected/project/create-project', validProject({ ...base, customFields: { contract_form: { a: 1 } } }), manager, 'en');
    expect(shape.status).toBe(400);
  });
  it('refuses an unknown type and another enterprise’s type', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ typeId: 'no-such-type' }), manager, 'en');
    expect(r.body.msg).toBe('The project type does not exist in this enterprise');
    const none = await t.post('/protected/project/create-project', validProject({ type: '', typeId: null }), manager, 'en');
    expect(none.status).toBe(400);
  });
  it('creates the project with its values, shown by the project info', async () => {
    const customFields = { contract_form: 'NEC4', budget: '1200000', trades: ['MEP', 'Civil'], site_manager: ' Ada ' };
    const r = await t.post('/protected/project/create-project', validProject({ name: 'Ring road', typeId, customFields }), manager);
    expect(r.body.success).toBe(true);
    projectId = r.body.data.id;
    expect(r.body.data).toMatchObject({
      type: 'Civil works',
      typeId,
      customFields: { contract_form: 'NEC4', budget: 1200000, trades: ['Civil', 'MEP'], site_manager: 'Ada' },
    });
    const info = await t.post('/protected/get-project-info', { projectId }, manager);
    expect(info.body.data.projectInfo.customFields).toEqual({ contract_form: 'NEC4', budget: 1200000, trades: ['Civil', 'MEP'], site_manager: 'Ada' });
    // The type's fields come with the project, so members who are no staff can read the values.
    expect(info.body.data.projectInfo.typeFields.map((f: { key: string }) => f.key)).toEqual(['contract_form', 'budget', 'handover', 'trades', 'site_manager']);
  });
  it('filters the list by type and by a field value', async () => {
    const list = (body: object) => t.post('/protected/get-all-projects-map-v1', body, manager);
    const byType = await list({ typeId });
    expect(byType.body.data.list.map((p: { name: string }) => p.name)).toEqual(['Ring road']);
    expect((await list({ typeId, fieldKey: 'contract_form', fieldValue: 'NEC4' })).body.data.list).toHaveLength(1);
    expect((await list({ typeId, fieldKey: 'contract_form', fieldValue: 'FIDIC Red' })).body.data.list).toHaveLength(0);
    expect((await list({ typeId, fieldKey: 'trades', fieldValue: 'MEP' })).body.data.list).toHaveLength(1);
    expect((await list({ typeId, fieldKey: 'trades', fieldValue: 'Facade' })).body.data.list).toHaveLength(0);
    expect((await list({ typeId, fieldKey: 'site_manager', fieldValue: 'ad' })).body.data.list).toHaveLength(1);
    expect((await list({ typeId, fieldKey: 'budget', fieldValue: 1200000 })).body.data.list).toHaveLength(1);
    const word = await list({ typeId, fieldKey: 'budget', fieldValue: 'many' });
    expect(word.status).toBe(400);
    expect((await t.post('/protected/get-all-projects-map-v1', { fieldKey: 'budget', fieldValue: '1' }, manager, 'en')).body.msg).toBe(
      'Choose a project type to filter by one of its fields',
    );
  });
  it('keeps the values of fields that remain when the type changes, and drops those that no longer fit', async () => {
    const kept = siteFields.map((f, i) => ({ ...f, key: ['contract_form', 'budget', 'handover', 'trades', 'site_manager'][i] }));
    // Budget becomes a date (its number no longer fits), Trades loses MEP, Site manager goes, a field is added.
    const fields = [kept[0], { ...kept[1], type: 'date' }, { ...kept[3], options: ['Civil', 'Facade'] }, { label: 'Lot', type: 'text' }];
    const r = await t.post(`${T}/update-project-type`, { typeId, name: 'Civil engineering', fields }, manager);
    expect(r.body.success).toBe(true);
    expect(r.body.data.droppedValues).toBe(1);
    const info = (await t.post('/protected/get-project-info', { projectId }, manager)).body.data.projectInfo;
    expect(info.type).toBe('Civil engineering');
    expect(info.customFields).toEqual({ contract_form: 'NEC4', trades: ['Civil'] });
  });
  it('keeps the values on an edit that does not send them, checks them when sent', async () => {
    const p = (await t.post('/protected/get-project-info', { projectId }, manager)).body.data.projectInfo;
    const body = { projectId, name: p.name, area: p.area, address: p.address, typeId, startDate: p.startDate, endDate: p.endDate };
    expect((await t.post('/protected/project/update-project', body, manager)).body.data.customFields).toEqual({ contract_form: 'NEC4', trades: ['Civil'] });
    const cleared = await t.post('/protected/project/update-project', { ...body, customFields: { contract_form: null } }, manager, 'en');
    expect(cleared.body.msg).toBe('"Contract form" is required');
    const edited = await t.post('/protected/project/update-project', { ...body, customFields: { contract_form: 'FIDIC Red', lot: 'L4' } }, manager);
    expect(edited.body.data.customFields).toEqual({ contract_form: 'FIDIC Red', lot: 'L4' });
  });
  it('refuses to delete a type in use, deletes an unused one', async () => {
    const r = await t.post(`${T}/delete-project-type`, { typeId }, manager, 'en');
    expect(r.body.msg).toBe('The project type "Civil engineering" is used by 1 project(s); give them another type first');
    const spare = (await t.post(`${T}/add-project-type`, { name: 'Spare', fields: [{ label: 'Note', type: 'text' }] }, manager)).body.data.id;
    expect((await t.post(`${T}/delete-project-type`, { typeId: spare }, manager)).body.success).toBe(true);
    expect((await t.post(`${T}/delete-project-type`, { typeId: spare }, manager)).status).toBe(400);
  });
  it('reads a type name sent by older callers as that type, made without fields when new', async () => {
    const r = await t.post('/protected/project/create-project', validProject({ name: 'Legacy call', type: 'Tunnels' }), padmin);
    expect(r.body.success).toBe(true);
    expect(r.body.data.type).toBe('Tunnels');
    const again = await t.post('/protected/project/create-project', validProject({ name: 'Legacy call 2', type: 'tunnels' }), padmin);
    expect(again.body.data.typeId).toBe(r.body.data.typeId);
  });
});

describe('adopting free-text types', () => {
  it('turns each enterprise’s distinct texts into types and points the projects at them', async () => {
    const { harbour } = await demoProjects(t.deps.db);
    await t.deps.db.update(projects).set({ typeId: null, type: ' Mixed use ' }).where(eq(projects.id, harbour.id));
    await adoptFreeTextTypes(t.deps.db);
    const [row] = await t.deps.db.select().from(projects).where(eq(projects.id, harbour.id));
    const [type] = await t.deps.db.select().from(projectTypes).where(eq(projectTypes.id, row.typeId!));
    expect(type).toMatchObject({ name: 'Mixed use', enterpriseId: harbour.enterpriseId });
    expect(row.type).toBe('Mixed use');
    const before = (await t.deps.db.select().from(projectTypes)).length;
    await adoptFreeTextTypes(t.deps.db);
    expect((await t.deps.db.select().from(projectTypes)).length).toBe(before);
  });
});

describe('operation log', () => {
  it('names the type and its fields, and the project with its values', async () => {
    const added = await loggedRows(t.deps.db, `${T}/add-project-type`);
    expect(added[0].targets[0]).toMatchObject({ targetId: typeId, targetName: 'Civil works' });
    expect(added[0].targets[0].after?.fields).toContain('Contract form (dropdown-single, required: FIDIC Red | FIDIC Yellow | NEC4)');
    const updated = await loggedRows(t.deps.db, `${T}/update-project-type`);
    expect(updated[0].targets[0].before).toMatchObject({ name: 'Civil works' });
    expect(updated[0].targets[0].after).toMatchObject({ name: 'Civil engineering', droppedValues: 1 });
    const edits = await loggedRows(t.deps.db, '/protected/project/update-project');
    expect(edits.at(-1)?.targets[0].after?.customFields).toEqual({ contract_form: 'FIDIC Red', lot: 'L4' });
    expect(await untargetedRoutes(t.deps.db)).toEqual([]);
  });
});
