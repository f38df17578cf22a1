import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import type { redeemMachine } from '../../machines/redeem.machine';
import {
  selectBalanceAfter,
  selectIsConfirming,
  selectIsDone,
  selectIsFailed,
  selectIsLimitReached,
  selectIsNotEnough,
  selectIsRedeeming,
  selectIsSignInRequired,
  selectPrize,
  selectReachedLimit,
  selectRecord,
  selectRedeemError,
} from '../../machines/redeem.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { Popup } from '../../../../shared/components/popup';
import { prizeAddress } from './prize-address';

type RedeemActor = ActorRefFrom<typeof redeemMachine>;

/** The redeem flow past the choice, in a sheet: one block per state of the redeem machine. */
export function RedeemSheet({ redeem, balance }: { redeem: RedeemActor; balance: string | null }) {
  const { t } = useTranslation();
  const isNotEnough = useSelector(redeem, selectIsNotEnough);
  const isLimitReached = useSelector(redeem, selectIsLimitReached);
  const limit = useSelector(redeem, selectReachedLimit);
  const isConfirming = useSelector(redeem, selectIsConfirming);
  const isRedeeming = useSelector(redeem, selectIsRedeeming);
  const isDone = useSelector(redeem, selectIsDone);
  const isFailed = useSelector(redeem, selectIsFailed);
  const isSignInRequired = useSelector(redeem, selectIsSignInRequired);
  const prize = useSelector(redeem, selectPrize);
  const record = useSelector(redeem, selectRecord);
  const error = useSelector(redeem, selectRedeemError);
  const balanceAfter = useSelector(redeem, selectBalanceAfter);
  if (!prize) return null;

  const title = isLimitReached
    ? t('redeem.limit.heading', { name: prize.name })
    : isNotEnough
      ? t('redeem.notEnough.heading')
      : isDone
        ? t('redeem.done.heading')
        : isFailed
          ? t('redeem.failed.heading')
          : t('redeem.confirm.heading', { name: prize.name });
  const close = () => redeem.send({ type: isDone ? 'redeem.again' : 'redeem.cancel' });

  return (
    <Popup title={title} onClose={close} isBusy={isRedeeming}>
      <div className="redeem-sheet">
        {isLimitReached ? (
          <>
            {/* The platform's own sentence for the limit (docs/product/prizes.md), then the limit in numbers. */}
            <p role="alert">
              {limit === 'dailyLimit'
                ? t('errors.status.DailyLimitExceeded')
                : t('errors.status.ConversionLimitUsed')}
            </p>
            <p>
              {limit === 'dailyLimit'
                ? t('redeem.limit.daily', {
                    name: prize.name,
                    used: prize.usedToday,
                    limit: prize.dailyLimit,
                  })
                : t('redeem.limit.member', {
                    name: prize.name,
                    used: prize.usedTotal,
                    limit: prize.memberLimit,
                  })}
            </p>
            <button type="button" className="button button--ghost button--block" onClick={close}>
              {t('redeem.failed.back')}
            </button>
          </>
        ) : null}
        {isNotEnough ? (
          <>
            <p role="alert">
              {t('redeem.notEnough.body', {
                name: prize.name,
                cost: formatNumber(prize.cost),
                balance: formatNumber(balance ?? '0'),
              })}
            </p>
            <Link className="button button--primary button--block" to={PATHS.QUESTS}>
              {t('redeem.notEnough.quests')}
            </Link>
            <button type="button" className="button button--ghost button--block" onClick={close}>
              {t('redeem.notEnough.back')}
            </button>
          </>
        ) : null}
        {isConfirming || isRedeeming ? (
          <>
            <dl className="redeem-sheet__figures">
              <div>
                <dt>{t('redeem.confirm.cost')}</dt>
                <dd>{t('prizes.cost', { points: formatNumber(prize.cost) })}</dd>
              </div>
              {balance !== null ? (
                <div>
                  <dt>{t('redeem.confirm.balance')}</dt>
                  <dd>{formatNumber(balance)}</dd>
                </div>
              ) : null}
              {balanceAfter !== null ? (
                <div>
                  <dt>{t('redeem.confirm.balanceAfter')}</dt>
                  <dd>{formatNumber(balanceAfter)}</dd>
                </div>
              ) : null}
            </dl>
            {prize.kind === 'physical' ? (
              <p className="muted">{t('redeem.confirm.physical')}</p>
            ) : null}
            <button
              type="button"
              className="button button--primary button--block"
              disabled={isRedeeming}
              aria-busy={isRedeeming}
              onClick={() => redeem.send({ type: 'redeem.confirm' })}
            >
              {isRedeeming ? t('redeem.redeeming') : t('redeem.confirm.button')}
            </button>
            <button
              type="button"
              className="button button--ghost button--block"
              disabled={isRedeeming}
              onClick={close}
            >
              {t('redeem.confirm.cancel')}
            </button>
          </>
        ) : null}
        {isDone && record ? (
          <>
            <section className="redeem-receipt" role="status" aria-label={t('redeem.done.heading')}>
              <dl className="redeem-sheet__figures">
                <div>
                  <dt>{t('redeem.done.record')}</dt>
                  <dd>{record.id}</dd>
                </div>
                <div>
                  <dt>{t('redeem.done.paid')}</dt>
                  <dd>{formatNumber(record.cost)}</dd>
                </div>
                <div>
                  <dt>{t('redeem.done.balanceAfter')}</dt>
                  <dd>{formatNumber(record.balanceAfter)}</dd>
                </div>
                <div>
                  <dt>{t('redeem.done.status')}</dt>
                  <dd>{t(`exchange.status.${record.status}`)}</dd>
                </div>
              </dl>
              {record.status === 'NeedConfirm' ? <p>{t('redeem.done.needConfirm')}</p> : null}
            </section>
            <Link
              className="button button--primary button--block"
              to={prizeAddress.history(record.id)}
            >
              {record.status === 'NeedConfirm'
                ? t('redeem.done.addDelivery')
                : t('redeem.done.viewRecord')}
            </Link>
            <button type="button" className="button button--ghost button--block" onClick={close}>
              {t('redeem.done.again')}
            </button>
          </>
        ) : null}
        {isFailed ? (
          <>
            <FormErrorText error={error} asAlert />
            {error?.retryable ? (
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => redeem.send({ type: 'redeem.retry' })}
              >
                {t('redeem.failed.retry')}
              </button>
            ) : null}
            <button type="button" className="button button--ghost button--block" onClick={close}>
              {t('redeem.failed.back')}
            </button>
          </>
        ) : null}
        {isSignInRequired ? (
          <>
            <p role="alert">{t('redeem.session.ended')}</p>
            <Link
              className="button button--primary button--block"
              to={signInReturningTo(prizeAddress.redeem(prize.id))}
            >
              {t('redeem.session.signIn')}
            </Link>
          </>
        ) : null}
      </div>
    </Popup>
  );
}
