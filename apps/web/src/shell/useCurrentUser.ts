import { useQuery } from '@tanstack/react-query';
import { getToken } from '../api/session';
import { currentUser, userKeys } from '../api/user';

export type { CurrentUser } from '../api/user';

export function useCurrentUser() {
  return useQuery({
    queryKey: userKeys.current(),
    queryFn: currentUser,
    enabled: !!getToken(),
    staleTime: 60_000,
  });
}
