import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { MemberInfo } from '../api/schemas/member';

/** Moves the sign-in to the new email; the page shows a refusal, so no notice. */
export const changeEmailActor = fromPromise<
  MemberInfo,
  { email: string; code: string; password: string }
>(({ input }) =>
  accountApi.changeEmail({ email: input.email.trim(), code: input.code, password: input.password }),
);
