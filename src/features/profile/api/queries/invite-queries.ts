// The invited page's list (docs/product/profile.md MemberInviteList, 10 a page) with each invitee's reward state
// (decision 039). Under the member's key, so a claim or a sign-out refreshes or drops it with the
// rest of the member's data; the popup's count (invitedCount) shares the prefix.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIMITS } from '../../../../config/constants';
import { inviteApi } from '../invite-api';
import { inviteRewardApi } from '../invite-reward-api';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { nextPage } from '../../../../shared/api/paging';

export const inviteQueries = {
  all: (uid: string) => [...memberQueries.all(uid), 'invited'] as const,
  invitees: (uid: string) =>
    infiniteQueryOptions({
      queryKey: [...inviteQueries.all(uid), 'all'] as const,
      queryFn: ({ signal, pageParam }) =>
        inviteRewardApi.invitees({ page: pageParam, size: LIMITS.INVITE_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextPage(pages, last.total, LIMITS.INVITE_PAGE_SIZE),
      enabled: uid !== '',
    }),
  /** The invited count (docs/product/profile.md: asked with page 1 and size 1; `total` is the count). */
  invitedCount: (uid: string) =>
    queryOptions({
      queryKey: [...memberQueries.all(uid), 'invited', 'count'] as const,
      queryFn: async ({ signal }) =>
        (await inviteApi.inviteList({ page: 1, size: 1 }, { signal })).total,
    }),
};
