import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseInfo } from '../enterprise/api';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { roleKeys } from '../roles/api';
import { staffKeys } from './api';
import { useStaffApi } from './useStaffApi';

/** Staff management is for enterprise managers: undefined while the user loads. */
export function useMayManageStaff(): boolean | undefined {
  const me = useCurrentUser();
  if (!me.data) return me.isError ? false : undefined;
  return me.data.flags.enterpriseManager;
}

/** The department tree and the enterprise roles every staff screen shows. */
export function useOrgsAndRoles(enabled: boolean) {
  const api = useStaffApi();
  const orgs = useQuery({ queryKey: staffKeys.orgs(), queryFn: api.orgTree, enabled });
  const roles = useQuery({ queryKey: staffKeys.roles(), queryFn: async () => (await enterpriseInfo()).roles, enabled });
  return { orgs, roles };
}

/** After any staff or organisation action: the staff, organisation and role lists load again (spec 3 §4). */
export function useRefreshStaff() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: staffKeys.all() });
    void qc.invalidateQueries({ queryKey: staffKeys.orgs() });
    void qc.invalidateQueries({ queryKey: staffKeys.roles() });
    void qc.invalidateQueries({ queryKey: roleKeys.enterprise() });
  };
}
