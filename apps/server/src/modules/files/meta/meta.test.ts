import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildOutsider, demoProjects, userId } from '../../../test/factories';
import { addFile, buildReader } from './testkit';
import { fileNodes } from '../tables';

let t: TestApp;
let padmin: string;
let member: string;
let reader: string;
let outsider: string;
let projectId: string;
let otherProjectId: string;
let folderId: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  padmin = await t.login('padmin');
  member = await t.login('member');
  const demo = await demoProjects(t.deps.db);
  projectId = demo.harbour.id;
  otherProjectId = demo.riverside.id;
  reader = (await buildReader(t, projectId)).token;
  outsider = (await buildOutsider(t)).token;
  const by = await userId(t.deps.db, 'padmin');
  folderId = (await t.post('/protected/file/create-many-folder', { projectId, folderArr: ['Drawings'] }, padmin)).body.data.folderInfoArr[0].id;
  files.plan = await addFile(t.deps.db, projectId, 'Ground floor plan.pdf', by, folderId);
  files.section = await addFile(t.deps.db, projectId, 'Section A-A.pdf', by, folderId);
  files.model = await addFile(t.deps.db, projectId, 'Structure.ifc', by);
  files.other = await addFile(t.deps.db, otherProjectId, 'Elsewhere.pdf', by);
});
afterAll(() => t.close());

const q = (id = projectId) => `projectId=${encodeURIComponent(id)}`;
const saveTemplate = (body: Record<string, unknown>, token = padmin, lang = 'en') =>
  t.post('/protected/file/meta/add-file-meta-template', { projectId, ...body }, token, lang);
const updateMeta = (body: Record<string, unknown>, token = member, lang = 'en') => t.post('/protected/file/update-meta', { projectId, ...body }, token, lang);
const drawingFields = [
  { name: 'Discipline', type: 'select', options: ['Architecture', 'Structure', 'MEP'], required: true },
  { name: 'Sheet number', type: 'text' },
  { name: 'Revision', type: 'number' },
  { name: 'Issued', type: 'date' },
];

type FieldOut = { id: string; name: string; type: string; options: string[]; required: boolean };
let drawing: { id: string; fields: FieldOut[] };
const field = (name: string) => drawing.fields.find((f) => f.name === name)!.id;

