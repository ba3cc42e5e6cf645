import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const projectGroups = pgTable('project_groups', {
  id: text('id').primaryKey(),
  enterpriseId: text('enterprise_id').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  region: text('region').notNull(),
  address: text('address').notNull(),
  introduction: text('introduction'),
  /** The address of the group's logo image (project_group_logos), or null. */
  logo: text('logo'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A project group's logo image (base64, < 521 KB like the enterprise logo) apart from the group row, so lists never load it. */
export const projectGroupLogos = pgTable('project_group_logos', {
  groupId: text('group_id')
    .primaryKey()
    .references(() => projectGroups.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  type: text('type').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A project type (category) of an enterprise (spec 3 §3 "type or category"); its custom fields are
 * the custom-fields module's set of scope ('project-type', id). docs/custom-fields.md.
 */
export const projectTypes = pgTable(
  'project_types',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_types_name_uq').on(t.enterpriseId, sql`lower(${t.name})`)],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    groupId: text('group_id'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    area: text('area').notNull(),
    address: text('address').notNull(),
    /** The type's name, kept with the type (the free text of projects made before types existed). */
    type: text('type').notNull(),
    /** The project type; null only for a project whose free-text type was not adopted yet (projects/types.ts). */
    typeId: text('type_id').references(() => projectTypes.id),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    acreage: text('acreage'),
    size: text('size'),
    image: text('image'),
    overview: text('overview'),
    contractNo: text('contract_no'),
    clientName: text('client_name'),
    stage: text('stage'),
    serviceContent: text('service_content'),
    zipCode: text('zip_code'),
    contactWay: text('contact_way'),
    businessHours: text('business_hours'),
    status: text('status').notNull().default('preparing'),
    businessStatus: text('business_status').notNull().default('open'),
    /** 'public': every member with project rights may operate; 'default': members edit only their own annotations. */
    permissionMode: text('permission_mode').notNull().default('default'),
    /**
     * 'project', or 'enterprise_files': the enterprise's own document area (/#/enterprise_files_index,
     * enterprise-files.ts), one per enterprise, served by the same file manager; never listed as a project.
     */
    kind: text('kind').notNull().default('project'),
    /** Code a user types on /query_project to find and join the project. */
    joinCode: text('join_code').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_enterprise_idx').on(t.enterpriseId),
    uniqueIndex('projects_join_code_uq').on(t.joinCode),
    index('projects_type_idx').on(t.typeId),
    uniqueIndex('projects_enterprise_files_uq')
      .on(t.enterpriseId)
      .where(sql`${t.kind} = 'enterprise_files'`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    roleId: text('role_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

/** E-mail invitations; accepting one (join-project with its code) makes the user a member. */
export const projectInvitations = pgTable('project_invitations', {
  code: text('code').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  roleId: text('role_id'),
  invitedBy: text('invited_by').notNull(),
  acceptedBy: text('accepted_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});
