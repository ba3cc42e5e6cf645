import { sql } from 'drizzle-orm';
import { departmentMembers } from '../staff';

/** The departments a person belongs to, as an SQL subquery: contributed to the roles module's override rule. */
export const departmentIdsOf = (userId: string) =>
  sql`select ${departmentMembers.departmentId} from ${departmentMembers} where ${departmentMembers.userId} = ${userId}`;