describe('metadata templates (add-file-meta-template, get-file-meta-template, get-file-meta-template-field)', () => {
  it('creates a project template with typed fields in the order given', async () => {
    const r = await saveTemplate({ name: 'Drawing register', fields: drawingFields });
    expect(r.body.success).toBe(true);
    drawing = r.body.data;
    expect(drawing.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['Discipline', 'select', true],
      ['Sheet number', 'text', false],
      ['Revision', 'number', false],
      ['Issued', 'date', false],
    ]);
    expect(drawing.fields[0].options).toEqual(['Architecture', 'Structure', 'MEP']);
    expect(drawing.fields[1].options).toEqual([]);
  });

  it("lists the project's templates with fields and file counts, and one template's fields", async () => {
    await saveTemplate({ name: 'Contracts', fields: [{ name: 'Party', type: 'text', required: true }] });
    const list = await t.get(`/protected/file/meta/get-file-meta-template?${q()}`, member);
    expect(list.body.data.templates.map((x: { name: string }) => x.name)).toEqual(['Contracts', 'Drawing register']);
    expect(list.body.data.templates[1]).toMatchObject({ fileCount: 0, fields: expect.any(Array) });
    const fields = await t.get(`/protected/file/meta/get-file-meta-template-field/${drawing.id}?${q()}`, reader);
    expect(fields.body.data.template.name).toBe('Drawing register');
    expect(fields.body.data.fields.map((f: FieldOut) => f.name)).toEqual(['Discipline', 'Sheet number', 'Revision', 'Issued']);
    const none = await t.get(`/protected/file/meta/get-file-meta-template?${q(otherProjectId)}`, padmin);
    expect(none.body.data.templates).toEqual([]);
  });

  it('refuses bad templates with clear messages', async () => {
    const dupName = await saveTemplate({ name: 'drawing REGISTER', fields: drawingFields });
    expect(dupName.status).toBe(400);
    expect(dupName.body.msg).toBe('A metadata template named "drawing REGISTER" already exists in this project');
    expect((await saveTemplate({ name: 'X', fields: [{ name: 'Kind', type: 'select', options: [] }] }, padmin, 'zh')).body.msg).toBe(
      '选项字段“Kind”至少需要一个选项',
    );
    expect((await saveTemplate({ name: 'X', fields: [{ name: 'Kind', type: 'select', options: ['a', 'a'] }] })).body.msg).toBe(
      'The select field "Kind" lists the option "a" twice',
    );
    expect(
      (
        await saveTemplate({
          name: 'X',
          fields: [
            { name: 'A', type: 'text' },
            { name: 'a', type: 'number' },
          ],
        })
      ).body.msg,
    ).toBe('The template has two fields named "a"');
    expect((await saveTemplate({ name: 'X', fields: [] })).body.msg).toMatch(/at least one field/);
    const badType = await saveTemplate({ name: 'X', fields: [{ name: 'A', type: 'colour' }] }, padmin, 'ja');
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toMatch(/項目の種類/);
    expect((await saveTemplate({ name: '  ', fields: drawingFields })).body.msg).toMatch(/template name/);
    expect((await saveTemplate({ name: 'X', fields: 'nope' })).status).toBe(400);
    expect((await saveTemplate({ id: 'no-such-template', name: 'X', fields: drawingFields })).status).toBe(404);
  });

  it('refuses readers without dms:edit and callers outside the project', async () => {
    const denied = await saveTemplate({ name: 'Mine', fields: drawingFields }, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe(4030);
    expect((await saveTemplate({ name: 'Mine', fields: drawingFields }, outsider)).body.errorCode).toBe(401);
    expect((await t.get(`/protected/file/meta/get-file-meta-template?${q()}`, outsider)).status).toBe(403);
    expect((await t.get(`/protected/file/meta/get-file-meta-template-field/${drawing.id}?${q()}`, outsider)).status).toBe(403);
    expect((await t.get(`/protected/file/meta/get-file-meta-template`, member)).status).toBe(400);
  });

  it('does not show a template through another project', async () => {
    expect((await t.get(`/protected/file/meta/get-file-meta-template-field/${drawing.id}?${q(otherProjectId)}`, padmin)).status).toBe(404);
    expect(
      (
        await t.post(
          '/protected/file/meta/add-file-meta-template',
          { projectId: otherProjectId, id: drawing.id, name: 'Stolen', fields: drawingFields },
          padmin,
        )
      ).status,
    ).toBe(404);
  });
});

