import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAssetName } from './use-asset-name';
import type { ActorRefFrom } from 'xstate';
import type { ConvertInfo } from '../../api/schemas/convert';
import type { convertMachine } from '../../machines/convert.machine';
import {
  selectAmount,
  selectAmountProblem,
  selectConvertError,
  selectIsEditing,
  selectIsExpired,
  selectIsQuoting,
  selectPair,
} from '../../machines/convert.selectors';
import { ASSET_DIGITS, formatAmount, sanitizeAmountInput } from '../../../../money/amount';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { AmountField } from '../../../../shared/components/amount-field';

type ConvertActor = ActorRefFrom<typeof convertMachine>;

/** The pair, the amount and what bounds it (balance, minimum, left today, allowance, rate). */
export function ConvertForm({ convert, info }: { convert: ConvertActor; info: ConvertInfo }) {
  const { t } = useTranslation();
  const asset = useAssetName();
  const { from, to } = useSelector(convert, selectPair);
  const amount = useSelector(convert, selectAmount);
  const problem = useSelector(convert, selectAmountProblem);
  const error = useSelector(convert, selectConvertError);
  const isEditing = useSelector(convert, selectIsEditing);
  const isQuoting = useSelector(convert, selectIsQuoting);
  const pair = info.pairs.find((p) => p.from === from && p.to === to);
  const digits = ASSET_DIGITS[from];
  const balance = info.balances[from];
  const isExpired = useSelector(convert, selectIsExpired);
  // Only editing (or an expired quote, which goes back to it) takes a new pair or amount.
  const locked = !isEditing && !isExpired;

  return (
    <form
      className="convert-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        convert.send({ type: 'quote.request' });
      }}
    >
      <fieldset className="convert-pairs" disabled={locked}>
        <legend className="convert-label">{t('wallet.convert.pairs')}</legend>
        {info.pairs.map((p) => (
          <button
            key={`${p.from}-${p.to}`}
            type="button"
            className="chip chip--plain"
            aria-pressed={p.from === from && p.to === to}
            onClick={() => {
              convert.send({ type: 'pair.choose', from: p.from, to: p.to });
              const kept = sanitizeAmountInput(amount, { digits: ASSET_DIGITS[p.from] });
              if (kept !== amount) convert.send({ type: 'amount.change', amount: kept });
            }}
          >
            {t('wallet.convert.pair', { from: asset(p.from), to: asset(p.to) })}
          </button>
        ))}
      </fieldset>
      <p className="convert-balance">
        {t('wallet.convert.balance', { amount: formatAmount(balance), asset: asset(from) })}
      </p>
      <AmountField
        id="convert-amount"
        label={t('wallet.convert.amount', { asset: asset(from) })}
        digits={digits}
        value={amount}
        readOnly={locked}
        onValueChange={(value) => convert.send({ type: 'amount.change', amount: value })}
        errorKey={
          problem === 'invalid' || problem === 'notPositive' ? 'wallet.amount.invalid' : null
        }
        trailing={
          <button
            type="button"
            className="button button--ghost convert-max"
            disabled={locked}
            onClick={() => convert.send({ type: 'amount.change', amount: balance })}
          >
            {t('wallet.convert.max')}
          </button>
        }
        hint={{
          id: 'convert-amount-hint',
          content: (
            <ul id="convert-amount-hint" className="convert-rules">
              {problem === 'tooManyDecimals' ? (
                <li className="error-text" role="alert">
                  {t('wallet.amount.tooManyDecimals', { asset: asset(from), digits })}
                </li>
              ) : null}
              {pair?.rate ? (
                <li>
                  {t('wallet.convert.rate', { from: asset(from), to: asset(to), rate: pair.rate })}
                </li>
              ) : null}
              {pair ? (
                <li>
                  {t('wallet.convert.min', {
                    amount: formatAmount(pair.minAmount),
                    asset: asset(from),
                  })}
                </li>
              ) : null}
              {pair?.dailyLeft ? (
                <li>
                  {t('wallet.convert.dailyLeft', {
                    amount: formatAmount(pair.dailyLeft),
                    asset: asset(from),
                  })}
                </li>
              ) : null}
              {pair?.allowanceLeft ? (
                <li>
                  {t('wallet.convert.allowanceLeft', {
                    amount: formatAmount(pair.allowanceLeft),
                    asset: asset(from),
                  })}
                </li>
              ) : null}
            </ul>
          ),
        }}
      />
      {isEditing ? <FormErrorText error={error} asAlert /> : null}
      {isEditing || isQuoting ? (
        <button type="submit" className="button button--primary button--block" disabled={isQuoting}>
          {isQuoting ? t('wallet.convert.quoting') : t('wallet.convert.getQuote')}
        </button>
      ) : null}
    </form>
  );
}
