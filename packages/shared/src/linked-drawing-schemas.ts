import { z } from 'zod';
import { snapshotDataUrl } from './annotation-schemas';

// Payloads of the composite-link calls (spec 2 §7 "Models and viewers": link-composite/
// set-drawing-pic, /link (dbid), /get; the rest of the payloads are ours, docs/models.md).
// A composite link ties one model element (dbid = IFC express id = the tree's dataId) to a
// 2D drawing of the same project. Members send projectId; share visitors linkId (+ the share
// header) and may only read.

/** File types a drawing may have: what the 2D viewer opens (PDF, DXF, images). */
export const DRAWING_TYPES = ['pdf', 'dxf', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const COMPOSITE_PAGE_MAX = 100000;

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();

/** Element ids arrive as numbers, or as digit strings from clients that keep them as text. */
const dbid = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: 'model.badElementId' })
    .int({ message: 'model.badElementId' })
    .min(0, { message: 'model.badElementId' })
    .max(2 ** 31 - 1, { message: 'model.badElementId' }),
);

const where = {
  projectId: optId,
  linkId: optId,
  modelId: id,
  domain: z.string().max(200).optional().nullable(),
  jsUuid: z.string().max(200).optional().nullable(),
};
const needWhere = (b: { projectId?: string | null; linkId?: string | null }) => !!(b.projectId || b.linkId);
const whereMsg = { message: 'model.whereRequired', path: ['projectId'] };

const fraction = z
  .number({ message: 'composite.region' })
  .finite({ message: 'composite.region' })
  .min(0, { message: 'composite.region' })
  .max(1, { message: 'composite.region' });
/** A part of the drawing (page), as fractions of its width and height from the top left. */
export const drawingRegion = z
  .object({ x: fraction, y: fraction, width: fraction.gt(0, { message: 'composite.region' }), height: fraction.gt(0, { message: 'composite.region' }) })
  .refine((r) => r.x + r.width <= 1.000001 && r.y + r.height <= 1.000001, { message: 'composite.region' });
export type DrawingRegion = z.infer<typeof drawingRegion>;

export const compositeGetBody = z.object({ ...where, dbid: dbid.optional().nullable() }).refine(needWhere, whereMsg);

export const compositeLinkBody = z
  .object({
    ...where,
    dbid,
    /** The drawing file (a file id of the documents); null removes the element's link. */
    drawingFileId: z.string({ message: 'composite.drawingRequired' }).trim().min(1, { message: 'composite.drawingRequired' }).max(64).nullable(),
    page: z
      .number({ message: 'composite.page' })
      .int({ message: 'composite.page' })
      .min(1, { message: 'composite.page' })
      .max(COMPOSITE_PAGE_MAX, { message: 'composite.page' })
      .optional()
      .nullable(),
    region: drawingRegion.optional().nullable(),
  })
  .refine(needWhere, whereMsg);

export const compositePicBody = z
  .object({
    ...where,
    dbid,
    /** PNG or JPEG data URL (≤ 3 MB, as annotation snapshots); null removes the picture. */
    pic: snapshotDataUrl.nullable(),
  })
  .refine(needWhere, whereMsg);

export const compositePicParams = z.object({ key: z.string().min(1).max(100), ticket: z.string().max(100).optional() });

// The answers (CompositeLinkView and the rest) are in linked-drawing-responses.ts.
export type { CompositeLinkView, DrawingState } from './linked-drawing-responses';
