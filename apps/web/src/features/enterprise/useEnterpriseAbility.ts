import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionAction, PermissionModule } from '@trestle/shared';
import { useCurrentUser } from '../../shell/useCurrentUser';
import { holds } from '../projects/grants';
import { enterpriseInfo, enterpriseKeys } from './api';

/**
 * What the signed-in user may do in the current enterprise: the one place screens ask. It reads
 * get-enterprise-information-v1, whose `permissions` are every enterprise action the server's
 * canInEnterprise allows the caller (managers and system managers: all), so a control shows
 * exactly when its call would be accepted. Nothing is allowed while it loads or without an
 * enterprise.
 */
export function useEnterpriseAbility() {
  const me = useCurrentUser();
  const info = useQuery({ queryKey: enterpriseKeys.info(), queryFn: enterpriseInfo, enabled: !!me.data?.current, staleTime: 60_000 });
  const data = info.data;
  const can = useCallback(<M extends PermissionModule>(module: M, action: PermissionAction<M>) => holds(data, module, action), [data]);
  return { loaded: !!data, failed: info.isError, isEnterpriseManager: !!data?.isEnterpriseManager, can };
}

export type EnterpriseAbility = ReturnType<typeof useEnterpriseAbility>;
