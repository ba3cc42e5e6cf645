import { useAreaApi } from '../../api/area';
import { staffApiOf } from './api';

/** The staff calls of this installation's area (SYSTEM_AREA 'JM' takes the jm- paths). */
export function useStaffApi() {
  return useAreaApi(staffApiOf);
}
