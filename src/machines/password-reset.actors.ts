import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';

/** Sets the new password with the ResetPassword code; the page shows the refusal, so no notice. */
export const resetPasswordActor = fromPromise<
  unknown,
  { email: string; code: string; password: string }
>(({ input }) =>
  accountApi.resetPassword({
    email: input.email.trim(),
    code: input.code,
    password: input.password,
  }),
);
