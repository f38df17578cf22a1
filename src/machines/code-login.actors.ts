import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { LoginResult } from '../api/schemas/member';

/** Signs in with the emailed Login code; the page shows the refusal, so no notice. */
export const loginByCodeActor = fromPromise<LoginResult, { email: string; code: string }>(
  ({ input }) => accountApi.loginByCode({ email: input.email.trim(), code: input.code }),
);
