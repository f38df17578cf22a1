import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TIMING } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { parseRebackQuery } from '../../machines/game-sign-in-address';
import { rebackMachine } from '../../machines/reback.machine';
import {
  selectError,
  selectIsBetaEnded,
  selectIsExchanging,
  selectIsFailed,
  selectIsRedirected,
  selectIsWelcome,
} from '../../machines/reback.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useLoginHandover } from '../use-login-handover';
import { useCountdownSeconds } from '../../../../shared/hooks/use-countdown';

/** /reback?code=…&state=… (docs/product/account.md): the sign-on service sends the member back with a one-time code. */
export function RebackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inspect } = useAppActors();
  const handOver = useLoginHandover();
  // Read once: the address is parsed strictly and never used as a navigation target.
  const [query] = useState(() => parseRebackQuery(window.location.search));

  const reback = useActorRef(
    rebackMachine.provide({
      actions: {
        // The welcome-back screen counts down to Home itself.
        completeSignIn: (_, { result }) => handOver(result, { welcome: false, goHome: false }),
        goHome: () => navigate(PATHS.HOME, { replace: true }),
      },
    }),
    { input: { code: query?.code ?? null, state: query?.state }, inspect },
  );
  const isExchanging = useSelector(reback, selectIsExchanging);
  const isWelcome = useSelector(reback, selectIsWelcome);
  const isRedirected = useSelector(reback, selectIsRedirected);
  const isFailed = useSelector(reback, selectIsFailed);
  const isBetaEnded = useSelector(reback, selectIsBetaEnded);
  const error = useSelector(reback, selectError);
  const seconds = useCountdownSeconds(isWelcome, TIMING.REDIRECT_COUNTDOWN_MS);

  return (
    <div className="page page--auth">
      <div className="auth-brand" aria-hidden="true">
        <span className="logo-mark logo-mark--large">G</span>
      </div>
      {isExchanging ? (
        <>
          <h1 className="page-title">{t('reback.heading')}</h1>
          <p role="status">{t('reback.exchanging')}</p>
        </>
      ) : null}
      {isWelcome || isRedirected ? (
        <>
          <h1 className="page-title">{t('reback.heading')}</h1>
          <p role="status">
            {isWelcome ? t('reback.welcome', { seconds }) : t('reback.redirecting')}
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!isWelcome}
            onClick={() => reback.send({ type: 'redirect.skip' })}
          >
            {t('reback.continue')}
          </button>
        </>
      ) : null}
      {isFailed ? (
        <>
          <h1 className="page-title">{t('reback.failedHeading')}</h1>
          <p>
            <FormErrorText error={error} asAlert />
          </p>
          <Link className="button button--primary button--block" to={PATHS.LOGIN} replace>
            {t('reback.signInAgain')}
          </Link>
        </>
      ) : null}
      {isBetaEnded ? (
        <>
          <h1 className="page-title">{t('reback.betaEndedHeading')}</h1>
          <p role="alert" className="info-text">
            {t('errors.status.BetaEnded')}
          </p>
          <Link className="button button--ghost button--block" to={PATHS.HOME} replace>
            {t('reback.home')}
          </Link>
        </>
      ) : null}
    </div>
  );
}

export { RebackPage as Component };
