import { z } from 'zod';

// Payloads of the annotation and comment calls (spec 2 §3, §7; the add / update / delete,
// snapshot and BCF calls are ours: docs/annotations.md).

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();

export const ANNOTATION_TYPES_OF = ['other', 'auto', 'naviswork'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES_OF)[number];
export const ANNOTATION_NAME_MAX = 100;
export const ANNOTATION_REMARK_MAX = 500;
export const ANNOTATION_STATUS_MAX = 40;
/** Markup (svg) length, in characters. */
export const ANNOTATION_SVG_MAX = 2 * 1024 * 1024;
/** Snapshot image, decoded bytes. */
export const ANNOTATION_SNAPSHOT_MAX = 3 * 1024 * 1024;
export const ANNOTATION_PAGE_MAX = 10000;
export const COMMENT_MAX = 2000;
export const BCF_MAX_BYTES = 50 * 1024 * 1024;
export const BCF_VERSIONS = ['3.0', '2.1'] as const;
/** annotation: moduleId is an annotation id; task: a task id; discussion: a discussion topic id (its posts). */
export const COMMENT_BUSINESSES = ['annotation', 'task', 'discussion'] as const;

// --- viewpoint (spec 2 §3 View: viewPorts, clipplaneList) -------------------------------

const num = z.number({ message: 'annotation.viewpoint' }).finite({ message: 'annotation.viewpoint' });
const positive = num.positive({ message: 'annotation.viewpoint' });
const vec3 = z.tuple([num, num, num], { message: 'annotation.viewpoint' });
const elementIds = z
  .array(z.number({ message: 'model.badElementId' }).int({ message: 'model.badElementId' }).min(0, { message: 'model.badElementId' }))
  .max(200000);

export const viewPortsSchema = z.object({
  position: vec3,
  target: vec3,
  up: vec3,
  aspect: positive.optional(),
  fov: num.gt(0, { message: 'annotation.viewpoint' }).lt(180, { message: 'annotation.viewpoint' }).optional(),
  orthoScale: positive.optional(),
  isPerspective: z.boolean({ message: 'annotation.viewpoint' }).optional(),
  quaternion: z.tuple([num, num, num, num], { message: 'annotation.viewpoint' }).optional(),
  hiddenNodes: elementIds.optional(),
  isolatedNodes: elementIds.optional(),
  selectionNodes: elementIds.optional(),
  projection: z.enum(['perspective', 'orthographic'], { message: 'annotation.viewpoint' }).optional(),
  focal: num.optional(),
  angular: num.optional(),
});

/** A clipping plane as three.js keeps it: normal (x, y, z) and constant w; the part where n·p + w < 0 is cut away. */
export const clipPlaneSchema = z.object({ x: num, y: num, z: num, w: num });

/** Where a PDF, DXF or image annotation was made: page (1-based), zoom and the view's centre. */
export const view2dSchema = z.object({
  page: z.number({ message: 'annotation.viewpoint' }).int({ message: 'annotation.viewpoint' }).min(1, { message: 'annotation.viewpoint' }),
  zoom: positive,
  x: num,
  y: num,
});

export const viewpointSchema = z.object(
  {
    name: z.string().max(100).optional(),
    type: z.string().max(20).optional(),
    viewPorts: viewPortsSchema.optional(),
    clipplaneList: z.array(clipPlaneSchema, { message: 'annotation.viewpoint' }).max(6, { message: 'annotation.clipPlanes' }).optional(),
    view2d: view2dSchema.optional(),
  },
  { message: 'annotation.viewpoint' },
);
export type Viewpoint = z.infer<typeof viewpointSchema>;

// --- annotations ------------------------------------------------------------------------

const name = z
  .string({ message: 'annotation.nameRequired' })
  .trim()
  .min(1, { message: 'annotation.nameRequired' })
  .max(ANNOTATION_NAME_MAX, { message: 'v.tooLong' });
