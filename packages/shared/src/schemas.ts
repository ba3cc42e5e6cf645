import { z } from 'zod';
import { AUTO_LOGOUT_MINUTES, LANGS, PROJECT_BUSINESS_STATUS, PROJECT_STATUS } from './constants';
import { clearable } from './patch';
import { customValuesInput } from './custom-field-schemas';
import { accountPassword, dateString, email, emailList, endNotBeforeStart, registrationLoginName, registrationPassword, setPasswordRule } from './rules';

// Request payloads of the foundation calls. Where the spec shows no payload these are our
// design (docs/api-foundation.md); paths are in the server's routes.ts files.

const id = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(64);
const optText = (max: number) => z.string().trim().max(max, { message: 'v.tooLong' }).optional().nullable();
const reqText = (max: number) => z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(max, { message: 'v.tooLong' });
export const paging = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

export const loginBody = z.object({
  loginName: z.string({ message: 'v.loginName.required' }).trim().min(1, { message: 'v.loginName.required' }).max(100),
  password: z.string({ message: 'v.password.required' }).min(1, { message: 'v.password.required' }).max(200),
  enterpriseId: z.string().trim().max(64).optional().nullable(),
});

export const setPasswordBody = z
  .object({ code: reqText(200), password: setPasswordRule, confirmPassword: z.string().optional() })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'auth.passwordMismatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordBody = z.object({ loginName: reqText(200) });

export const saveLangBody = z.object({ userId: id.optional(), lang: z.enum(LANGS, { message: 'v.lang' }) });

export const configTimeBody = z.object({
  autoLogoutMinutes: z.coerce.number().refine((m) => AUTO_LOGOUT_MINUTES.includes(m), { message: 'v.autoLogout' }),
});

/** A partial update: omitted fields keep their value, null or "" clears e-mail and phone. */
export const updateUserBody = z.object({
  name: reqText(50),
  email: clearable(z.string().trim().email({ message: 'v.email.invalid' })),
  phone: clearable(z.string().trim().max(30, { message: 'v.tooLong' })),
  /** Also mail me my notices (docs/notifications.md); left unchanged when not sent. */
  notifyByEmail: z.boolean({ message: 'notify.emailFlag' }).optional(),
});

export const changePasswordBody = z
  .object({
    oldPassword: z.string({ message: 'v.password.required' }).min(1, { message: 'v.password.required' }),
    password: accountPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'auth.passwordMismatch', path: ['confirmPassword'] });

export const listBody = z.object({ ...paging });
export const userListBody = z.object({ ...paging, projectId: z.string().optional(), name: z.string().trim().max(100).optional() });

export const projectIdBody = z.object({ projectId: id });
/** Deleting a project takes everything it holds: the caller types its name (compared trimmed, exactly). */
export const deleteProjectBody = z.object({
  projectId: id,
  projectName: z.string({ message: 'project.deleteNameRequired' }).trim().min(1, { message: 'project.deleteNameRequired' }).max(200),
});

const projectFields = {
  name: reqText(100),
  nameEn: optText(200),
  area: reqText(100),
  address: reqText(200),
  /** The project type (docs/custom-fields.md); `type`, a type's name, is still read for callers that send it. */
  typeId: z.string().trim().max(64).optional().nullable(),
  type: optText(50),
  /** The values of the type's custom fields, by key: the whole form (a field left out is cleared). Left out: kept. */
  customFields: customValuesInput.optional(),
  startDate: dateString,
  endDate: dateString,
  longitude: z.coerce.number().min(-180).max(180).optional().nullable(),
  latitude: z.coerce.number().min(-90).max(90).optional().nullable(),
  acreage: optText(50),
  size: optText(50),
  overview: optText(2000),
  contractNo: optText(100),
  clientName: optText(200),
  stage: optText(100),
  serviceContent: optText(1000),
  zipCode: optText(20),
  contactWay: optText(100),
  businessHours: optText(100),
  status: z.enum(PROJECT_STATUS).default('preparing'),
  businessStatus: z.enum(PROJECT_BUSINESS_STATUS).default('open'),
  groupId: z.string().max(64).optional().nullable(),
};

const endCheck = { message: 'v.date.endBeforeStart', path: ['endDate'] };
const typeCheck = { message: 'projectType.required', path: ['typeId'] };
const hasType = (v: { typeId?: string | null; type?: string | null }) => !!(v.typeId || v.type);
export const createProjectBody = z.object(projectFields).refine(endNotBeforeStart, endCheck).refine(hasType, typeCheck);
/** The required fields are sent every time; an omitted optional one keeps its value (no defaults on update). */
export const updateProjectBody = z
  .object({ projectId: id, ...projectFields, status: z.enum(PROJECT_STATUS).optional(), businessStatus: z.enum(PROJECT_BUSINESS_STATUS).optional() })
  .refine(endNotBeforeStart, endCheck)
  .refine(hasType, typeCheck);

