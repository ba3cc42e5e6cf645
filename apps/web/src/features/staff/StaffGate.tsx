import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageState } from '../../shell/PageState';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { useEnterpriseAbility, type EnterpriseAbility } from '../enterprise/useEnterpriseAbility';

/** The staff screens' calls (get-staff, the counted department tree) need person:enter. */
export const mayManageStaff = (may: EnterpriseAbility) => may.can('person', 'enter');

/**
 * An enterprise screen shown by the caller's effective enterprise grants, the ones the server
 * checks (useEnterpriseAbility): `allow` says which; others go to /401, and the check shows
 * loading meanwhile. Without a current enterprise nothing is allowed.
 */
export function StaffGate({ children, allow = mayManageStaff }: { children: ReactNode; allow?: (may: EnterpriseAbility) => boolean }) {
  const me = useCurrentUser();
  const may = useEnterpriseAbility();
  const noEnterprise = me.isError || (!!me.data && !me.data.current);
  const allowed = noEnterprise || may.failed ? false : may.loaded ? allow(may) : undefined;
  if (allowed === false) return <Navigate to="/401" replace />;
  if (allowed === undefined)
    return (
      <PageState loading error={null}>
        {null}
      </PageState>
    );
  return children;
}
