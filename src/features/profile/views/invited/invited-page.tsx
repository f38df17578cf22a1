import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { inviteQueries } from '../../api/queries/invite-queries';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import { inviteClaimMachine } from '../../machines/invite-claim.machine';
import { selectIsSignInRequired, selectInviteeId } from '../../machines/invite-claim.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { MemberPage } from '../../../../shared/components/member-page';
import { LoadMoreButton } from '../../../../shared/components/load-more-button';
import { QueryState } from '../../../../shared/components/query-state';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { claimIntentIn, invitedAddress } from './invited-address';
import { InviteeRow } from './invitee-row';
import { BackLink } from '../../../../shared/components/back-link';
import './invited.css';

type InviteClaimActor = ActorRefFrom<typeof inviteClaimMachine>;

/**
 * /profile/invited: the members who joined with my invite link, newest first, 10 at a time, each
 * with where their invite reward stands and its claim (decision 039).
 */
export function InvitedPage() {
  const { t } = useTranslation();
  const { session, inspect } = useAppActors();
  const uid = useSelector(session, selectUid);
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Back from sign-in with a claim asked for: read once, the address drops it when it is taken up.
  const [intent] = useState(() => claimIntentIn(search));
  const refresh = () => {
    const current = selectUid(session.getSnapshot());
    if (!current) return;
    void queryClient.invalidateQueries({ queryKey: inviteQueries.all(current) });
    return current;
  };
  const claim = useActorRef(
    inviteClaimMachine.provide({
      actions: {
        forgetIntent: () => void navigate(PATHS.PROFILE_INVITED, { replace: true }),
        announceClaim: () => {
          const current = refresh();
          if (current) void queryClient.invalidateQueries(memberQueries.info(current));
        },
        refreshList: () => void refresh(),
      },
    }),
    { input: { isSignedIn: uid !== null, intentInviteeId: intent }, inspect },
  );
  const isSignInRequired = useSelector(claim, selectIsSignInRequired);
  const inviteeId = useSelector(claim, selectInviteeId);
  if (isSignInRequired) {
    return (
      <div className="page">
        <BackLink />
        <h1 className="page-title">{t('titles.invited')}</h1>
        <div className="empty-state">
          <p role="alert">{t('inviteReward.sessionEnded')}</p>
          <Link
            className="button button--primary"
            to={signInReturningTo(invitedAddress.claim(inviteeId ?? 0))}
          >
            {t('inviteReward.signInAgain')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <MemberPage
      heading={t('titles.invited')}
      signInPrompt={t('invited.signInPrompt')}
      signInLabel={t('invited.signIn')}
    >
      {(member) => <InvitedList uid={member} claim={claim} />}
    </MemberPage>
  );
}

function InvitedList({ uid, claim }: { uid: string; claim: InviteClaimActor }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(inviteQueries.invitees(uid));
  const invitees = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const points = invitees[0]?.rewardPoints;
  return (
    <>
      {query.data ? (
        <p className="muted">
          {t('invited.count', { count: total, formatted: formatNumber(total) })}
        </p>
      ) : null}
      {points ? (
        <p className="invite-rule small">
          {t('inviteReward.rule', { points: formatNumber(Number(points)) })}
        </p>
      ) : null}
      <QueryState
        isPending={query.isPending}
        isError={query.isError && invitees.length === 0}
        isEmpty={invitees.length === 0}
        errorKey="invited.loadFailed"
        emptyKey="invited.empty"
        onRetry={() => void query.refetch()}
      />
      {invitees.length > 0 ? (
        <ul className="item-list" aria-label={t('titles.invited')}>
          {invitees.map((invitee) => (
            <InviteeRow key={invitee.id} invitee={invitee} claim={claim} />
          ))}
        </ul>
      ) : null}
      <LoadMoreButton query={query} label={t('invited.loadMore')} />
    </>
  );
}

export { InvitedPage as Component };
