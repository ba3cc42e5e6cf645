import { and, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { users } from '../accounts';
import { enterpriseMembers, enterprises } from '../enterprise';
import { roles } from '../roles';

/**
 * Refuses to take an enterprise's last manager away (removed, invalidated, or given another role),
 * from the staff screens and the platform's manager calls alike: the enterprise row is locked
 * while the other valid managers are counted, so two changes at once cannot both pass.
 */
export async function assertKeepsAManager(tx: DbOrTx, enterpriseId: string, userId: string, name: string) {
  await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, enterpriseId)).for('update');
  const [{ n }] = await tx
    .select({ n: count() })
    .from(enterpriseMembers)
    .innerJoin(roles, eq(roles.id, enterpriseMembers.roleId))
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        eq(roles.builtIn, 'enterprise_manager'),
        ne(enterpriseMembers.userId, userId),
        eq(users.isInvalid, false),
      ),
    );
  if (n === 0) throw Errors.badInput('platform.lastManager', { name });
}
