import { fromPromise } from 'xstate';
import { memberApi } from '../api/member-api';
import type { LoginResult } from '../api/schemas/member';

/** The form shows the error next to the fields, so the helper's notice is suppressed. */
export const signInActor = fromPromise<LoginResult, { email: string; password: string }>(
  ({ input }) =>
    memberApi.login(
      { email: input.email.trim(), password: input.password },
      { suppressNotice: true },
    ),
);
