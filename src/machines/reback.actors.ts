import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { RebackRequest } from '../api/schemas/account';
import type { LoginResult } from '../api/schemas/member';

/** The page shows the platform's answer itself, so the helper's notice is suppressed (accountApi). */
export const exchangeRebackCodeActor = fromPromise<LoginResult, RebackRequest>(({ input }) =>
  accountApi.reback(input),
);
