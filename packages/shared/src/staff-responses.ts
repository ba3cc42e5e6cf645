import { z } from 'zod';
import { isoTime } from './common-responses';

// Answers of the organisation and staff calls (docs/staff.md).

/** A department as get-orgs lists it; staffCount counts its own people (not its sub-departments'). */
export const orgRow = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  sort: z.number(),
  staffCount: z.number(),
  createTime: isoTime,
});
export type OrgRow = z.infer<typeof orgRow>;

/** A tree node: totalCount counts the people of the department and of its sub-departments, each once. */
export type OrgNode = OrgRow & { totalCount: number; children: OrgNode[] };
export const orgNode: z.ZodType<OrgNode> = z.lazy(() => orgRow.extend({ totalCount: z.number(), children: z.array(orgNode) }));
export const orgTree = z.array(orgNode);
/** A department as the permission matrix's picker sees it: names and ids only, no counts. */
export type OrgName = { id: string; name: string; parentId: string | null; children: OrgName[] };
export const orgNameNode: z.ZodType<OrgName> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), children: z.array(orgNameNode) }),
);
/** get-org-structure: the full tree (person:enter), or names only (project:permission, docs/permission-matrix.md). */
export const orgStructure = z.union([orgTree, z.array(orgNameNode)]);
/** True when a get-org-structure answer is the full tree (every node has its counts). */
export const isCountedTree = (t: OrgNode[] | OrgName[]): t is OrgNode[] => t.every((n) => 'staffCount' in n);
export const orgList = z.object({ list: z.array(orgRow), total: z.number() });
export const orgDeleted = z.object({ id: z.string() });

export const staffRow = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  loginName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  post: z.string().nullable(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The enterprise role; builtIn marks the built-in ones, whose names the web shows translated. */
  role: z.object({ id: z.string(), name: z.string(), builtIn: z.string().nullable() }).nullable(),
  isInvalid: z.union([z.literal(0), z.literal(1)]),
  isSystem: z.boolean(),
  createTime: isoTime,
});
export type StaffRow = z.infer<typeof staffRow>;
/** The count stops 1,000 rows past the page's offset: `totalCapped` true means there are more than `total`. */
export const staffList = z.object({ list: z.array(staffRow), total: z.number(), totalCapped: z.boolean() });
export const staffDeleted = z.object({ userId: z.string() });
export const staffImported = z.object({ imported: z.number(), created: z.number() });

/** The data of a refused import (success false): every bad row with what is wrong. */
export const staffImportErrors = z.object({
  errors: z.array(z.object({ row: z.number(), column: z.string().nullable(), msg: z.string() })),
});
/** The data of a refused add whose name matches several accounts. */
export const nicknameCandidates = z.object({ candidates: z.array(z.object({ userId: z.string(), loginName: z.string() })) });
