import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { prizeQueries } from '../../api/queries/prize-queries';
import { formatNumber } from '../../../../i18n/format';
import { newRedeemKey, redeemMachine } from '../../machines/redeem.machine';
import { selectIsChoosing } from '../../machines/redeem.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { viewerNow } from '../../../quests/api/claim-cache';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { parsePrizeIntent, prizeAddress } from './prize-address';
import { PrizeCard } from './prize-card';
import { RedeemSheet } from './redeem-sheet';
import { BackLink } from '../../../../shared/components/back-link';
import './prizes.css';

/**
 * /reward/redeem: the prizes, the member's points, and the redeem machine. A visitor sees the
 * prizes and is asked to sign in; `?prize=N` (back from sign-in) opens that prize's confirmation.
 */
export function RedeemPage() {
  const { t } = useTranslation();
  const { inspect, session, preferences } = useAppActors();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const viewer = useViewer();
  const list = useQuery({ ...prizeQueries.list(viewer), placeholderData: (previous) => previous });
  const redeem = useActorRef(
    redeemMachine.provide({
      actions: {
        announceRedeem: () => {
          const now = viewerNow(session, preferences);
          void queryClient.invalidateQueries({ queryKey: prizeQueries.all() });
          if (now.uid) void queryClient.invalidateQueries(memberQueries.info(now.uid));
        },
      },
    }),
    { inspect },
  );
  const isChoosing = useSelector(redeem, selectIsChoosing);
  const prizes = list.data?.prizes ?? [];
  const balance = list.data?.balance ?? null;

  // Back from sign-in to redeem one prize: once the member's list is here, ask to confirm it.
  const intent = parsePrizeIntent(search);
  const intended =
    viewer.isSignedIn && balance !== null ? prizes.find((p) => p.id === intent) : undefined;
  useEffect(() => {
    if (intent === null) return;
    if (intended && redeem.getSnapshot().matches('choosing'))
      redeem.send({ type: 'prize.choose', prize: intended, balance, redeemKey: newRedeemKey() });
    if (intended || (list.isSuccess && viewer.isSignedIn))
      void navigate(prizeAddress.redeem(), { replace: true });
  }, [intent, intended, balance, redeem, navigate, list.isSuccess, viewer.isSignedIn]);

  return (
    <div className="page prizes-page">
      <BackLink />
      <h1 className="page-title">{t('prizes.title')}</h1>
      <div className="prizes-bar">
        {viewer.isSignedIn ? (
          <p className="prizes-bar__balance">
            {balance !== null ? (
              t('prizes.balance', { points: formatNumber(balance) })
            ) : (
              // The line's room while the balance loads: it wraps Exchange records under it, and
              // arriving later it moved the link (issue 28 item 6).
              <span className="prizes-bar__pending" aria-hidden="true">
                {t('prizes.balance', { points: formatNumber(8888) })}
              </span>
            )}
          </p>
        ) : (
          <p className="prizes-bar__balance">{t('prizes.signInToRedeem')}</p>
        )}
        {viewer.isSignedIn ? (
          <Link className="button button--ghost" to={prizeAddress.history()}>
            {t('prizes.records')}
          </Link>
        ) : (
          <Link className="button button--primary" to={signInReturningTo(prizeAddress.redeem())}>
            {t('prizes.signIn')}
          </Link>
        )}
      </div>
      <QueryState
        isPending={list.isPending}
        isError={list.isError && prizes.length === 0}
        isEmpty={prizes.length === 0}
        errorKey="prizes.loadFailed"
        emptyKey="prizes.empty"
        onRetry={() => void list.refetch()}
      />
      {prizes.length > 0 ? (
        <ul className="prize-list" aria-label={t('prizes.title')}>
          {prizes.map((prize) => (
            <PrizeCard
              key={prize.id}
              prize={prize}
              isSignedIn={viewer.isSignedIn}
              balance={balance}
              onChoose={(chosen) =>
                redeem.send({
                  type: 'prize.choose',
                  prize: chosen,
                  balance,
                  redeemKey: newRedeemKey(),
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {!isChoosing ? <RedeemSheet redeem={redeem} balance={balance} /> : null}
    </div>
  );
}

export { RedeemPage as Component };
