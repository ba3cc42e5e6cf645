import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageState } from '../../shell/PageState';
import { useMayManageStaff } from './useStaffScreens';

/** The staff screens are for enterprise managers: others go to /401; the check shows loading meanwhile. */
export function StaffGate({ children }: { children: ReactNode }) {
  const allowed = useMayManageStaff();
  if (allowed === false) return <Navigate to="/401" replace />;
  if (allowed === undefined)
    return (
      <PageState loading error={null}>
        {null}
      </PageState>
    );
  return children;
}
