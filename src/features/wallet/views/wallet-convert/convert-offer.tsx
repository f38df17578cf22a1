import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useRevealOnMount } from './use-reveal';
import { useTranslation } from 'react-i18next';
import { useAssetName } from './use-asset-name';
import type { ActorRefFrom } from 'xstate';
import type { ConvertQuote } from '../../api/schemas/convert';
import type { convertMachine } from '../../machines/convert.machine';
import {
  selectIsConfirming,
  selectIsConverting,
  selectIsQuoted,
  selectQuote,
} from '../../machines/convert.selectors';
import { formatAmount } from '../../../../money/amount';
import { Popup } from '../../../../shared/components/popup';
import { useSecondsLeft } from './use-seconds-left';

type ConvertActor = ActorRefFrom<typeof convertMachine>;

/** What is sent, each fee, the rate and what arrives: a quote's or a receipt's numbers. */
export function ConvertFigures({
  figures,
}: {
  figures: Omit<ConvertQuote, 'quoteId' | 'rateAt' | 'expiresAt' | 'validForMs'>;
}) {
  const { t } = useTranslation();
  const asset = useAssetName();
  return (
    <dl className="convert-figures">
      <div>
        <dt>{t('wallet.convert.quote.send')}</dt>
        <dd>
          {formatAmount(figures.amount)} {asset(figures.from)}
        </dd>
      </div>
      {figures.fees.map((fee) => (
        <div key={fee.kind}>
          <dt>{t(`wallet.convert.fee.${fee.kind}`)}</dt>
          <dd>
            {formatAmount(fee.amount)} {asset(figures.from)}
          </dd>
        </div>
      ))}
      <div>
        <dt>{t('wallet.convert.quote.rate')}</dt>
        <dd>
          {t('wallet.convert.rate', {
            from: asset(figures.from),
            to: asset(figures.to),
            rate: figures.rate,
          })}
        </dd>
      </div>
      <div className="convert-figures__total">
        <dt>{t('wallet.convert.quote.receive')}</dt>
        <dd>
          {formatAmount(figures.receive)} {asset(figures.to)}
        </dd>
      </div>
    </dl>
  );
}

/** The quote with its countdown, and the confirmation asked before converting. */
export function ConvertOffer({ convert }: { convert: ConvertActor }) {
  const quote = useSelector(convert, selectQuote);
  const isConfirming = useSelector(convert, selectIsConfirming);
  const isConverting = useSelector(convert, selectIsConverting);
  const isQuoted = useSelector(convert, selectIsQuoted);
  // Shown while the quote can still be taken (and while it is being converted), never after. One
  // card per quote: its countdown starts when that quote arrives.
  if (!quote || !(isQuoted || isConfirming || isConverting)) return null;
  return (
    <OfferCard
      key={quote.quoteId}
      convert={convert}
      quote={quote}
      isConfirming={isConfirming}
      isConverting={isConverting}
    />
  );
}

function OfferCard({
  convert,
  quote,
  isConfirming,
  isConverting,
}: {
  convert: ConvertActor;
  quote: ConvertQuote;
  isConfirming: boolean;
  isConverting: boolean;
}) {
  const { t } = useTranslation();
  const asset = useAssetName();
  // The machine's own timer ends the quote; this only shows the seconds left on this device.
  const [endsAt] = useState(() => Date.now() + quote.validForMs);
  const seconds = useSecondsLeft(endsAt);
  const reveal = useRevealOnMount<HTMLElement>();

  return (
    <section ref={reveal} className="convert-card" aria-labelledby="convert-quote-heading">
      <h2 id="convert-quote-heading" className="convert-card__title">
        {t('wallet.convert.quote.heading')}
      </h2>
      <ConvertFigures figures={quote} />
      {!isConverting ? (
        <p className="convert-countdown" role="timer" aria-live="off">
          {t('wallet.convert.quote.expiresIn', { seconds })}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          disabled={isConverting}
          onClick={() => convert.send({ type: 'quote.cancel' })}
        >
          {t('wallet.convert.quote.change')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={isConverting}
          onClick={() => convert.send({ type: 'convert.choose' })}
        >
          {isConverting ? t('wallet.convert.converting') : t('wallet.convert.quote.convert')}
        </button>
      </div>
      {isConfirming ? (
        <Popup
          title={t('wallet.convert.confirm.heading')}
          placement="center"
          onClose={() => convert.send({ type: 'convert.back' })}
        >
          <div className="convert-confirm">
            <p>
              {t('wallet.convert.confirm.body', {
                amount: formatAmount(quote.amount),
                from: asset(quote.from),
                receive: formatAmount(quote.receive),
                to: asset(quote.to),
              })}
            </p>
            <p className="muted">{t('wallet.convert.quote.expiresIn', { seconds })}</p>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => convert.send({ type: 'convert.confirm' })}
            >
              {t('wallet.convert.confirm.yes')}
            </button>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => convert.send({ type: 'convert.back' })}
            >
              {t('wallet.convert.confirm.no')}
            </button>
          </div>
        </Popup>
      ) : null}
    </section>
  );
}
