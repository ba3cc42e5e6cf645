import { z } from 'zod';
import { confirmed } from './rules';

// Inputs of the document calls (docs/files-api.md). Message keys are in messages.ts.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().max(64).optional().nullable();
const ids = z.array(id).min(1, { message: 'v.required' }).max(5000);
const md5 = z
  .string({ message: 'v.md5' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, { message: 'v.md5' });
const fileName = z.string({ message: 'file.nameRequired' }).min(1, { message: 'file.nameRequired' }).max(400);
const size = z.coerce.number({ message: 'v.size' }).int({ message: 'v.size' }).min(0, { message: 'v.size' });
const versionDesc = z.string().max(500, { message: 'v.tooLong' }).optional().nullable();
export const uploadTypes = ['upload', 'update', 'cover'] as const;
export type UploadType = (typeof uploadTypes)[number];

export const checkFileSizeBody = z.object({ projectId: id, files: z.array(z.object({ size })).min(1, { message: 'v.required' }) });
export const checkFileNameBody = z.object({
  projectId: id,
  parentId: optId,
  fileArr: z
    .array(z.object({ uuid: z.string().max(100).optional(), fileName }))
    .min(1, { message: 'v.required' })
    .max(5000),
});
export const uploadFastBody = z.object({ projectId: id, parentId: optId, md5, fileName, size: size.optional() });
export const updateVersionFastBody = z.object({ projectId: id, md5, fileName, needUpdataProjectFileId: id, versionDesc, size: size.optional() });
export const coverFastBody = z.object({ projectId: id, md5, needUpdataProjectFileId: id, size: size.optional() });
/** The text fields of the upload-dms form (all strings on the wire). */
export const uploadFormFields = z.object({
  projectId: id,
  parentId: z
    .string()
    .max(64)
    .optional()
    .nullable()
    .transform((v) => (v && v !== 'null' && v !== 'undefined' ? v : null)),
  fileName,
  md5,
  lastModifiedDate: z.string().optional(),
  projectFileId: z.string().max(64).optional(),
  versionDesc,
  uploadType: z.enum(uploadTypes, { message: 'v.uploadType' }).optional(),
});
export const resumableCreateBody = z.object({
  projectId: id,
  parentId: optId,
  fileName,
  size,
  md5,
  uploadType: z.enum(uploadTypes, { message: 'v.uploadType' }).default('upload'),
  projectFileId: optId,
  versionDesc,
});
export const uploadIdBody = z.object({ uploadId: id });
export const resumablePutQuery = z.object({ uploadId: id, offset: size });

export const fileIdBody = z.object({ projectId: id, fileId: id });
export const filePageBody = z.object({ projectId: id, fileId: id, pageSize: z.coerce.number().int().min(1).max(200).default(25) });
export const renameBody = z.object({ projectId: id, fileId: id, name: fileName });
export const moveBody = z.object({ projectId: id, fileIds: ids, targetId: optId });
export const recycleBody = z.object({
  projectId: id,
  fileIds: ids,
  is_recycle: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { message: 'v.recycleFlag' })),
});
export const fileIdsBody = z.object({ projectId: id, fileIds: ids });
export const labelsBody = z.object({ projectId: id, fileIds: ids, labelIds: z.array(id).max(100) });
export const saveMarkBody = z.object({
  projectId: id,
  id: optId,
  name: z.string({ message: 'v.markName' }).trim().min(1, { message: 'v.markName' }).max(50, { message: 'v.tooLong' }),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'v.color' })
    .optional()
    .nullable(),
});
export const markIdBody = z.object({ projectId: id, id });
export const projectOnlyBody = z.object({ projectId: id });
export const versionListBody = z.object({ projectId: id, projectFileId: id });
/** Deleting versions and purging the recycle bin cannot be undone: `confirm: true`. */
export const versionDeleteBody = z.object({ projectId: id, _id: id, confirm: confirmed });
export const versionsDeleteBody = z.object({ projectId: id, _idArr: ids, confirm: confirmed });
export const purgeBody = z.object({ projectId: id, fileIds: ids, confirm: confirmed });

export const downloadUrlBody = z.object({ projectId: id, fileId: id, versionId: optId, inline: z.coerce.boolean().optional() });
export const downloadFormBody = z.object({
  fileId: id,
  versionId: optId,
  folder: z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean()]).optional(),
  name: z.string().optional(),
  type: z.string().optional(),
});
export const packBody = z.object({ projectId: id, array: z.union([z.array(id), z.string()]), isShare: z.coerce.boolean().optional(), shareId: optId });
export const packIdBody = z.object({ projectId: id, id, isShare: z.coerce.boolean().optional(), shareId: optId });
export const historyBody = z.object({
  projectId: optId,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const historyDeleteBody = z.object({ ids: ids });
export const openWayParams = z.object({ fileType: z.string().trim().min(1, { message: 'v.required' }).max(20) });
/** The direct-upload variant flow (oss/policy): check, form upload, mark uploaded. */
export const ossCheckBody = z.object({ projectId: id, md5 });
export const ossMarkBody = z.object({
  projectId: id,
  key: id,
  parentId: optId,
  fileName,
  uploadType: z.enum(uploadTypes, { message: 'v.uploadType' }).optional(),
  projectFileId: optId,
  versionDesc,
});
/**
 * POST /account/file-conver: convert a version for preview (retry after an error). `target`
 * 'preview' (default) gives text or tables; 'pdf' an office document as PDF (LibreOffice).
 */
export const convertTargets = ['preview', 'pdf'] as const;
export const convertBody = z.object({
  projectId: id,
  fileId: id,
  versionId: optId,
  retry: z.coerce.boolean().optional(),
  target: z.enum(convertTargets, { message: 'v.convertTarget' }).optional(),
});
