import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/routes';
import { codeLoginMachine } from '../../machines/code-login.machine';
import { selectEmailCodeStep, selectIsSigningIn } from '../../machines/code-login.selectors';
import { EmailCodeStep } from '../account/email-code-step';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useLoginCarry, useLoginHandover } from '../use-login-handover';

/** Sign in with an emailed code (docs/product/account.md): email, then the code, then Home (or the carried game). */
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
  const isSigningIn = useSelector(codeLogin, selectIsSigningIn);
  const emailCode = useSelector(codeLogin, selectEmailCodeStep);

  return (
    <div className="page page--auth">
      <Link className="back-link" to={`${PATHS.LOGIN}${carry.search}`}>
        {t('codeLogin.back')}
      </Link>
      <h1 className="page-title">{t('codeLogin.heading')}</h1>
      {emailCode ? (
        <EmailCodeStep
          key={emailCode.sessionId}
          actor={emailCode}
          emailForm={{
            id: 'code-login-email',
            intro: t('codeLogin.subheading'),
            label: t('codeLogin.email'),
            submitLabel: t('codeLogin.sendCode'),
          }}
          backLabel={t('codeLogin.editEmail')}
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
