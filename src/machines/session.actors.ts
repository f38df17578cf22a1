import { fromPromise } from 'xstate';
import { memberApi } from '../api/member-api';

/**
 * Logout with the session token (spec §4); the helper shows the notice when it fails, except when
 * no answer came at all: the session then forgets the login anyway, so there is nothing to retry.
 */
export const logoutActor = fromPromise<unknown, { token: string }>(({ input }) =>
  memberApi.logout({ token: input.token }, { quietWhenUnreachable: true }),
);
