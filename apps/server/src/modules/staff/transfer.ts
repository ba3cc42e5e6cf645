import { and, eq, inArray } from 'drizzle-orm';
import { LANGS, translate, type Lang, type MessageKey } from '@trestle/shared';
import { email as emailRule } from '@trestle/shared/rules';
import { STAFF_POST_MAX, type StaffListQuery } from '@trestle/shared/staff-schemas';
import type { Actor, Deps } from '../../http/context';
import { AppError, ErrorCode, Errors } from '../../http/errors';
import { writeXlsx } from '../../lib/xlsx';
import { readFirstSheet, XlsxReadError } from '../../lib/xlsx-read';
import { findUserByLogin } from '../accounts';
import { enterpriseMembers } from '../enterprise';
import type { EnterpriseScope } from '../roles';
import { departmentNames } from './departments';
import { addStaffInTx, sendStaffMails, type AddedStaff } from './manage';
import { listStaff } from './staff';

// Staff to and from .xlsx (docs/staff.md "Export and import"). The import checks every row
// first and answers all the bad ones; only a clean sheet is written, in one transaction.

const EXPORT_COLUMNS = ['name', 'loginName', 'email', 'phone', 'post', 'departments', 'role', 'state', 'createTime'] as const;
type Column = (typeof EXPORT_COLUMNS)[number];
export const IMPORT_MAX_ROWS = 1000;

const header = (c: Column, lang: Lang) => translate(`staffExport.col.${c}` as MessageKey, lang);
const stamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

export async function exportStaff(deps: Deps, scope: EnterpriseScope, q: StaffListQuery, lang: Lang) {
  const { list } = await listStaff(deps.db, scope.enterpriseId, q, true);
  const sep = lang === 'en' ? '; ' : '；';
  const rows = list.map((s) => [
    s.name,
    s.loginName,
    s.email,
    s.phone,
    s.post,
    s.departments.map((d) => d.name).join(sep),
    s.role?.name ?? null,
    translate(s.isInvalid ? 'staffExport.invalid' : 'staffExport.inUse', lang),
    stamp(new Date(s.createTime)),
  ]);
  const now = deps.now();
  const title = translate('staffExport.title', lang);
  const bytes = await writeXlsx({ name: title, headers: EXPORT_COLUMNS.map((c) => header(c, lang)), rows }, now);
  return { bytes, name: `${title} ${now.toISOString().slice(0, 10)}.xlsx`, count: list.length };
}

/** Header text → column, in any of the three languages (so an exported sheet imports back). */
function columnOf(text: string): Column | 'loginOrEmail' | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (['login name/e-mail', 'loginname/email', 'login name or e-mail', '登录名/邮箱', 'ログイン名/メール'].includes(t)) return 'loginOrEmail';
  for (const c of EXPORT_COLUMNS) {
    if (c.toLowerCase() === t || LANGS.some((l) => header(c, l).toLowerCase() === t)) return c;
  }
  if (t === 'e-mail' || t === 'mail') return 'email';
  return null;
}

export interface ImportError {
  row: number;
  column: string | null;
  msg: string;
}

interface Planned {
  row: number;
  name: string;
  loginName: string | null;
  email: string | null;
  phone: string | null;
  post: string;
  departments: string[];
}

