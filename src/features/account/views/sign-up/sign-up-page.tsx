import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { signUpMachine } from '../../machines/sign-up.machine';
import {
  selectAgreed,
  selectConfirmPassword,
  selectEmail,
  selectEmailCodeStep,
  selectFieldErrors,
  selectInviteCode,
  selectIsRegistering,
  selectIsVerifying,
  selectPassword,
  selectSubmitError,
} from '../../machines/sign-up.selectors';
import {
  PASSWORD_RULES,
  passwordChecklist,
  type SignUpField,
} from '../../machines/sign-up.validation';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { EmailCodeStep } from '../account/email-code-step';
import { PasswordToggle, TextField } from '../../../../shared/components/text-field';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useLoginCarry, useLoginHandover } from '../use-login-handover';
import type { TextKey } from '../../../../i18n/text-key';

/** An i18n key under a field, with the id the field points to. */
function FieldError({ id, errorKey }: { id: string; errorKey: TextKey | undefined }) {
  const { t } = useTranslation();
  return errorKey ? (
    <span id={id} className="error-text">
      {t(errorKey)}
    </span>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** The password rule as a live checklist: each part ticks as soon as the password meets it. */
function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const { met, hasUnprintable } = passwordChecklist(password);
  return (
    <div id={id} className="small">
      <span className="muted">{t('signUp.rules.heading')}</span>
      <ul className="password-rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} className={met[rule] ? 'success-text' : 'muted'} data-met={met[rule]}>
            <span aria-hidden="true">{met[rule] ? '✓ ' : '○ '}</span>
            {t(`signUp.rules.${rule}`)}
            <span className="visually-hidden">
              {' '}
              {met[rule] ? t('signUp.rules.met') : t('signUp.rules.missing')}
            </span>
          </li>
        ))}
        {hasUnprintable ? (
          <li className="error-text" data-met={false}>
            {t('signUp.rules.unprintable')}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function SignUpPage() {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  // Only an invite code of the links' shape and a well-formed game id are carried; anything else
  // counts as absent. A carried game is where the new member goes once signed up (else Home).
  const carry = useLoginCarry();
  const handOver = useLoginHandover(carry.destination);
  const [showPassword, setShowPassword] = useState(false);
  const carriedInvite = carry.inviteCode;

  const signUp = useActorRef(
    signUpMachine.provide({
      actions: {
        completeSignUp: (_, { result }) => handOver(result),
      },
    }),
    { input: { inviteCode: carriedInvite ?? undefined }, inspect },
  );
  const email = useSelector(signUp, selectEmail);
  const password = useSelector(signUp, selectPassword);
  const confirmPassword = useSelector(signUp, selectConfirmPassword);
  const inviteCode = useSelector(signUp, selectInviteCode);
  const agreed = useSelector(signUp, selectAgreed);
  const fieldErrors = useSelector(signUp, selectFieldErrors);
  const submitError = useSelector(signUp, selectSubmitError);
  const isVerifying = useSelector(signUp, selectIsVerifying);
  const isRegistering = useSelector(signUp, selectIsRegistering);
  const codeStep = useSelector(signUp, selectEmailCodeStep);

  const change = (field: SignUpField) => (e: { target: { value: string } }) =>
    signUp.send({ type: 'field.change', field, value: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signUp.send({ type: 'form.submit' });
  };
  const signInPath = `${PATHS.LOGIN}${carry.search}`;

  let step: ReactNode;
  if (isVerifying && codeStep) {
    step = (
      <EmailCodeStep
        actor={codeStep}
        backLabel={t('signUp.changeEmail')}
        onBack={() => signUp.send({ type: 'email.edit' })}
      />
    );
  } else if (isRegistering) {
    step = (
      <p role="status" className="info-text" aria-busy="true">
        {t('signUp.registering')}
      </p>
    );
  } else {
    step = (
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          id="sign-up-email"
          label={t('signUp.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('signUp.emailPlaceholder')}
          value={email}
          errorKey={fieldErrors.email}
          onChange={change('email')}
        />
        <TextField
          id="sign-up-password"
          label={t('signUp.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          maxLength={LIMITS.CLIENT_PASSWORD_MAX_CHARS}
          value={password}
          errorKey={fieldErrors.password}
          onChange={change('password')}
          trailing={
            <PasswordToggle
              isShown={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              showLabel={t('signUp.showPassword')}
              hideLabel={t('signUp.hidePassword')}
            />
          }
          hint={{
            id: 'sign-up-password-rules',
            content: <PasswordChecklist id="sign-up-password-rules" password={password} />,
          }}
        />
        <TextField
          id="sign-up-confirm-password"
          label={t('signUp.confirmPassword')}
          type={showPassword ? 'text' : 'password'}
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={LIMITS.CLIENT_PASSWORD_MAX_CHARS}
          value={confirmPassword}
          errorKey={fieldErrors.confirmPassword}
          onChange={change('confirmPassword')}
        />
        <TextField
          id="sign-up-invite-code"
          label={t('signUp.inviteCode')}
          type="text"
          name="inviteCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={inviteCode}
          errorKey={fieldErrors.inviteCode}
          onChange={change('inviteCode')}
        />
        <div className="field">
          {/*
            The whole row ticks the box. The documents' links sit on their own row below: inside the
            sentence they left a tap on 「與」 nowhere to land but a link (a finger snaps to the
            nearest one). They open in a new tab, so the form (and what was typed) stays here.
          */}
          <label className="field__row agree" htmlFor="sign-up-agree">
            <span className="agree__box">
              <input
                id="sign-up-agree"
                type="checkbox"
                name="agreed"
                checked={agreed}
                aria-invalid={Boolean(fieldErrors.agreed)}
                aria-describedby={describedBy(fieldErrors.agreed && 'sign-up-agree-error')}
                onChange={() => signUp.send({ type: 'agree.toggle' })}
              />
            </span>
            <span className="agree__text">
              <Trans i18nKey="signUp.agree" components={{ terms: <span />, policy: <span /> }} />
            </span>
          </label>
          <p className="agree__links">
            <Link to={PATHS.TERMS} target="_blank" rel="noreferrer">
              {t('menu.terms')}
            </Link>
            <Link to={PATHS.POLICY} target="_blank" rel="noreferrer">
              {t('menu.policy')}
            </Link>
          </p>
          <FieldError id="sign-up-agree-error" errorKey={fieldErrors.agreed} />
        </div>
        <FormErrorText error={submitError} asAlert />
        <button type="submit" className="button button--primary button--block">
          {t('signUp.submit')}
        </button>
      </form>
    );
  }

  return (
    <div className="page page--auth">
      <Link className="back-link" to={signInPath}>
        {t('signUp.back')}
      </Link>
      <div className="auth-brand" aria-hidden="true">
        <span className="logo-mark logo-mark--large">G</span>
      </div>
      <h1 className="page-title">{t('signUp.heading')}</h1>
      <p className="muted">{t('signUp.subheading')}</p>
      {step}
    </div>
  );
}

export { SignUpPage as Component };
