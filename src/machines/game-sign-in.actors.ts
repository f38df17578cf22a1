import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { GameAuthInfo, ThirdToken } from '../api/schemas/account';

/** What the consent screen shows about the game; the page shows errors itself. */
export const loadGameActor = fromPromise<GameAuthInfo, { gameId: number }>(({ input }) =>
  accountApi.gameAuthInfo(input.gameId),
);

/** The member allowed access: a one-time code and the game's registered return address. */
export const grantAccessActor = fromPromise<ThirdToken, { gameId: number }>(({ input }) =>
  accountApi.getThirdToken(input.gameId),
);