describe("a file's metadata (update-meta, get-file-mate-extension)", () => {
  it("sets a file's template and values and reads them back typed", async () => {
    const r = await updateMeta({
      fileId: files.plan,
      templateId: drawing.id,
      values: { [field('Discipline')]: 'Architecture', [field('Sheet number')]: ' A-101 ', [field('Revision')]: '3', [field('Issued')]: '2026-05-04' },
    });
    expect(r.body.success).toBe(true);
    const ext = await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}?${q()}`, reader);
    expect(ext.body.data).toMatchObject({ fileId: files.plan, templateId: drawing.id, canEdit: false });
    expect(ext.body.data.values).toEqual({
      [field('Discipline')]: 'Architecture',
      [field('Sheet number')]: 'A-101',
      [field('Revision')]: 3,
      [field('Issued')]: '2026-05-04',
    });
    expect(ext.body.data.fields.map((f: { name: string; value: unknown }) => [f.name, f.value])).toEqual([
      ['Discipline', 'Architecture'],
      ['Sheet number', 'A-101'],
      ['Revision', 3],
      ['Issued', '2026-05-04'],
    ]);
    await updateMeta({
      fileId: files.section,
      templateId: drawing.id,
      values: { [field('Discipline')]: 'Structure', [field('Sheet number')]: 'S-201', [field('Revision')]: 12.5, [field('Issued')]: '2026-06-01T10:00:00Z' },
    });
    await updateMeta({ fileId: files.model, templateId: drawing.id, values: { [field('Discipline')]: 'Architecture', [field('Revision')]: 1 } });
  });

  it("answers an empty template for a file without metadata, and the caller's ability", async () => {
    const by = await userId(t.deps.db, 'padmin');
    const bare = await addFile(t.deps.db, projectId, 'Notes.txt', by);
    const ext = await t.get(`/protected/file/meta/get-file-mate-extension/${bare}?${q()}`, member);
    expect(ext.body.data).toMatchObject({ templateId: null, template: null, values: {}, fields: [], canEdit: true });
  });

  it('replaces all values and clears the metadata with templateId null', async () => {
    const by = await userId(t.deps.db, 'padmin');
    const temp = await addFile(t.deps.db, projectId, 'Temp.pdf', by);
    await updateMeta({ fileId: temp, templateId: drawing.id, values: { [field('Discipline')]: 'MEP', [field('Revision')]: 2 } });
    await updateMeta({ fileId: temp, templateId: drawing.id, values: { [field('Discipline')]: 'MEP' } });
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${temp}?${q()}`, member)).body.data.values).toEqual({ [field('Discipline')]: 'MEP' });
    // Leaving the values out is refused and changes nothing.
    const bare = await updateMeta({ fileId: temp, templateId: drawing.id });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toMatch(/^values: /);
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${temp}?${q()}`, member)).body.data.values).toEqual({ [field('Discipline')]: 'MEP' });
    const cleared = await updateMeta({ fileId: temp, templateId: null });
    expect(cleared.body.data.template).toBeNull();
  });

  it("checks values against field types and required flags, in the caller's language", async () => {
    const base = { fileId: files.plan, templateId: drawing.id };
    const missing = await updateMeta({ ...base, values: { [field('Sheet number')]: 'A-102' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('"Discipline" is required');
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: '' } }, member, 'zh')).body.msg).toBe('“Discipline”为必填项');
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: 'Landscape' } })).body.msg).toBe(
      '"Discipline" must be one of: Architecture, Structure, MEP',
    );
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: 'MEP', [field('Revision')]: 'three' } })).body.msg).toBe(
      '"Revision" must be a number',
    );
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: 'MEP', [field('Issued')]: '2026-02-30' } }, member, 'ja')).body.msg).toBe(
      '「Issued」には日付（YYYY-MM-DD）を入力してください',
    );
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: 'MEP', [field('Sheet number')]: 'x'.repeat(501) } })).body.msg).toBe(
      '"Sheet number" may have at most 500 characters',
    );
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: 'MEP', 'no-such-field': 'x' } })).body.msg).toBe(
      'The field "no-such-field" is not part of this metadata template',
    );
    expect((await updateMeta({ ...base, values: { [field('Discipline')]: { nested: true } } })).status).toBe(400);
    expect((await updateMeta({ fileId: files.plan, values: {} })).status).toBe(400);
    expect((await updateMeta({ ...base, fileId: folderId, values: { [field('Discipline')]: 'MEP' } })).body.msg).toBe('This action needs a file, not a folder');
    expect((await updateMeta({ ...base, fileId: files.other, values: { [field('Discipline')]: 'MEP' } })).status).toBe(404);
    expect((await updateMeta({ ...base, templateId: 'nope', values: {} })).status).toBe(404);
    // Nothing was changed by the refused calls.
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}?${q()}`, member)).body.data.values[field('Revision')]).toBe(3);
  });

  it('refuses readers, outsiders and bad ids', async () => {
    const denied = await updateMeta({ fileId: files.plan, templateId: drawing.id, values: {} }, reader);
    expect(denied.body.errorCode).toBe(4030);
    expect((await updateMeta({ fileId: files.plan, templateId: drawing.id, values: {} }, outsider)).status).toBe(403);
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}?${q()}`, outsider)).status).toBe(403);
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}`, member)).status).toBe(400);
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/nope?${q()}`, member)).status).toBe(404);
    expect((await t.get(`/protected/file/meta/get-file-mate-extension/${files.other}?${q()}`, member)).status).toBe(404);
  });
});

describe('template changes once files use it', () => {
  it('renames and adds fields, keeps values, and removes a dropped field with its values', async () => {
    const fields = drawing.fields.map((f) => ({ ...f }));
    fields[1].name = 'Sheet no.';
    const next = { id: drawing.id, name: 'Drawing register', fields: [...fields.filter((f) => f.name !== 'Issued'), { name: 'Checked by', type: 'text' }] };
    // 'Issued' holds values on two files: removing it needs the user's confirmation.
    const ask = await saveTemplate(next);
    expect(ask.body).toMatchObject({
      success: false,
      errorCode: 4090,
      msg: 'Removing the field "Issued" also deletes its values on 2 file(s). Remove it anyway?',
    });
    expect(
      (await t.get(`/protected/file/meta/get-file-meta-template-field/${drawing.id}?${q()}`, member)).body.data.fields.map((f: FieldOut) => f.name),
    ).toContain('Issued');
    const r = await saveTemplate({ ...next, removeFieldsWithValues: true });
    expect(r.body.success).toBe(true);
    expect(r.body.data.fields.map((f: FieldOut) => f.name)).toEqual(['Discipline', 'Sheet no.', 'Revision', 'Checked by']);
    expect(r.body.data.fields[0].id).toBe(field('Discipline'));
    const ext = await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}?${q()}`, member);
    expect(ext.body.data.values).toEqual({ [field('Discipline')]: 'Architecture', [field('Sheet number')]: 'A-101', [field('Revision')]: 3 });
    drawing = r.body.data;
  });

  it('refuses a type change or removing an option that files use, and unknown field ids', async () => {
    const fields = drawing.fields.map((f) => ({ ...f }));
    const typeChange = fields.map((f) => (f.name === 'Revision' ? { ...f, type: 'text' } : f));
    expect((await saveTemplate({ id: drawing.id, name: 'Drawing register', fields: typeChange })).body.msg).toBe(
      'The type of the field "Revision" cannot be changed: 3 file(s) have a value for it',
    );
    const dropOption = fields.map((f) => (f.name === 'Discipline' ? { ...f, options: ['Structure', 'MEP'] } : f));
    expect((await saveTemplate({ id: drawing.id, name: 'Drawing register', fields: dropOption })).body.msg).toBe(
      'The option "Architecture" of the field "Discipline" is used by 2 file(s) and cannot be removed',
    );
    const unusedOption = fields.map((f) => (f.name === 'Discipline' ? { ...f, options: ['Architecture', 'Structure', 'Landscape'] } : f));
    expect((await saveTemplate({ id: drawing.id, name: 'Drawing register', fields: unusedOption })).body.success).toBe(true);
    const stranger = [...fields, { id: 'not-a-field', name: 'Ghost', type: 'text' }];
    expect((await saveTemplate({ id: drawing.id, name: 'Drawing register', fields: stranger })).body.msg).toBe(
      'The field "Ghost" is not part of this metadata template',
    );
  });
});

