import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { passwordResetMachine } from '../../machines/password-reset.machine';
import {
  selectConfirmation,
  selectEmailCodeStep,
  selectHasSucceeded,
  selectIsChoosingPassword,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
  selectPasswordErrors,
} from '../../machines/password-reset.selectors';
import { EmailCodeStep } from '../account/email-code-step';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useLoginCarry } from '../use-login-handover';

/** Forgot password (docs/product/account.md): email, the code, a new password twice, then "sign in again". */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inspect } = useAppActors();
  // A game or invite code that sent the member to sign in is still carried back to it.
  const carry = useLoginCarry();
  const reset = useActorRef(passwordResetMachine, { input: {}, inspect });

  const password = useSelector(reset, selectPassword);
  const confirmation = useSelector(reset, selectConfirmation);
  const passwordErrors = useSelector(reset, selectPasswordErrors);
  const passwordError = useSelector(reset, selectPasswordError);
  const isChoosingPassword = useSelector(reset, selectIsChoosingPassword);
  const isSubmitting = useSelector(reset, selectIsSubmitting);
  const hasSucceeded = useSelector(reset, selectHasSucceeded);
  const emailCode = useSelector(reset, selectEmailCodeStep);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    reset.send({ type: 'password.submit' });
  };

  if (hasSucceeded) {
    return (
      <div className="page page--auth">
        <h1 className="page-title">{t('passwordReset.successHeading')}</h1>
        <p className="muted">{t('passwordReset.successText')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => navigate(`${PATHS.LOGIN}${carry.search}`, { replace: true })}
        >
          {t('passwordReset.signIn')}
        </button>
      </div>
    );
  }

  return (
    <div className="page page--auth">
      <Link className="back-link" to={`${PATHS.LOGIN}${carry.search}`}>
        {t('passwordReset.back')}
      </Link>
      <h1 className="page-title">{t('passwordReset.heading')}</h1>
      {emailCode ? (
        <EmailCodeStep
          key={emailCode.sessionId}
          actor={emailCode}
          emailForm={{
            id: 'password-reset-email',
            intro: t('passwordReset.subheading'),
            label: t('passwordReset.email'),
            submitLabel: t('passwordReset.sendCode'),
          }}
          backLabel={t('passwordReset.editEmail')}
        />
      ) : null}
      {isChoosingPassword ? (
        <form className="form" noValidate onSubmit={submitPassword} aria-busy={isSubmitting}>
          <p className="muted">{t('passwordReset.passwordHint')}</p>
          <TextField
            id="password-reset-new"
            label={t('passwordReset.newPassword')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            maxLength={LIMITS.CLIENT_PASSWORD_MAX_CHARS}
            value={password}
            errorKey={passwordErrors.password}
            onChange={(e) =>
              reset.send({ type: 'password.change', field: 'password', value: e.target.value })
            }
          />
          <TextField
            id="password-reset-confirmation"
            label={t('passwordReset.confirmation')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            maxLength={LIMITS.CLIENT_PASSWORD_MAX_CHARS}
            value={confirmation}
            errorKey={passwordErrors.confirmation}
            onChange={(e) =>
              reset.send({ type: 'password.change', field: 'confirmation', value: e.target.value })
            }
          />
          <FormErrorText error={passwordError} asAlert />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={isSubmitting}
          >
            {isSubmitting ? t('passwordReset.saving') : t('passwordReset.save')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

export { PasswordResetPage as Component };
