import { z } from 'zod';
import { email } from './rules';

// Request payloads of the enterprise organisation (departments) and staff calls (docs/staff.md).
// The spec names only the staff list's fields (3 §3, §7); the rest is our design. Every call
// takes an optional enterpriseId (default: the session's enterprise).

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optId = z.string().trim().max(64).optional().nullable();
const optText = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).optional().nullable();
const reqText = (max: number, key: 'org.nameRequired' | 'staff.postRequired' | 'staff.nameRequired') =>
  z.string({ message: key }).trim().min(1, { message: key }).max(max, { message: 'v.tooLong' });
const ids = z.array(id).max(100).optional();

export const ORG_NAME_MAX = 50;
export const STAFF_POST_MAX = 50;

/** jm-get-org-structure, get-tree-orgs. */
export const orgTreeBody = z.object({ enterpriseId: optId });
/**
 * get-org-structure: projectId names the project whose permission matrix picks a department; a
 * caller without person:enter who holds project:permission there gets the names-only tree.
 */
export const orgStructureBody = orgTreeBody.extend({ projectId: optId });
/** get-orgs: flat, paged, searched by name; parentId narrows to one level ("" = top level). */
export const orgListBody = z.object({
  enterpriseId: optId,
  name: optText(100),
  parentId: z.string().trim().max(64).optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export const orgAddBody = z.object({
  enterpriseId: optId,
  name: reqText(ORG_NAME_MAX, 'org.nameRequired'),
  parentId: optId,
  sort: z.coerce.number().int().min(0).max(100000).optional(),
});
/** Renames and/or moves: parentId null or "" = top level, absent = where it is. */
export const orgUpdateBody = z.object({
  enterpriseId: optId,
  id,
  name: reqText(ORG_NAME_MAX, 'org.nameRequired').optional(),
  parentId: z.string().trim().max(64).optional().nullable(),
  sort: z.coerce.number().int().min(0).max(100000).optional(),
});
export const orgIdBody = z.object({ enterpriseId: optId, id });

/** The spec's staff list state: where.isInvalid all, 0 (in use) or 1 (invalid). */
const isInvalidFilter = z
  .preprocess(
    (v) => (v === '' || v === undefined ? 'all' : v === '0' || v === '1' ? Number(v) : v),
    z.union([z.literal('all'), z.literal(0), z.literal(1)], { message: 'staff.isInvalid' }),
  )
  .default('all');
export const staffSortFields = ['createTime', 'name', 'loginName'] as const;

/**
 * get-staff, jm-get-staff, platform/get-staffs and export-staff. Department filter: where.orgId,
 * groupId (the JM area's name) or backUpOrgs (any of them); sub-departments included.
 * projectId / projectOrgId are accepted and not used yet (project organisations come later).
 */
export const staffListBody = z.object({
  enterpriseId: optId,
  projectId: optId,
  projectOrgId: optId,
  groupId: optId,
  backUpOrgs: ids,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  sort: z.enum(staffSortFields, { message: 'err.validation' }).default('createTime'),
  sortValue: z.enum(['asc', 'desc'], { message: 'err.validation' }).default('desc'),
  where: z
    .object({
      isInvalid: isInvalidFilter,
      name: optText(100),
      orgId: optId,
    })
    .default({ isInvalid: 'all' }),
});
export type StaffListQuery = z.infer<typeof staffListBody>;

const isInvalid = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { message: 'staff.isInvalid' })
  .transform((v) => Number(v) as 0 | 1);
const optEmail = z
  .union([z.literal(''), email])
  .optional()
  .nullable();

/**
 * add-staff (both paths) and jm-add-staff: a new account (loginName and/or email), an existing
 * one (its loginName or e-mail, or userId), or — with only a name — the one account of that name
 * (two of them: refused, listing their login names).
 */
export const staffAddBody = z.object({
  enterpriseId: optId,
  userId: optId,
  name: reqText(100, 'staff.nameRequired'),
  loginName: optText(100),
  email: optEmail,
  phone: optText(40),
  post: reqText(STAFF_POST_MAX, 'staff.postRequired'),
  backUpOrgs: ids,
  roleId: optId,
});
export type StaffAddInput = z.infer<typeof staffAddBody>;

/** update-staff (both paths), jm-update-staff: the given fields only; isInvalid 1 invalidates, 0 starts use. */
export const staffUpdateBody = z.object({
  enterpriseId: optId,
  userId: id,
  name: reqText(100, 'staff.nameRequired').optional(),
  email: optEmail,
  phone: optText(40),
  post: reqText(STAFF_POST_MAX, 'staff.postRequired').optional(),
  backUpOrgs: ids,
  roleId: optId,
  isInvalid: isInvalid.optional(),
});
export type StaffUpdateInput = z.infer<typeof staffUpdateBody>;

export const staffDeleteBody = z.object({ enterpriseId: optId, userId: id });

/** import-staff: the enterprise goes in the query (the body is the multipart sheet). */
export const staffImportQuery = z.object({ enterpriseId: optId });
