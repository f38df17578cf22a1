import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { PATHS } from '../../../config/routes';
import { parseEntryQuery } from '../machines/entry-address';
import {
  carriedLoginSearch,
  parseGameId,
  signInDestination,
} from '../machines/game-sign-in-address';
import { useAppActors } from '../../../shared/hooks/app-actors-context';

/** `goHome: false` stays on the page (reback shows its own welcome and countdown). */
type HandoverOptions = { welcome?: boolean; goHome?: boolean };

/**
 * What every sign-in flow does with the platform's login: store it as the session's loginInfo
 * (docs/product/account.md), show the welcome popup after a first sign-in, and leave for `destination` — Home, or
 * the consent screen of a game the sign-in was started from (see useLoginCarry).
 */
export function useLoginHandover(
  destination: string = PATHS.HOME,
): (result: LoginResult, options?: HandoverOptions) => void {
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
      if (goHome) navigate(destination, { replace: true });
    },
    [session, preferences, navigate, destination],
  );
}

export type LoginCarry = {
  /** An invite code of the links' shape, or null. */
  inviteCode: string | null;
  /** The game whose sign-in sent the member here (`?gameId=N`, strictly parsed), or null. */
  gameId: number | null;
  /** The same two as a query (`?inviteCode=…&gameId=…`, or ''), for links between sign-in pages. */
  search: string;
  /** Where a sign-in on this page ends: the game's consent screen, or Home. */
  destination: string;
};

/**
 * What the sign-in pages carry from one to the next, read once from the address. Only the invite
 * code and the game id are carried, each in its strict shape; anything else counts as absent, so
 * no address can choose where the member goes after signing in.
 */
export function useLoginCarry(): LoginCarry {
  const { search } = useLocation();
  const [carry] = useState<LoginCarry>(() => ({
    inviteCode: parseEntryQuery(search).inviteCode,
    gameId: parseGameId(search),
    search: carriedLoginSearch(search),
    destination: signInDestination(search),
  }));
  return carry;
}
