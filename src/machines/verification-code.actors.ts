import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { VerificationCodeRequest } from '../api/schemas/account';

/** Asks the platform to email a 6-digit code (spec §4 code types Register, ResetPassword, Login). */
export const sendCodeActor = fromPromise<unknown, VerificationCodeRequest>(({ input }) =>
  accountApi.sendCode(input),
);
