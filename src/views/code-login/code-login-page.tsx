import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../config/routes';
import { codeLoginMachine } from '../../machines/code-login.machine';
import {
  selectCodeStep,
  selectEmail,
  selectEmailError,
  selectIsEditingEmail,
  selectIsSigningIn,
  selectSubmitError,
} from '../../machines/code-login.selectors';
import { EmailStepForm } from '../account/email-step-form';
import { CodeStepWithBack } from '../account/verification-code-step';
import { useAppActors } from '../hooks/app-actors-context';
import { useLoginCarry, useLoginHandover } from '../hooks/use-login-handover';

/** Sign in with an emailed code (spec §2): email, then the code, then Home (or the carried game). */
export function CodeLoginPage() {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const carry = useLoginCarry();
  const handOver = useLoginHandover(carry.destination);

  const codeLogin = useActorRef(
    codeLoginMachine.provide({
      actions: {
        completeSignIn: (_, { result }) => handOver(result),
      },
    }),
    { input: {}, inspect },
  );
  const email = useSelector(codeLogin, selectEmail);
  const emailError = useSelector(codeLogin, selectEmailError);
  const submitError = useSelector(codeLogin, selectSubmitError);
  const isEditingEmail = useSelector(codeLogin, selectIsEditingEmail);
  const isSigningIn = useSelector(codeLogin, selectIsSigningIn);
  const codeStep = useSelector(codeLogin, selectCodeStep);

  return (
    <div className="page page--auth">
      <Link className="back-link" to={`${PATHS.LOGIN}${carry.search}`}>
        {t('codeLogin.back')}
      </Link>
      <h1 className="page-title">{t('codeLogin.heading')}</h1>
      {isEditingEmail ? (
        <EmailStepForm
          id="code-login-email"
          intro={t('codeLogin.subheading')}
          label={t('codeLogin.email')}
          submitLabel={t('codeLogin.sendCode')}
          email={email}
          errorKey={emailError}
          submitError={submitError}
          onChange={(value) => codeLogin.send({ type: 'email.change', value })}
          onSubmit={() => codeLogin.send({ type: 'email.submit' })}
        />
      ) : null}
      {codeStep ? (
        <CodeStepWithBack
          actor={codeStep}
          backLabel={t('codeLogin.editEmail')}
          onBack={() => codeLogin.send({ type: 'email.edit' })}
        />
      ) : null}
      {isSigningIn ? (
        <p role="status" className="muted">
          {t('codeLogin.signingIn')}
        </p>
      ) : null}
    </div>
  );
}

export { CodeLoginPage as Component };
