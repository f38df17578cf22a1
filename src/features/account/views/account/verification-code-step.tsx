import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { TIMING } from '../../../../config/constants';
import type { verificationCodeMachine } from '../../machines/verification-code.machine';
import {
  selectCanResend,
  selectCode,
  selectCodeError,
  selectEmail,
  selectIsSending,
  selectCanRetry,
  selectSendFailed,
  selectSentAt,
} from '../../machines/verification-code.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';

/** Seconds until a new code may be asked for, ticking once a second (derived from when it was sent). */
function useSecondsLeft(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === null) return 0;
  const cooldownSeconds = TIMING.CODE_RESEND_COOLDOWN_MS / 1000;
  return Math.min(
    cooldownSeconds,
    Math.max(0, Math.ceil((sentAt + TIMING.CODE_RESEND_COOLDOWN_MS - now) / 1000)),
  );
}

/** The verification code page of docs/product/account.md, as a step of whichever flow invoked the machine. */
export function VerificationCodeStep({
  actor,
}: {
  actor: ActorRefFrom<typeof verificationCodeMachine>;
}) {
  const { t } = useTranslation();
  const code = useSelector(actor, selectCode);
  const error = useSelector(actor, selectCodeError);
  const email = useSelector(actor, selectEmail);
  const isSending = useSelector(actor, selectIsSending);
  const sendFailed = useSelector(actor, selectSendFailed);
  const canRetry = useSelector(actor, selectCanRetry);
  const canResend = useSelector(actor, selectCanResend);
  const secondsLeft = useSecondsLeft(useSelector(actor, selectSentAt));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.submit' });
  };

  // Nothing went out: say so with the reason (no code field to fill), and offer to try again when
  // that can help; after a refusal the flow's own way back (change the email) is the way on.
  if (sendFailed) {
    return (
      <div className="form">
        <h2 className="section-title">{t('verification.notSentHeading')}</h2>
        <p className="muted">{t('verification.notSent', { email })}</p>
        <FormErrorText id="verification-error" error={error} asAlert />
        {canRetry ? (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            {t('verification.retry')}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={isSending}>
      <h2 className="section-title">{t('verification.heading')}</h2>
      <p className="muted">
        {isSending ? t('verification.sending') : t('verification.sentTo', { email })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="verification-code">
          {t('verification.code')}
        </label>
        <input
          id="verification-code"
          className="field__input field__input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'verification-error' : undefined}
          onChange={(e) => actor.send({ type: 'code.change', value: e.target.value })}
        />
        <FormErrorText id="verification-error" error={error} />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={isSending}>
        {t('verification.submit')}
      </button>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={!canResend}
        onClick={() => actor.send({ type: 'code.resend' })}
      >
        {canResend || secondsLeft === 0
          ? t('verification.resend')
          : t('verification.resendIn', { seconds: secondsLeft })}
      </button>
    </form>
  );
}

/** The code step as a flow shows it: the step, and under it the way back to the flow's own form. */
export function CodeStepWithBack({
  actor,
  backLabel,
  onBack,
}: {
  actor: ActorRefFrom<typeof verificationCodeMachine>;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      <VerificationCodeStep key={actor.sessionId} actor={actor} />
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        {backLabel}
      </button>
    </>
  );
}
