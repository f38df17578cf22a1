import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResult } from '../../api/schemas/member';
import { PATHS } from '../../config/routes';
import { useAppActors } from './app-actors-context';

type HandoverOptions = { welcome?: boolean; goHome?: boolean };

/**
 * What every sign-in flow does with the platform's login: store it as the session's loginInfo
 * (spec §3), show the welcome popup after a first sign-in, and go Home.
 */
export function useLoginHandover(): (result: LoginResult, options?: HandoverOptions) => void {
  const { session, preferences } = useAppActors();
  const navigate = useNavigate();
  return useCallback(
    (result, { welcome = true, goHome = true } = {}) => {
      session.send({
        type: 'session.signIn',
        loginInfo: {
          access_token: result.access_token,
          uid: result.uid,
          token: result.token,
          showStep: result.firstLogin,
        },
      });
      if (welcome && result.firstLogin) preferences.send({ type: 'welcome.show' });
      if (goHome) navigate(PATHS.HOME, { replace: true });
    },
    [session, preferences, navigate],
  );
}
