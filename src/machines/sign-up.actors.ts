import { fromPromise } from 'xstate';
import { accountApi } from '../api/account-api';
import type { RegisterRequest } from '../api/schemas/account';
import type { LoginResult } from '../api/schemas/member';
import type { FormError } from './form-error';

/** Creates the member with the code they typed; the form shows any error itself. */
export const registerActor = fromPromise<LoginResult, RegisterRequest>(({ input }) =>
  accountApi.register(input),
);

/**
 * The platform's refusals of the email itself (taken, or taken by an account that is not activated
 * or is disabled): they belong under the email field, whether they came when the code was asked for
 * or when the account was created.
 */
const EMAIL_REFUSALS: readonly string[] = [
  'errors.status.EmailAlreadyExists',
  'errors.status.AccountNotActivated',
  'errors.status.AccountDisabled',
];
/** The typed code was wrong or is no longer valid: the member types it again, no new code is sent. */
const CODE_REFUSALS: readonly string[] = [
  'errors.status.VerificationCodeError',
  'errors.status.VerificationCodeExpired',
];

export const isEmailRefusal = (error: FormError | null): boolean =>
  error?.key != null && EMAIL_REFUSALS.includes(error.key);

export const isCodeRefusal = (error: FormError | null): boolean =>
  error?.key != null && CODE_REFUSALS.includes(error.key);
