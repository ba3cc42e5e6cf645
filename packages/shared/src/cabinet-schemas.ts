import { z } from 'zod';
import { hasBidiControl } from './names';
import { confirmed } from './rules';

// Payloads of the drawing cabinet calls. The spec names only cabinet-content/get; the others
// are ours (docs/sharing-permissions.md "Cabinets").

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const name = z
  .string({ message: 'cabinet.nameRequired' })
  .trim()
  .min(1, { message: 'cabinet.nameRequired' })
  .max(100, { message: 'v.tooLong' })
  .refine((n) => !hasBidiControl(n), { message: 'cabinet.nameForbidden' });
const dataIds = z.array(id).min(1, { message: 'v.required' }).max(500);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'v.date' });

export const CABINET_SORTS = ['displayDate', 'name', 'createTime', 'size'] as const;

export const cabinetTreeBody = z.object({ projectId: id });
export const createCabinetBody = z.object({ projectId: id, parentId: optId, name });
export const renameCabinetBody = z.object({ projectId: id, cabinetId: id, name });
export const cabinetIdBody = z.object({ projectId: id, cabinetId: id });
/** Deleting a cabinet takes its sub-cabinets and entries: `confirm: true`. */
export const cabinetDeleteBody = cabinetIdBody.extend({ confirm: confirmed });
export const cabinetContentBody = z.object({
  projectId: id,
  cabinetId: id,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(CABINET_SORTS).default('displayDate'),
  sortValue: z.enum(['asc', 'desc']).default('desc'),
  name: z.string().trim().max(200).optional().nullable(),
});
export const addDrawingsBody = z.object({
  projectId: id,
  cabinetId: id,
  fileIds: z.array(id).min(1, { message: 'v.required' }).max(500),
  displayDate: day.optional().nullable(),
});
export const drawingIdsBody = z.object({ projectId: id, dataIds });
export const moveDrawingsBody = z.object({ projectId: id, dataIds, targetCabinetId: id });
export const updateDrawingBody = z.object({ projectId: id, dataId: id, displayDate: day.optional().nullable(), toLatest: z.boolean().optional() });
/** inline: a preview URL (images and PDF) instead of a download. */
export const drawingUrlBody = z.object({ projectId: id, dataId: id, inline: z.boolean().optional() });
