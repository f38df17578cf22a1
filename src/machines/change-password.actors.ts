import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { ChangePasswordRequest } from '../api/schemas/account';

/** Sets the new password; the page shows a refusal, so no notice. */
export const changePasswordActor = fromPromise<unknown, ChangePasswordRequest>(({ input }) =>
  accountApi.changePassword(input),
);