/** Reads and checks every row; nothing is written. */
async function plan(deps: Deps, enterpriseId: string, rows: string[][], lang: Lang): Promise<{ planned: Planned[]; errors: ImportError[] }> {
  const [head, ...body] = rows;
  const cols = new Map<string, number>();
  (head ?? []).forEach((h, i) => {
    const c = columnOf(h);
    if (c && !cols.has(c)) cols.set(c, i);
  });
  if (!cols.has('name') || !cols.has('post') || !(cols.has('loginName') || cols.has('email') || cols.has('loginOrEmail')))
    throw Errors.badInput('staff.importColumns');
  if (body.length === 0) throw Errors.badInput('staff.importEmpty');
  if (body.length > IMPORT_MAX_ROWS) throw Errors.badInput('staff.importTooLarge', { max: IMPORT_MAX_ROWS });
  const cell = (r: string[], c: string) => (cols.has(c) ? (r[cols.get(c)!] ?? '').trim() : '');
  const depts = await departmentNames(deps.db, enterpriseId);
  const errors: ImportError[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  for (const [i, r] of body.entries()) {
    const rowNo = i + 2;
    const err = (column: string | null, key: MessageKey, params: Record<string, string | number> = {}) =>
      errors.push({ row: rowNo, column, msg: translate(key, lang, params) });
    const name = cell(r, 'name');
    const post = cell(r, 'post');
    const either = cell(r, 'loginOrEmail');
    let loginName = cell(r, 'loginName') || (either && !either.includes('@') ? either : '');
    let email = cell(r, 'email') || (either.includes('@') ? either : '');
    if (!email && loginName.includes('@')) email = loginName;
    if (!loginName) loginName = email;
    const before = errors.length;
    if (!name) err('name', 'staff.nameRequired');
    else if (name.length > 100) err('name', 'v.tooLong', { max: 100 });
    if (!post) err('post', 'staff.postRequired');
    else if (post.length > STAFF_POST_MAX) err('post', 'v.tooLong', { max: STAFF_POST_MAX });
    if (!loginName) err('loginName', 'staff.importLogin');
    else if (loginName.length > 100) err('loginName', 'v.tooLong', { max: 100 });
    if (email && !emailRule.safeParse(email).success) err('email', 'v.email.invalid');
    const ids: string[] = [];
    for (const dn of cell(r, 'departments')
      .split(/[;,；，、\n]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const hits = depts.filter((d) => d.name.toLowerCase() === dn.toLowerCase());
      if (hits.length === 0) err('departments', 'staff.importOrgUnknown', { name: dn });
      else if (hits.length > 1) err('departments', 'staff.importOrgAmbiguous', { name: dn });
      else ids.push(hits[0].id);
    }
    if (loginName) {
      const key = loginName.toLowerCase();
      const first = seen.get(key) ?? (email ? seen.get(email.toLowerCase()) : undefined);
      if (first !== undefined) err('loginName', 'staff.importRepeated', { row: first });
      seen.set(key, rowNo);
      if (email) seen.set(email.toLowerCase(), rowNo);
      const existing = (await findUserByLogin(deps.db, loginName)) ?? (email ? await findUserByLogin(deps.db, email) : undefined);
      if (existing) {
        const [member] = await deps.db
          .select({ id: enterpriseMembers.userId })
          .from(enterpriseMembers)
          .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, [existing.id])));
        if (member) err('loginName', 'staff.already', { name: existing.name });
      } else if (!email) err('email', 'v.email.required');
    }
    if (errors.length === before)
      planned.push({ row: rowNo, name, loginName: loginName || null, email: email || null, phone: cell(r, 'phone') || null, post, departments: ids });
  }
  return { planned, errors };
}

export async function importStaff(deps: Deps, actor: Actor, scope: EnterpriseScope, bytes: Buffer, lang: Lang) {
  let rows: string[][];
  try {
    rows = await readFirstSheet(bytes, IMPORT_MAX_ROWS);
  } catch (e) {
    if (e instanceof XlsxReadError) {
      throw e.reason === 'tooLarge' ? Errors.badInput('staff.importTooLarge', { max: IMPORT_MAX_ROWS }) : Errors.badInput('staff.importUnreadable');
    }
    throw e;
  }
  const { planned, errors } = await plan(deps, scope.enterpriseId, rows, lang);
  if (errors.length) {
    const count = new Set(errors.map((e) => e.row)).size;
    throw new AppError(400, ErrorCode.badInput, 'staff.importInvalid', { count }, { errors });
  }
  const added: AddedStaff[] = await deps.db.transaction(async (tx) => {
    const out: AddedStaff[] = [];
    for (const p of planned) {
      out.push(
        await addStaffInTx(
          tx,
          deps,
          scope,
          { name: p.name, loginName: p.loginName, email: p.email, phone: p.phone, post: p.post, backUpOrgs: p.departments, enterpriseId: scope.enterpriseId },
          lang,
        ),
      );
    }
    return out;
  });
  await sendStaffMails(
    deps,
    actor,
    scope.enterpriseId,
    added.map((a) => a.mail),
    lang,
  );
  return { imported: added.length, created: added.filter((a) => a.mail).length };
}
