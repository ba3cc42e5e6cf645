import { and, eq } from 'drizzle-orm';
import { isKnownPermission } from '@trestle/shared';
import type { DbOrTx } from '../../db/client';
import { Errors } from '../../http/errors';
import { enterpriseInformation } from '../enterprise';
import { enterpriseGrants } from './policy';
import { listRoles, setRolePermissions, type EnterpriseScope } from './service';
import { roles } from './tables';

// The enterprise answers that carry roles live here, above the enterprise module: roles imports
// enterprise, never the other way round (docs/architecture.md, "Registries").

export async function enterpriseInformationV1(db: DbOrTx, scope: EnterpriseScope) {
  const info = await enterpriseInformation(db, scope.enterpriseId);
  return {
    ...info,
    // What the caller may do here (managers and system managers: everything), not the raw grants.
    permissions: enterpriseGrants(scope),
    isEnterpriseManager: scope.isEnterpriseManager,
    roles: await listRoles(db, scope.enterpriseId, null),
  };
}

/** Changes the grants of an enterprise role of this enterprise. */
export async function updateEnterprisePermission(
  db: DbOrTx,
  enterpriseId: string,
  roleId: string,
  changes: { module: string; action: string; allowed: boolean }[],
) {
  const [r] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.enterpriseId, enterpriseId)));
  if (!r || r.projectId) throw Errors.badInput('err.fieldInvalid', { field: 'roleId' });
  const unknown = changes.find((c) => !isKnownPermission(c.module, c.action));
  if (unknown) throw Errors.badInput('err.fieldInvalid', { field: `${unknown.module}:${unknown.action}` });
  await setRolePermissions(db, roleId, changes);
  return (await listRoles(db, enterpriseId, null)).find((x) => x.id === roleId);
}
