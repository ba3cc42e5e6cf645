import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseInfo } from '../enterprise/api';
import { roleKeys } from '../roles/api';
import { staffKeys } from './api';
import { useStaffApi } from './useStaffApi';

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
