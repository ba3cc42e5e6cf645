// Every module's tables, gathered for drizzle-kit and the db client.
export * from '../modules/accounts/tables';
export * from '../modules/enterprise/tables';
export * from '../modules/roles/tables';
export * from '../modules/projects/tables';
export * from '../modules/updatelog/tables';
export * from '../modules/notifications/tables';
export * from '../jobs/tables';
export * from '../modules/files/tables';
export * from '../modules/files/meta-tables';
export * from '../modules/fileacl/tables';
export * from '../modules/shares/tables';
export * from '../modules/cabinets/tables';
export * from '../modules/models/tables';
export * from '../modules/iot/tables';
export * from '../modules/annotations/tables';
export * from '../modules/composite/tables';
