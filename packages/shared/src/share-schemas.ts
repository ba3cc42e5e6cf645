import { z } from 'zod';

// Payloads of the share-link calls (spec 2 §7 Sharing shows none; ours: docs/sharing-permissions.md).

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const linkIds = z.array(id).min(1, { message: 'v.required' }).max(500);

export const SHARE_IDENTITIES = ['user', 'guest'] as const;
export type ShareIdentity = (typeof SHARE_IDENTITIES)[number];
/** Validity choices offered by the share dialog; 0 means the link does not expire. */
export const SHARE_VALID_DAYS = [1, 7, 30, 0] as const;
/** Extraction codes: 4 letters or digits (case-insensitive). */
export const SHARE_CODE_RE = /^[A-Za-z0-9]{4}$/;

const validDays = z.coerce
  .number({ message: 'share.validDays' })
  .int({ message: 'share.validDays' })
  .min(0, { message: 'share.validDays' })
  .max(3650, { message: 'share.validDays' });
const identities = z.array(z.enum(SHARE_IDENTITIES, { message: 'share.identities' }), { message: 'share.identities' }).min(1, { message: 'share.identities' });
const code = z
  .string()
  .trim()
  .refine((c) => c === '' || SHARE_CODE_RE.test(c), { message: 'share.codeInvalid' })
  .transform((c) => (c ? c.toUpperCase() : null))
  .nullable()
  .optional();

export const createShareBody = z.object({
  projectId: id,
  fileIds: z.array(id).min(1, { message: 'v.required' }).max(200),
  validDays,
  identities,
  /** Empty or missing: no code. */
  code,
  allowDownload: z.boolean().default(true),
});

export const shareListBody = z.object({
  projectId: id,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  state: z.enum(['active', 'expired', 'cancelled']).optional().nullable(),
  name: z.string().trim().max(200).optional().nullable(),
});

export const updateShareBody = z.object({
  projectId: id,
  linkId: id,
  validDays: validDays.optional(),
  identities: identities.optional(),
  code,
  allowDownload: z.boolean().optional(),
});

export const shareIdsBody = z.object({ projectId: id, linkIds });

// Visitor side (public; the share header carries the grant from check-code).
export const shareLinkBody = z.object({ linkId: id });
export const shareCodeBody = z.object({ linkId: id, code: z.string().trim().max(20).default('') });
export const shareListFilesBody = z.object({
  linkId: id,
  parentId: z.string().trim().max(64).optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const shareFileBody = z.object({ linkId: id, fileId: id });