describe('values and search (get-file-meta-template-field-value, get-file-meta-param, get-file-meta)', () => {
  const search = (body: Record<string, unknown>, token = reader) => t.post('/protected/file/get-file-meta', { projectId, ...body }, token);
  const names = (r: { body: { data: { list: { name: string }[] } } }) => r.body.data.list.map((f) => f.name);

  it('lists the distinct values of a field with counts, numbers in numeric order', async () => {
    const d = await t.get(`/protected/file/meta/get-file-meta-template-field-value/${field('Discipline')}?${q()}`, reader);
    expect(d.body.data.values).toEqual([
      { value: 'Architecture', count: 2 },
      { value: 'Structure', count: 1 },
    ]);
    const rev = await t.get(`/protected/file/meta/get-file-meta-template-field-value/${field('Revision')}?${q()}`, reader);
    expect(rev.body.data.values.map((v: { value: number }) => v.value)).toEqual([1, 3, 12.5]);
  });

  it('leaves recycled files out of pick lists and search', async () => {
    await t.deps.db.update(fileNodes).set({ recycledAt: new Date() }).where(eq(fileNodes.id, files.model));
    const d = await t.get(`/protected/file/meta/get-file-meta-template-field-value/${field('Discipline')}?${q()}`, reader);
    expect(d.body.data.values).toEqual([
      { value: 'Architecture', count: 1 },
      { value: 'Structure', count: 1 },
    ]);
    expect(names(await search({}))).toEqual(['Ground floor plan.pdf', 'Section A-A.pdf']);
    await t.deps.db.update(fileNodes).set({ recycledAt: null }).where(eq(fileNodes.id, files.model));
  });

  it('names the searchable fields of the project, or of one template', async () => {
    const all = await t.post('/protected/file/get-file-meta-param', { projectId }, reader);
    expect(all.body.data.templates.map((x: { name: string }) => x.name)).toEqual(['Contracts', 'Drawing register']);
    expect(all.body.data.params.map((p: { templateName: string; name: string }) => `${p.templateName}/${p.name}`)).toEqual([
      'Contracts/Party',
      'Drawing register/Discipline',
      'Drawing register/Sheet no.',
      'Drawing register/Revision',
      'Drawing register/Checked by',
    ]);
    const one = await t.post('/protected/file/get-file-meta-param', { projectId, templateId: drawing.id }, reader);
    expect(one.body.data.params).toHaveLength(4);
    expect(one.body.data.params[0]).toMatchObject({ fieldId: field('Discipline'), type: 'select', options: ['Architecture', 'Structure', 'Landscape'] });
  });

  it('finds files by text, select, number range and paging, with path and values', async () => {
    const all = await search({ templateId: drawing.id });
    expect(names(all)).toEqual(['Ground floor plan.pdf', 'Section A-A.pdf', 'Structure.ifc']);
    expect(all.body.pageTotal).toBe(3);
    expect(all.body.data.list[0]).toMatchObject({ path: '/Drawings', templateName: 'Drawing register', values: { [field('Revision')]: 3 } });
    expect(names(await search({ conditions: [{ fieldId: field('Sheet no.'), value: 's-2' }] }))).toEqual(['Section A-A.pdf']);
    expect(names(await search({ conditions: [{ fieldId: field('Discipline'), value: 'Architecture' }] }))).toEqual(['Ground floor plan.pdf', 'Structure.ifc']);
    expect(names(await search({ conditions: [{ fieldId: field('Revision'), from: 2, to: '20' }] }))).toEqual(['Ground floor plan.pdf', 'Section A-A.pdf']);
    expect(
      names(
        await search({
          conditions: [
            { fieldId: field('Revision'), from: 2 },
            { fieldId: field('Discipline'), value: 'Structure' },
          ],
        }),
      ),
    ).toEqual(['Section A-A.pdf']);
    expect(names(await search({ conditions: [{ fieldId: field('Sheet no.') }] }))).toEqual(['Ground floor plan.pdf', 'Section A-A.pdf']);
    const page2 = await search({ pageNum: 2, pageSize: 2 });
    expect(names(page2)).toEqual(['Structure.ifc']);
    expect(page2.body.pageTotal).toBe(3);
    const beyond = await search({ pageNum: 9, pageSize: 2 });
    expect(names(beyond)).toEqual([]);
    expect(beyond.body.pageTotal).toBe(3); // the pager still knows the total past the end
  });

  it('searches dates by range', async () => {
    const by = await userId(t.deps.db, 'padmin');
    const permit = await addFile(t.deps.db, projectId, 'Permit.pdf', by);
    const tpl = await saveTemplate({ name: 'Permits', fields: [{ name: 'Granted', type: 'date', required: true }] });
    const granted = tpl.body.data.fields[0].id;
    await updateMeta({ fileId: permit, templateId: tpl.body.data.id, values: { [granted]: '2026-07-15' } });
    expect(names(await search({ conditions: [{ fieldId: granted, from: '2026-07-01', to: '2026-07-31' }] }))).toEqual(['Permit.pdf']);
    expect(names(await search({ conditions: [{ fieldId: granted, to: '2026-07-14' }] }))).toEqual([]);
    expect(names(await search({ conditions: [{ fieldId: granted, value: '2026-07-15' }] }))).toEqual(['Permit.pdf']);
  });

  it('refuses bad conditions with clear messages', async () => {
    expect((await search({ conditions: [{ fieldId: field('Discipline'), from: 'A' }] })).body.msg).toBe(
      'The field "Discipline" can be searched by value only, not by a range',
    );
    expect((await search({ conditions: [{ fieldId: field('Revision'), from: 'ten' }] })).body.msg).toBe('"Revision" must be a number');
    expect((await search({ conditions: [{ fieldId: 'nope' }] })).body.msg).toBe('The field "nope" is not part of this metadata template');
    const contracts = (await t.get(`/protected/file/meta/get-file-meta-template?${q()}`, member)).body.data.templates[0];
    expect((await search({ templateId: contracts.id, conditions: [{ fieldId: field('Revision'), value: 1 }] })).status).toBe(400);
    expect((await search({ templateId: 'nope' })).status).toBe(404);
    expect((await search({ pageSize: 1000 })).status).toBe(400);
    expect((await search({ conditions: 'all' })).status).toBe(400);
    expect((await t.post('/protected/file/get-file-meta-param', { projectId, templateId: 'nope' }, reader)).status).toBe(404);
    expect((await t.get(`/protected/file/meta/get-file-meta-template-field-value/nope?${q()}`, reader)).status).toBe(404);
  });

  it('answers malformed GET and POST input with 400 and a message, never 500', async () => {
    const bad = [
      await t.get(`/protected/file/meta/get-file-meta-template-field/${drawing.id}`, reader),
      await t.get(`/protected/file/meta/get-file-meta-template-field-value/${field('Revision')}`, reader),
      await t.get(`/protected/file/meta/get-file-mate-extension/${files.plan}?projectId=`, reader),
      await t.post('/protected/file/get-file-meta-param', { projectId, templateId: 5 }, reader),
      await t.post('/protected/file/get-file-meta', { projectId, conditions: [{ fieldId: field('Revision'), value: { gt: 1 } }] }, reader),
      await t.post('/protected/file/update-meta', { projectId, fileId: files.plan, templateId: drawing.id, values: [1, 2] }, member),
      await t.post('/protected/file/meta/add-file-meta-template', { projectId, name: 'X', fields: [{ name: 'A', type: 'select', options: 'a,b' }] }, padmin),
    ];
    for (const r of bad) {
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.msg).toMatch(/\w/);
    }
  });

  it('refuses callers outside the project', async () => {
    expect((await search({}, outsider)).status).toBe(403);
    expect((await t.post('/protected/file/get-file-meta-param', { projectId }, outsider)).status).toBe(403);
    expect((await t.get(`/protected/file/meta/get-file-meta-template-field-value/${field('Revision')}?${q()}`, outsider)).status).toBe(403);
    expect((await t.post('/protected/file/get-file-meta', {}, reader)).status).toBe(400);
  });
});
