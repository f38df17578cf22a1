import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { RegisterRequest } from '../api/schemas/account';
import type { LoginResult } from '../api/schemas/member';
import type { StatusName } from '../api/status-codes';

/** Creates the member with the code they typed; the form shows any error itself. */
export const registerActor = fromPromise<LoginResult, RegisterRequest>(({ input }) =>
  accountApi.register(input),
);

/**
 * The platform's refusals of the email itself (taken, or taken by an account that is not activated
 * or is disabled): they belong under the email field, whether they came when the code was asked for
 * or when the account was created.
 */
export const EMAIL_REFUSALS: readonly StatusName[] = [
  'EmailAlreadyExists',
  'AccountNotActivated',
  'AccountDisabled',
];
