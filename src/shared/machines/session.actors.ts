import { fromPromise } from 'xstate';
import { memberApi } from '../api/member-api';
import type { MemberInfo } from '../api/schemas/member';
import type { LoginInfo } from './persistence';

/**
 * Logout with the session token (docs/product/app.md); the helper shows the notice when it fails, except when
 * no answer came at all: the session then forgets the login anyway, so there is nothing to retry.
 */
export const logoutActor = fromPromise<unknown, { token: string }>(({ input }) =>
  memberApi.logout({ token: input.token }, { quietWhenUnreachable: true }),
);

/** Who a login belongs to, as the account-switch question names them. */
export type MemberName = Pick<MemberInfo, 'uid' | 'nickname' | 'email'>;

export type UrlTokenCheck = {
  /** The member the `_token` of the address signs in. */
  incoming: MemberName;
  /** The member of the stored login, or null when none is stored or it no longer works. */
  current: MemberName | null;
};

const nameOf = ({ uid, nickname, email }: MemberInfo): MemberName => ({ uid, nickname, email });

/**
 * Asks the platform whose `_token` this is (MemberInfo with it as the bearer), and whose the stored
 * login is. Rejects when the token is refused or no answer comes; the session then keeps its login.
 * No notice from the helper: the session says what happened in its own words.
 */
export const checkUrlTokenActor = fromPromise<
  UrlTokenCheck,
  { urlToken: string; current: LoginInfo | null }
>(async ({ input }) => {
  const incoming = nameOf(
    await memberApi.memberInfo({ accessToken: input.urlToken, suppressNotice: true }),
  );
  if (!input.current) return { incoming, current: null };
  const current = await memberApi
    .memberInfo({ accessToken: input.current.access_token, suppressNotice: true })
    .then(nameOf, () => null);
  return { incoming, current };
});
