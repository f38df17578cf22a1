import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { withdrawQueries } from '../../api/queries/withdraw-queries';
import { PATHS } from '../../../../config/routes';
import { ASSET_DIGITS, formatAmount } from '../../../../money/amount';
import { TIMING } from '../../../../config/constants';
import { withdrawMachine } from '../../machines/withdraw.machine';
import * as s from '../../machines/withdraw.selectors';
import {
  clearWithdrawDraft,
  saveWithdrawDraft,
  takeWithdrawDraft,
} from '../../machines/withdraw-draft';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { AmountField } from '../../../../shared/components/amount-field';
import { TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useCountdownSeconds } from '../../../../shared/hooks/use-countdown';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { KycRequired } from './kyc-required';
import { SignInAgain } from './member-gate';

/** Address and amount → quote → confirm → Transfer code → withdrawal (withdraw.machine). */
export function WithdrawFlow({
  uid,
  email,
  minAmount,
}: {
  uid: string;
  email: string;
  minAmount: string;
}) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const [draft] = useState(takeWithdrawDraft);
  const flow = useActorRef(
    withdrawMachine.provide({
      actions: {
        saveDraft: (_, kept) => saveWithdrawDraft(kept),
        announceWithdrawal: () => {
          clearWithdrawDraft();
          void queryClient.invalidateQueries({
            queryKey: withdrawQueries.withdrawals(uid).queryKey,
          });
          void queryClient.invalidateQueries({ queryKey: memberQueries.info(uid).queryKey });
        },
      },
    }),
    { inspect, input: { email, minAmount, ...draft } },
  );
  const address = useSelector(flow, s.selectAddress);
  const amount = useSelector(flow, s.selectAmount);
  const errors = useSelector(flow, s.selectErrors);
  const formError = useSelector(flow, s.selectFormError);
  const quote = useSelector(flow, s.selectQuote);
  const code = useSelector(flow, s.selectCode);
  const codeError = useSelector(flow, s.selectCodeError);
  const receipt = useSelector(flow, s.selectReceipt);
  const isEditing = useSelector(flow, s.selectIsEditing);
  const isQuoting = useSelector(flow, s.selectIsQuoting);
  const isReviewing = useSelector(flow, s.selectIsReviewing);
  const isSendingCode = useSelector(flow, s.selectIsSendingCode);
  const isEnteringCode = useSelector(flow, s.selectIsEnteringCode);
  const canResend = useSelector(flow, s.selectCanResend);
  const isSubmitting = useSelector(flow, s.selectIsSubmitting);
  const isDone = useSelector(flow, s.selectIsDone);
  const isKycRequired = useSelector(flow, s.selectIsKycRequired);
  const isSignInRequired = useSelector(flow, s.selectIsSignInRequired);
  // A code just went out each time the countdown starts (the machine's delay is the real timer).
  const secondsLeft = useCountdownSeconds(
    isEnteringCode && !canResend,
    TIMING.CODE_RESEND_COOLDOWN_MS,
  );

  // Kept as the member types: a session that ends mid-flow unmounts the form with it.
  useEffect(() => saveWithdrawDraft({ address, amount }), [address, amount]);

  const zoned = useZonedFormat();
  const onSubmit = (type: 'form.submit' | 'code.submit') => (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type });
  };
  const edit = (
    <button
      type="button"
      className="button button--ghost button--block"
      onClick={() => flow.send({ type: 'form.edit' })}
    >
      {t('wallet.withdraw.edit')}
    </button>
  );

  if (isSignInRequired) return <SignInAgain returnTo={PATHS.WALLET_WITHDRAW} />;
  if (isDone && receipt)
    return (
      <section className="wallet-card" role="status" aria-labelledby="withdraw-done-heading">
        <h2 id="withdraw-done-heading" className="wallet-card__heading">
          {t('wallet.withdraw.doneHeading')}
        </h2>
        <p>
          {t('wallet.withdraw.doneText', {
            amount: formatAmount(receipt.amount),
            address: receipt.address,
          })}
        </p>
        <p className="wallet-status" data-status={receipt.status}>
          {t(`wallet.withdraw.statuses.${receipt.status}`)}
        </p>
      </section>
    );
  if (isKycRequired) return <KycRequired>{edit}</KycRequired>;

  return (
    <>
      {isEditing || isQuoting ? (
        <form className="form" noValidate onSubmit={onSubmit('form.submit')} aria-busy={isQuoting}>
          <TextField
            id="withdraw-address"
            label={t('wallet.withdraw.address')}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            value={address}
            errorKey={errors.address}
            onChange={(e) => flow.send({ type: 'address.change', value: e.target.value })}
            hint={{
              id: 'withdraw-address-hint',
              content: (
                <span id="withdraw-address-hint" className="muted">
                  {t('wallet.withdraw.addressHint')}
                </span>
              ),
            }}
          />
          <AmountField
            id="withdraw-amount"
            label={t('wallet.withdraw.amount')}
            digits={ASSET_DIGITS.GACT}
            value={amount}
            errorKey={errors.amount}
            onValueChange={(value) => flow.send({ type: 'amount.change', value })}
          />
          <FormErrorText error={formError} asAlert />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={isQuoting}
          >
            {isQuoting ? t('wallet.withdraw.quoting') : t('wallet.withdraw.continue')}
          </button>
        </form>
      ) : null}
      {quote && !isEditing && !isQuoting ? (
        <section className="wallet-card" aria-labelledby="withdraw-review-heading">
          <h2 id="withdraw-review-heading" className="wallet-card__heading">
            {t('wallet.withdraw.reviewHeading')}
          </h2>
          <p className="withdraw-list__address">{quote.address}</p>
          <dl className="withdraw-quote">
            <dt>{t('wallet.withdraw.arrives')}</dt>
            <dd>{formatAmount(quote.amount)} GACT</dd>
            <dt>{t('wallet.withdraw.fee')}</dt>
            <dd>{formatAmount(quote.fee)} GACT</dd>
            <dt>{t('wallet.withdraw.gas')}</dt>
            <dd>{formatAmount(quote.gas)} GACT</dd>
            <dt>{t('wallet.withdraw.total')}</dt>
            <dd className="withdraw-quote__total">{formatAmount(quote.total)} GACT</dd>
          </dl>
          <p className="muted">{t('wallet.withdraw.expires', { time: zoned(quote.expiresAt) })}</p>
          {isReviewing ? (
            <>
              <FormErrorText error={formError} asAlert />
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => flow.send({ type: 'withdraw.confirm' })}
              >
                {t('wallet.withdraw.confirm')}
              </button>
              {edit}
            </>
          ) : null}
        </section>
      ) : null}
      {isSendingCode ? (
        <p className="muted" role="status">
          {t('wallet.withdraw.sendingCode')}
        </p>
      ) : null}
      {isEnteringCode || isSubmitting ? (
        <form
          className="form"
          noValidate
          onSubmit={onSubmit('code.submit')}
          aria-busy={isSubmitting}
        >
          <p role="status">{t('wallet.withdraw.codeSent', { email })}</p>
          <TextField
            id="withdraw-code"
            label={t('wallet.withdraw.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            errorKey={null}
            onChange={(e) => flow.send({ type: 'code.change', value: e.target.value })}
          />
          <FormErrorText error={codeError} asAlert />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={isSubmitting}
          >
            {isSubmitting ? t('wallet.withdraw.submitting') : t('wallet.withdraw.codeSubmit')}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={!canResend || isSubmitting}
            onClick={() => flow.send({ type: 'code.resend' })}
          >
            {canResend
              ? t('wallet.withdraw.resend')
              : t('wallet.withdraw.resendIn', { seconds: secondsLeft })}
          </button>
          {isSubmitting ? null : edit}
        </form>
      ) : null}
    </>
  );
}
