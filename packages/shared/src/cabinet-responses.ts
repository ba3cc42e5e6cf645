import { z } from 'zod';
import { isoTime } from './common-responses';
import { PERMISSION_MODULES } from './permissions';

// What the drawing cabinet calls answer (the `data` of the envelope; docs/sharing-permissions.md
// "Cabinets"). Checked by the server in every test run (http/route.ts `output`); the web takes
// its types from here.

/** The caller's cabinet actions at a cabinet (or at the top, for the root). */
export const cabinetFlags = z.record(z.enum(PERMISSION_MODULES.cabinet), z.boolean());
export type CabinetFlags = z.infer<typeof cabinetFlags>;

export interface CabinetNode {
  id: string;
  name: string;
  parentId: string | null;
  drawingCount: number;
  permissions: CabinetFlags;
  children: CabinetNode[];
}
/** A cabinet of the tree, with the caller's actions there; cabinets the caller may not see are left out. */
export const cabinetNode: z.ZodType<CabinetNode> = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  drawingCount: z.number(),
  permissions: cabinetFlags,
  get children() {
    return z.array(cabinetNode);
  },
});

/** get-cabinet-tree. */
export const cabinetTree = z.object({ tree: z.array(cabinetNode), canAddRoot: z.boolean(), permissions: cabinetFlags });
export type CabinetTree = z.infer<typeof cabinetTree>;

export const cabinetRef = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() });
/** create: the new cabinet. */
export const cabinetCreated = cabinetRef;
export type CabinetCreated = z.infer<typeof cabinetCreated>;
/** rename. */
export const cabinetRenamed = z.object({ id: z.string(), name: z.string() });
export type CabinetRenamed = z.infer<typeof cabinetRenamed>;
/** delete: how many cabinets went (with the sub-cabinets). */
export const cabinetDeleted = z.object({ deleted: z.number() });
export type CabinetDeleted = z.infer<typeof cabinetDeleted>;

/** A drawing entry of a cabinet: the document file, pinned at a version. */
export const drawing = z.object({
  dataId: z.string(),
  fileId: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  files: z.object({ size: z.number() }),
  createTime: isoTime,
  /** 'YYYY-MM-DD'. */
  displayDate: z.string(),
  status: z.enum(['current', 'outdated', 'deleted']),
  version: z.number(),
  currentVersion: z.number(),
  addedBy: z.string(),
  addedByName: z.string(),
});
export type Drawing = z.infer<typeof drawing>;

/** cabinet-content/get: a page of drawings with the cabinet and the caller's actions there. */
export const cabinetContent = z.object({ list: z.array(drawing), total: z.number(), cabinet: cabinetRef, cabinetPermissions: cabinetFlags });
export type CabinetContent = z.infer<typeof cabinetContent>;

/** add-drawings: files added, and those already in the cabinet. */
export const drawingsAdded = z.object({ added: z.number(), skipped: z.number() });
export type DrawingsAdded = z.infer<typeof drawingsAdded>;
export const drawingsRemoved = z.object({ removed: z.number() });
export type DrawingsRemoved = z.infer<typeof drawingsRemoved>;
export const drawingsMoved = z.object({ moved: z.number() });
export type DrawingsMoved = z.infer<typeof drawingsMoved>;
/** update-drawing: the entry's display date and pinned version after the change. */
export const drawingUpdated = z.object({ dataId: z.string(), displayDate: z.string(), versionId: z.string().nullable() });
export type DrawingUpdated = z.infer<typeof drawingUpdated>;

/** download-url: a short-lived ticket URL of the pinned version. */
export const drawingUrl = z.object({
  url: z.string(),
  expiresAt: isoTime,
  name: z.string(),
  type: z.string().nullable(),
  size: z.number(),
  inline: z.boolean(),
  versionId: z.string(),
});
export type DrawingUrl = z.infer<typeof drawingUrl>;
