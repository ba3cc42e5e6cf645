import { useAreaApi } from '../../api/area';
import { roleApiOf } from './api';

/** The role calls of this installation's area (SYSTEM_AREA 'JM' takes the jm- paths). */
export function useRoleApi() {
  return useAreaApi(roleApiOf);
}
