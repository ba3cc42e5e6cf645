import { useMemo } from 'react';
import { useWebConfig } from '../../app/config';
import { staffApi, staffPaths } from './api';

/** The staff calls of this installation's area (SYSTEM_AREA 'JM' takes the jm- paths). */
export function useStaffApi() {
  const area = useWebConfig().SYSTEM_AREA;
  return useMemo(() => staffApi(staffPaths(area)), [area]);
}
