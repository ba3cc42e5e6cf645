import { useQuery } from '@tanstack/react-query';
import { post } from '../api/client';
import { getToken } from '../api/session';

export interface CurrentUser {
  user: {
    _id: string;
    name: string;
    loginName: string;
    email: string | null;
    phone: string | null;
    img: string | null;
    enterpriseId: string | null;
    userLevel: number;
    isSingleUser: boolean;
    lang: string;
    notifyByEmail?: boolean;
  };
  enterprises: { id: string; co_name_cn: string; co_name_en: string | null; co_domain: string | null }[];
  current: { id: string; co_name_cn: string; co_name_en: string | null } | null;
  flags: { manager: boolean; systemManager: boolean; enterpriseManager: boolean; singleUser: boolean; backstage: boolean };
}

export function useCurrentUser() {
  return useQuery({
    queryKey: ['current-user'],
    queryFn: () => post<CurrentUser>('/protected/user/get-current-user'),
    enabled: !!getToken(),
    staleTime: 60_000,
  });
}