const remark = z.string().trim().max(ANNOTATION_REMARK_MAX, { message: 'v.tooLong' }).optional().nullable();
const status = z
  .string({ message: 'annotation.statusRequired' })
  .trim()
  .min(1, { message: 'annotation.statusRequired' })
  .max(ANNOTATION_STATUS_MAX, { message: 'v.tooLong' });

/** Markup must not run code when the viewer puts it on the page. */
export function svgIsSafe(svg: string): boolean {
  return !/<\s*(script|foreignObject|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:|data:text\/html/i.test(svg);
}
const svg = z
  .string()
  .max(ANNOTATION_SVG_MAX, { message: 'annotation.svgTooLarge' })
  .refine(svgIsSafe, { message: 'annotation.svgUnsafe' })
  .optional()
  .nullable();
/** data:image/png;base64,… or data:image/jpeg;base64,…; size and magic bytes are checked by the server. */
export const snapshotDataUrl = z
  .string()
  .max(Math.ceil((ANNOTATION_SNAPSHOT_MAX * 4) / 3) + 64, { message: 'annotation.snapshotTooLarge' })
  .regex(/^data:image\/(png|jpe?g);base64,[A-Za-z0-9+/=\s]+$/, { message: 'annotation.snapshotFormat' });
const snapshot = snapshotDataUrl.optional().nullable();

export const annotationListBody = z.object({
  projectId: id,
  projectFileId: id,
  fileId: optId,
  pageSize: z.coerce.number().int().min(1).max(ANNOTATION_PAGE_MAX).default(ANNOTATION_PAGE_MAX),
  pageIndex: z.coerce.number().int().min(1).default(1),
});
export const annotationOneQuery = z.object({ projectId: id, id, projectFileId: optId });
export const addAnnotationBody = z.object({
  projectId: id,
  projectFileId: id,
  versionId: optId,
  name,
  remark,
  type: z.enum(ANNOTATION_TYPES_OF, { message: 'annotation.type' }).default('other'),
  viewpoint: viewpointSchema,
  svg,
  snapshot,
});
export const updateAnnotationBody = z.object({ projectId: id, id, name: name.optional(), remark, status: status.optional() });
export const annotationIdBody = z.object({ projectId: id, id });
export const snapshotParams = z.object({ key: z.string().min(1).max(100), ticket: z.string().max(100).optional() });

// --- comments (spec 2 §7; 3 §3 Comment) ---------------------------------------------------

/** Comments are plain text: tags are stripped and the common entities decoded (spec 2 §5). */
export function stripCommentHtml(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/p\s*>|<\/div\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

const context = z
  .string({ message: 'comment.blank' })
  .max(COMMENT_MAX * 10, { message: 'v.tooLong' })
  .transform(stripCommentHtml)
  .pipe(z.string().min(1, { message: 'comment.blank' }).max(COMMENT_MAX, { message: 'v.tooLong' }));
const business = z.enum(COMMENT_BUSINESSES, { message: 'comment.business' });

export const addCommentBody = z.object({ projectId: id, context, currentUserId: optId, business, moduleId: id, toUserId: optId, ancestorId: optId });
export const replyCommentBody = addCommentBody.extend({
  ancestorId: z.string({ message: 'comment.replyNeeds' }).trim().min(1, { message: 'comment.replyNeeds' }).max(64),
  toUserId: z.string({ message: 'comment.replyNeeds' }).trim().min(1, { message: 'comment.replyNeeds' }).max(64),
});
export const commentListQuery = z.object({ projectId: id, business, moduleId: id });

// --- BCF ---------------------------------------------------------------------------------

export const bcfExportBody = z.object({ projectId: id, projectFileId: optId, version: z.enum(BCF_VERSIONS, { message: 'bcf.version' }).default('3.0') });
/** Multipart fields of the import; projectId travels in the query string (the route's access check reads it there). */
export const bcfImportQuery = z.object({ projectId: id });
export const bcfImportFields = z.object({ projectId: optId, projectFileId: id });
