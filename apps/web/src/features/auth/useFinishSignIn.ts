import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { normalizeLang } from '@trestle/shared';
import type { SignIn } from '@trestle/shared/account-responses';
import { saveEnterpriseInformation, saveSession, type SignInVia } from '../../api/session';
import { useLang } from '../../app/lang';
import { enterpriseInformation } from './api';

/**
 * What every sign-in does once the server answered a session (password, directory, single
 * sign-on): keep the session, take the user's language unless one was chosen here, forget what
 * was cached for the previous user, then go where `destination` says.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { setLang } = useLang();
  return async (r: SignIn, via: SignInVia, destination: () => Promise<string> | string) => {
    saveSession(r.token, r.user, via);
    // Kept in storage as the spec lists it; the sign-in does not wait for it.
    if (r.user.enterpriseId) enterpriseInformation().then(saveEnterpriseInformation, () => {});
    if (!localStorage.getItem('lang') && r.user.lang) setLang(normalizeLang(r.user.lang));
    qc.clear();
    void navigate(await destination(), { replace: true });
  };
}
