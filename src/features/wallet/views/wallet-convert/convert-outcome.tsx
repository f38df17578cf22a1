import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAssetName } from './use-asset-name';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import type { convertMachine } from '../../machines/convert.machine';
import {
  selectAmount,
  selectConvertError,
  selectIsDone,
  selectIsExpired,
  selectIsFailed,
  selectIsSignInRequired,
  selectPair,
  selectReceipt,
} from '../../machines/convert.selectors';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { formatAmount } from '../../../../money/amount';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { convertAddress } from './convert-address';
import { ConvertFigures } from './convert-offer';
import { useRevealOnMount } from './use-reveal';

type ConvertActor = ActorRefFrom<typeof convertMachine>;

/** Where the flow ended up: the receipt, a failure with its way on, an expired quote, a sign-in. */
export function ConvertOutcome({ convert }: { convert: ConvertActor }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  const asset = useAssetName();
  const isDone = useSelector(convert, selectIsDone);
  const isFailed = useSelector(convert, selectIsFailed);
  const isExpired = useSelector(convert, selectIsExpired);
  const isSignInRequired = useSelector(convert, selectIsSignInRequired);
  const receipt = useSelector(convert, selectReceipt);
  const error = useSelector(convert, selectConvertError);
  const pair = useSelector(convert, selectPair);
  const amount = useSelector(convert, selectAmount);
  const reveal = useRevealOnMount<HTMLElement>();

  if (isDone && receipt)
    return (
      <section ref={reveal} className="convert-card" aria-labelledby="convert-done-heading">
        <h2 id="convert-done-heading" className="convert-card__title" role="status">
          {t('wallet.convert.done.heading')}
        </h2>
        <ConvertFigures figures={receipt} />
        <dl className="convert-figures">
          <div>
            <dt>{t('wallet.convert.done.balanceAfter', { asset: asset(receipt.from) })}</dt>
            <dd>{formatAmount(receipt.balanceAfter.from)}</dd>
          </div>
          <div>
            <dt>{t('wallet.convert.done.balanceAfter', { asset: asset(receipt.to) })}</dt>
            <dd>{formatAmount(receipt.balanceAfter.to)}</dd>
          </div>
          <div>
            <dt>{t('wallet.convert.done.order')}</dt>
            <dd>#{receipt.orderId}</dd>
          </div>
          <div>
            <dt>{t('wallet.convert.done.status')}</dt>
            <dd>{t(`wallet.convert.status.${receipt.status}`)}</dd>
          </div>
          <div>
            <dt>{t('wallet.convert.done.entries')}</dt>
            <dd>{receipt.entries.map((e) => `#${e.id}`).join(' · ')}</dd>
          </div>
          <div>
            <dt>{t('wallet.convert.done.time')}</dt>
            <dd>{zoned(receipt.createdAt, 'DATE_TIME_SECONDS', { named: true })}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => convert.send({ type: 'convert.again' })}
        >
          {t('wallet.convert.done.again')}
        </button>
      </section>
    );

  if (isFailed)
    return (
      <section ref={reveal} className="convert-card">
        <FormErrorText error={error} asAlert />
        {error?.retryable ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => convert.send({ type: 'convert.retry' })}
          >
            {t('wallet.convert.failed.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => convert.send({ type: 'quote.request' })}
        >
          {t('wallet.convert.failed.newQuote')}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => convert.send({ type: 'quote.cancel' })}
        >
          {t('wallet.convert.failed.back')}
        </button>
      </section>
    );

  if (isExpired)
    return (
      <section ref={reveal} className="convert-card">
        <p className="error-text" role="alert">
          {t('errors.status.RequestExpired')}
        </p>
        <p className="muted">{t('wallet.convert.expired.body')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => convert.send({ type: 'quote.request' })}
        >
          {t('wallet.convert.expired.newQuote')}
        </button>
      </section>
    );

  if (isSignInRequired)
    return (
      <section ref={reveal} className="convert-card">
        <p role="alert">{t('wallet.convert.session.ended')}</p>
        <Link
          className="button button--primary button--block"
          to={signInReturningTo(convertAddress({ ...pair, amount }))}
        >
          {t('wallet.convert.session.signIn')}
        </Link>
      </section>
    );

  return null;
}