const groupFields = {
  name: reqText(100),
  nameEn: optText(200),
  region: reqText(100),
  address: reqText(200),
  introduction: optText(2000),
};
export const createGroupBody = z.object(groupFields);
export const updateGroupBody = z.object({ groupId: id, ...groupFields });
export const groupIdBody = z.object({ groupId: id });

export const projectListBody = z.object({
  ...paging,
  name: z.string().trim().max(100).optional(),
  startTime: z.string().optional().nullable(),
  endTime: z.string().optional().nullable(),
  region: z.string().trim().max(100).optional(),
  projectStatus: z.enum(PROJECT_STATUS).optional().nullable(),
  groupId: z.string().optional().nullable(),
  /** Projects of this type; with fieldKey and fieldValue, whose field holds that value (text: contains it; multiple choice: has it). */
  typeId: z.string().max(64).optional().nullable(),
  fieldKey: z.string().max(40).optional().nullable(),
  fieldValue: z
    .union([z.string().max(500), z.number()])
    .optional()
    .nullable(),
});

export const projectAppListBody = z.object({ enterpriseId: z.string().optional(), id: z.string().optional(), projectId: id });
export const permissionProjectBody = z.object({ module: z.string().default('project'), action: z.string().default('enter') });

export const inviteBody = z.object({ projectId: id, emails: emailList, roleId: z.string().optional() });
export const inviteUsersBody = z.object({ projectId: id, userIds: z.array(id).min(1, { message: 'v.required' }), roleId: z.string().optional() });
export const joinCodeBody = z.object({ code: reqText(100) });
export const permissionModeBody = z.object({ projectId: id, permissionMode: z.enum(['public', 'default']) });

export const enterpriseIdBody = z.object({ enterpriseId: z.string().max(64).optional() });
export const updateEnterpriseBody = z.object({
  co_name_cn: reqText(100),
  co_name_en: optText(200),
  co_domain: optText(200),
  rules: optText(5000),
});
export const updateEnterprisePermissionBody = z.object({
  roleId: id,
  permissions: z.array(z.object({ module: z.string(), action: z.string(), allowed: z.boolean() })).max(500),
});
export const relationEnterpriseQuery = z.object({ loginName: z.string().trim().min(1, { message: 'v.loginName.required' }) });

/** Self-registration of an individual account (registration rules: 3-30 / 6-18). */
export const registerBody = z
  .object({
    loginName: registrationLoginName.refine((v) => /^[A-Za-z0-9._@-]+$/.test(v), { message: 'v.loginName.chars' }),
    name: reqText(50),
    email,
    password: registrationPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'auth.passwordMismatch', path: ['confirmPassword'] });

export const projectRolePermissionBody = z.object({
  projectId: id,
  roleId: id,
  permissions: z.array(z.object({ module: z.string(), action: z.string(), allowed: z.boolean() })).max(500),
});
export const memberBody = z.object({ projectId: id, userId: id });

// Files (spec 2 §7 Files and folders).
export const createFoldersBody = z.object({
  projectId: id,
  parentId: z.string().max(64).optional().nullable(),
  folderArr: z
    .array(z.string({ message: 'v.required' }))
    .min(1, { message: 'v.required' })
    .max(100),
});
export const fileListBody = z.object({
  projectId: id,
  parentId: z.string().max(64).optional().nullable(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(['createTime', 'updateTime', 'name', 'size']).default('createTime'),
  sortValue: z.enum(['asc', 'desc']).default('desc'),
  where: z
    .object({
      labelId: z.array(z.string()).optional(),
      name: z.string().trim().max(200).optional(),
      fileType: z.string().trim().max(20).optional(),
      updateUser: z.string().max(64).optional(),
      /** [start, end] as 'YYYY-MM-DD HH:mm:ss' or ISO; the client sends 00:00:00–23:59:59. */
      updateTime: z.array(z.string()).length(2).optional(),
      /** true: the recycle bin (a flat list of what was deleted). */
      recycle: z.coerce.boolean().optional(),
    })
    .default({}),
});
export const filePathBody = z.object({ projectId: id, parentId: z.string().max(64).optional().nullable(), code: z.string().optional() });
export const fileTreeBody = z.object({ projectId: id, fileId: z.string().max(64).optional().nullable() });

/** get-project-members: a page of the project's members. */
export const projectMembersBody = z.object({ projectId: z.string().min(1), ...paging });
/** get-project-users-by-permission: the members holding module:action. */
export const usersByPermissionBody = z.object({ projectId: z.string().min(1), module: z.string().min(1), action: z.string().min(1) });
