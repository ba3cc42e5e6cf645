import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { translate, type Lang, type MessageKey } from '@trestle/shared';
import type { IssueSummary, issueExportQuery } from '@trestle/shared/issue-schemas';
import type { Deps } from '../../http/context';
import type { ProjectScope } from '../roles';
import { users } from '../accounts';
import { projects } from '../projects';
import { needIssue } from './access';
import { presentIssues, queryIssues } from './query';
import { meetings } from './tables';
import { writeXlsx, type Cell } from '../../lib/xlsx';
import { writePdf } from './export-pdf';

// GET /protected/issue/export (docs/issues.md "Export"): every issue the list's filters select,
// as an .xlsx workbook or a PDF table, headers and status/importance words in the caller's
// language (?lang, else the request's Accept-Language). Dates are UTC, like the list's filters.

type ExportQuery = z.infer<typeof issueExportQuery>;

export const EXPORT_COLUMNS = [
  'code',
  'description',
  'status',
  'importance',
  'leader',
  'cc',
  'creator',
  'created',
  'dueDate',
  'meeting',
  'file',
  'axisCode',
  'axisHeight',
  'specialty',
  'replies',
  'task',
] as const;
/** Relative PDF column widths, in the order above. */
const PDF_WEIGHTS = [6, 18, 6, 6, 6, 8, 6, 8, 6, 5, 9, 5, 5, 6, 4, 9];

const day = (d: Date) => d.toISOString().slice(0, 10);
const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function cells(i: IssueSummary, lang: Lang): Cell[] {
  const t = (k: MessageKey) => translate(k, lang);
  return [
    i.code,
    i.description,
    t(`issueExport.status.${i.status}`),
    t(`issueExport.importance.${i.importance}`),
    i.leader?.name ?? null,
    i.cc.map((c) => c.name).join(', ') || null,
    i.creator.name,
    minute(i.createdAt),
    i.dueDate,
    i.meeting?.code ?? null,
    i.file ? (i.annotation ? `${i.file.name} / ${i.annotation.name}` : i.file.name) : null,
    i.axisCode,
    i.axisHeight,
    i.specialty,
    i.replyCount,
    i.task?.title ?? null,
  ];
}

/** The filters in words, for the PDF's title block. */
async function filterSummary(deps: Deps, projectId: string, q: ExportQuery, lang: Lang): Promise<string> {
  const t = (k: MessageKey, p: Record<string, string | number> = {}) => translate(k, lang, p);
  const parts: string[] = [];
  if (q.status?.length) parts.push(t('issueExport.f.status', { v: q.status.map((s) => t(`issueExport.status.${s}`)).join(', ') }));
  if (q.importance?.length) parts.push(t('issueExport.f.importance', { v: q.importance.map((s) => t(`issueExport.importance.${s}`)).join(', ') }));
  const ids = [q.leaderId, q.creatorId].filter((x): x is string => !!x);
  const names = new Map(
    ids.length ? (await deps.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.name]) : [],
  );
  if (q.leaderId) parts.push(t('issueExport.f.leader', { v: names.get(q.leaderId) ?? q.leaderId }));
  if (q.creatorId) parts.push(t('issueExport.f.creator', { v: names.get(q.creatorId) ?? q.creatorId }));
  if (q.meetingId) {
    const [m] = await deps.db
      .select({ code: meetings.code })
      .from(meetings)
      .where(and(eq(meetings.id, q.meetingId), eq(meetings.projectId, projectId)));
    parts.push(t('issueExport.f.meeting', { v: m?.code ?? q.meetingId }));
  }
  if (q.dateFrom || q.dateTo) parts.push(t('issueExport.f.dates', { from: q.dateFrom ?? '…', to: q.dateTo ?? '…' }));
  if (q.search) parts.push(t('issueExport.f.search', { v: q.search }));
  return parts.length ? parts.join(' · ') : t('issueExport.noFilter');
}

export interface ExportFile {
  bytes: Buffer;
  name: string;
  mime: string;
  count: number;
}

export async function exportIssues(deps: Deps, scope: ProjectScope, q: ExportQuery, lang: Lang): Promise<ExportFile> {
  needIssue(scope, 'export');
  const { rows } = await queryIssues(
    deps.db,
    {
      projectIds: [scope.projectId],
      status: q.status,
      importance: q.importance,
      leaderId: q.leaderId,
      creatorId: q.creatorId,
      meetingId: q.meetingId,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      search: q.search,
    },
    1,
    0,
  );
  const list = await presentIssues(deps.db, rows);
  const [p] = await deps.db.select({ name: projects.name }).from(projects).where(eq(projects.id, scope.projectId));
  const now = deps.now();
  const title = translate('issueExport.title', lang);
  const headers = EXPORT_COLUMNS.map((c) => translate(`issueExport.col.${c}`, lang));
  const data = list.map((i) => cells(i, lang));
  // Slashes and the like would make a path of the download's name.
  // eslint-disable-next-line no-control-regex -- control characters have no place in a download's file name
  const base = `${p.name} - ${title} - ${day(now)}`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  if (q.format === 'xlsx') {
    const bytes = await writeXlsx({ name: title, headers, rows: data }, now);
    return { bytes, name: `${base}.xlsx`, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', count: list.length };
  }
  const { bytes } = await writePdf({
    title: `${p.name} — ${title}`,
    subtitle: [
      `${translate('issueExport.exportedAt', lang, { date: minute(now.toISOString()) })} · ${translate('issueExport.count', lang, { n: list.length })}`,
      await filterSummary(deps, scope.projectId, q, lang),
    ],
    headers,
    rows: data.map((r) => r.map((c) => (c === null ? '' : String(c)))),
    weights: PDF_WEIGHTS,
    pageLabel: (n, total) => translate('issueExport.page', lang, { n, total }),
  });
  return { bytes, name: `${base}.pdf`, mime: 'application/pdf', count: list.length };
}
