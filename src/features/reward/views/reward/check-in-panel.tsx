import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import { rewardQueries } from '../../api/queries/reward-queries';
import type { CheckInReceipt } from '../../api/schemas/reward';
import { formatNumber } from '../../../../i18n/format';
import { checkInMachine } from '../../machines/check-in.machine';
import {
  selectCheckInError,
  selectCheckInReceipt,
  selectIsCheckedIn,
  selectIsCheckingIn,
  selectIsDayOver,
  selectIsFailed,
  selectIsIdle,
  selectIsSignInRequired,
  selectSessionEnded,
} from '../../machines/check-in.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectIsSignedIn, selectUid } from '../../../../shared/machines/session.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { formatInZone } from '../../../../i18n/zoned-time';
import { rewardAddress } from './reward-address';

/**
 * Today's check-in, driven by the check-in machine: one block per state. Mounted per day (the
 * page keys it by today), so a day that turns starts a fresh machine for the new day key.
 */
export function CheckInPanel({
  today,
  todayPoints,
  timeZone,
  isSignedIn,
  receipt,
  hasIntent,
  onNewDay,
}: {
  today: string;
  todayPoints: string;
  timeZone: string;
  isSignedIn: boolean;
  receipt: CheckInReceipt | null;
  hasIntent: boolean;
  /** The day turned: read the calendar again and start over for the new today. */
  onNewDay: () => void;
}) {
  const { t } = useTranslation();
  const { inspect, session } = useAppActors();
  const queryClient = useQueryClient();
  const checkIn = useActorRef(
    checkInMachine.provide({
      // Read when the member taps: a session restored or ended since the panel opened counts.
      guards: { isSignedIn: () => selectIsSignedIn(session.getSnapshot()) },
      actions: {
        // The calendar, the quests (check-in days count for them) and the member's points.
        announceCheckIn: () => {
          void queryClient.invalidateQueries({ queryKey: rewardQueries.all() });
          void queryClient.invalidateQueries({ queryKey: questQueries.all() });
          const uid = selectUid(session.getSnapshot());
          if (uid) void queryClient.invalidateQueries(memberQueries.info(uid));
        },
      },
    }),
    { input: { day: today, isSignedIn, receipt, hasCheckInIntent: hasIntent }, inspect },
  );
  const isIdle = useSelector(checkIn, selectIsIdle);
  const isCheckingIn = useSelector(checkIn, selectIsCheckingIn);
  const isCheckedIn = useSelector(checkIn, selectIsCheckedIn);
  const isFailed = useSelector(checkIn, selectIsFailed);
  const isSignInRequired = useSelector(checkIn, selectIsSignInRequired);
  const isDayOver = useSelector(checkIn, selectIsDayOver);
  const kept = useSelector(checkIn, selectCheckInReceipt);
  const error = useSelector(checkIn, selectCheckInError);
  const sessionEnded = useSelector(checkIn, selectSessionEnded);

  return (
    <section className="check-in" aria-labelledby="check-in-heading">
      <h2 id="check-in-heading" className="section-title">
        {t('reward.checkIn.heading')}
      </h2>
      {isIdle || isCheckingIn ? (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={isCheckingIn}
          aria-busy={isCheckingIn}
          onClick={() => checkIn.send({ type: 'checkIn.submit' })}
        >
          {isCheckingIn
            ? t('reward.checkIn.checkingIn')
            : t('reward.checkIn.button', { points: formatNumber(todayPoints) })}
        </button>
      ) : null}
      {isCheckedIn && kept ? <CheckInReceiptCard receipt={kept} timeZone={timeZone} /> : null}
      {isFailed ? (
        <div className="check-in__block">
          <FormErrorText error={error} asAlert />
          {isDayOver ? (
            <button
              type="button"
              className="button button--primary button--block"
              onClick={onNewDay}
            >
              {t('reward.checkIn.reload')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => checkIn.send({ type: 'checkIn.retry' })}
            >
              {t('reward.checkIn.retry')}
            </button>
          )}
        </div>
      ) : null}
      {isSignInRequired ? (
        <div className="check-in__block">
          <p role="alert">
            {sessionEnded ? t('reward.checkIn.sessionEnded') : t('reward.checkIn.signInPrompt')}
          </p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(rewardAddress.checkIn())}
          >
            {t('reward.checkIn.signIn')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** The ledger receipt of a check-in: paid, streak, balance after, entry id and time. */
function CheckInReceiptCard({ receipt, timeZone }: { receipt: CheckInReceipt; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <section className="check-in__receipt" role="status" aria-labelledby="check-in-receipt">
      <h3 id="check-in-receipt" className="check-in__receipt-heading">
        {t('reward.checkIn.receipt.heading', { day: receipt.day })}
      </h3>
      <p className="check-in__amount">
        {t('reward.checkIn.receipt.amount', { points: formatNumber(receipt.amount) })}
      </p>
      <p>{t('reward.checkIn.receipt.streak', { count: receipt.streak })}</p>
      <p>{t('reward.checkIn.receipt.balance', { points: formatNumber(receipt.balanceAfter) })}</p>
      <p className="muted small">{t('reward.checkIn.receipt.entry', { id: receipt.entryId })}</p>
      <p className="muted small">
        {t('reward.checkIn.receipt.time', { time: formatInZone(receipt.checkedInAt, timeZone) })}
      </p>
    </section>
  );
}
