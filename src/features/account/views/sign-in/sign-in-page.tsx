import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { signInMachine } from '../../machines/sign-in.machine';
import {
  selectEmail,
  selectFieldErrors,
  selectIsSubmitting,
  selectPassword,
  selectSubmitError,
} from '../../machines/sign-in.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { PasswordToggle, EmailField, TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useLoginCarry, useLoginHandover } from '../use-login-handover';

export function SignInPage() {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  // An invite code and a game carried here stay carried to sign-up and code sign-in; a carried
  // game is where the member goes once signed in (else Home).
  const carry = useLoginCarry();
  const handOver = useLoginHandover(carry.destination);
  const [showPassword, setShowPassword] = useState(false);

  const signIn = useActorRef(
    signInMachine.provide({
      actions: {
        completeSignIn: (_, { result }) => handOver(result),
      },
    }),
    { input: {}, inspect },
  );
  const email = useSelector(signIn, selectEmail);
  const password = useSelector(signIn, selectPassword);
  const fieldErrors = useSelector(signIn, selectFieldErrors);
  const submitError = useSelector(signIn, selectSubmitError);
  const isSubmitting = useSelector(signIn, selectIsSubmitting);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.send({ type: 'form.submit' });
  };

  return (
    <div className="page page--auth">
      <Link className="back-link" to={PATHS.HOME}>
        {t('signIn.back')}
      </Link>
      <div className="auth-brand" aria-hidden="true">
        <span className="logo-mark logo-mark--large">G</span>
      </div>
      <h1 className="page-title">{t('signIn.heading')}</h1>
      <p className="muted">{t('signIn.subheading')}</p>
      {carry.inviteCode ? (
        <p className="info-text">{t('signIn.inviteCarried', { code: carry.inviteCode })}</p>
      ) : null}
      {carry.gameId !== null ? <p className="info-text">{t('signIn.gameCarried')}</p> : null}
      <form className="form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <EmailField
          id="sign-in-email"
          label={t('signIn.email')}
          autoComplete="username"
          value={email}
          errorKey={fieldErrors.email}
          onChange={(e) =>
            signIn.send({ type: 'field.change', field: 'email', value: e.target.value })
          }
        />
        <TextField
          id="sign-in-password"
          label={t('signIn.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          maxLength={LIMITS.CLIENT_PASSWORD_MAX_CHARS}
          value={password}
          errorKey={fieldErrors.password}
          onChange={(e) =>
            signIn.send({ type: 'field.change', field: 'password', value: e.target.value })
          }
          trailing={
            <PasswordToggle
              isShown={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              showLabel={t('signIn.showPassword')}
              hideLabel={t('signIn.hidePassword')}
            />
          }
        />
        <FormErrorText error={submitError} asAlert />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      <p className="auth-links">
        {t('signUp.noAccount')}{' '}
        <Link to={`${PATHS.SIGN_UP}${carry.search}`}>{t('signUp.link')}</Link>
      </p>
      <p className="auth-links">
        <Link to={`${PATHS.FORGOT_PASSWORD}${carry.search}`}>{t('passwordReset.link')}</Link>
      </p>
      <p className="auth-links">
        <Link to={`${PATHS.LOGIN_CODE}${carry.search}`}>{t('codeLogin.link')}</Link>
      </p>
    </div>
  );
}

export { SignInPage as Component };
