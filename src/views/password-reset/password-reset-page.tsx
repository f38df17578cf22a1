import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '../../config/constants';
import { PATHS } from '../../config/routes';
import { passwordResetMachine } from '../../machines/password-reset.machine';
import {
  selectCodeStep,
  selectConfirmation,
  selectEmail,
  selectEmailError,
  selectHasSucceeded,
  selectIsChoosingPassword,
  selectIsEditingEmail,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
  selectPasswordErrors,
  selectSubmitError,
} from '../../machines/password-reset.selectors';
import { EmailStepForm } from '../account/email-step-form';
import { FormErrorText } from '../account/form-error-text';
import { CodeStepWithBack } from '../account/verification-code-step';
import { TextField } from '../components/text-field';
import { useAppActors } from '../hooks/app-actors-context';
import { useLoginCarry } from '../hooks/use-login-handover';

/** Forgot password (spec §2): email, the code, a new password twice, then "sign in again". */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inspect } = useAppActors();
  // A game or invite code that sent the member to sign in is still carried back to it.
  const carry = useLoginCarry();
  const reset = useActorRef(passwordResetMachine, { input: {}, inspect });

  const email = useSelector(reset, selectEmail);
  const emailError = useSelector(reset, selectEmailError);
  const submitError = useSelector(reset, selectSubmitError);
  const password = useSelector(reset, selectPassword);
  const confirmation = useSelector(reset, selectConfirmation);
  const passwordErrors = useSelector(reset, selectPasswordErrors);
  const passwordError = useSelector(reset, selectPasswordError);
  const isEditingEmail = useSelector(reset, selectIsEditingEmail);
  const isChoosingPassword = useSelector(reset, selectIsChoosingPassword);
  const isSubmitting = useSelector(reset, selectIsSubmitting);
  const hasSucceeded = useSelector(reset, selectHasSucceeded);
  const codeStep = useSelector(reset, selectCodeStep);

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
      {isEditingEmail ? (
        <EmailStepForm
          id="password-reset-email"
          intro={t('passwordReset.subheading')}
          label={t('passwordReset.email')}
          submitLabel={t('passwordReset.sendCode')}
          email={email}
          errorKey={emailError}
          submitError={submitError}
          onChange={(value) => reset.send({ type: 'email.change', value })}
          onSubmit={() => reset.send({ type: 'email.submit' })}
        />
      ) : null}
      {codeStep ? (
        <CodeStepWithBack
          actor={codeStep}
          backLabel={t('passwordReset.editEmail')}
          onBack={() => reset.send({ type: 'email.edit' })}
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
