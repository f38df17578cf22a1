import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { TIMING } from '../../../../config/constants';
import { PATHS } from '../../../../config/routes';
import { gameSignInMachine } from '../../machines/game-sign-in.machine';
import {
  parseGameId,
  parseReturnUrl,
  signInPathForGame,
} from '../../machines/game-sign-in-address';
import {
  selectError,
  selectGame,
  selectIsAuthorized,
  selectIsBetaEnded,
  selectIsConsenting,
  selectIsFailed,
  selectIsGranted,
  selectIsGranting,
  selectIsLeaving,
  selectIsLoading,
  selectIsSignInRequired,
} from '../../machines/game-sign-in.selectors';
import { selectIsSignedIn } from '../../../../shared/machines/session.selectors';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useCountdownSeconds } from '../../../../shared/hooks/use-countdown';
import { leaveApp } from './leave-app';

/**
 * /login/game?gameId=N (docs/product/account.md, §6): a partnered game asks the member to sign in with GamerHub.
 * A signed-out member is asked to sign in first: the sign-in page carries the game's id (only the
 * id) and brings them back here once signed in (docs/decisions/014).
 */
export function GameSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session, inspect } = useAppActors();
  const [gameId] = useState(() => parseGameId(window.location.search));
  const [isSignedIn] = useState(() => selectIsSignedIn(session.getSnapshot()));
  // Only the game's id is carried: the sign-in page brings the member back to its consent screen.
  const signInPath = gameId === null ? PATHS.LOGIN : signInPathForGame(gameId);

  const flow = useActorRef(
    gameSignInMachine.provide({
      actions: {
        leaveToGame: (_, { returnUrl }) => {
          // The platform's registered address, checked again: never anything but http(s).
          const safe = parseReturnUrl(returnUrl);
          if (safe) leaveApp.to(safe);
        },
        goHome: () => navigate(PATHS.HOME, { replace: true }),
      },
    }),
    { input: { gameId, isSignedIn }, inspect },
  );
  const isLoading = useSelector(flow, selectIsLoading);
  const game = useSelector(flow, selectGame);
  const isSignInRequired = useSelector(flow, selectIsSignInRequired);
  const isConsenting = useSelector(flow, selectIsConsenting);
  const isGranting = useSelector(flow, selectIsGranting);
  const isAuthorized = useSelector(flow, selectIsAuthorized);
  const isGranted = useSelector(flow, selectIsGranted);
  const isLeaving = useSelector(flow, selectIsLeaving);
  const isBetaEnded = useSelector(flow, selectIsBetaEnded);
  const isFailed = useSelector(flow, selectIsFailed);
  const error = useSelector(flow, selectError);
  const seconds = useCountdownSeconds(isGranted && !isLeaving, TIMING.REDIRECT_COUNTDOWN_MS);
  const name = game?.name ?? '';

  return (
    <div className="page page--auth">
      {isLoading ? (
        <p className="muted" role="status">
          {t('gameSignIn.loading')}
        </p>
      ) : null}
      {game && !isFailed ? (
        <div className="auth-brand">
          <img src={imageUrl(game.icon)} alt="" width="64" height="64" />
        </div>
      ) : null}
      {isSignInRequired || isConsenting ? (
        <h1 className="page-title">{t('gameSignIn.heading', { game: name })}</h1>
      ) : null}
      {isSignInRequired ? (
        <>
          <p className="info-text">{t('gameSignIn.signInRequired')}</p>
          <Link className="button button--primary button--block" to={signInPath}>
            {t('gameSignIn.signIn')}
          </Link>
        </>
      ) : null}
      {isConsenting && game ? (
        <form
          className="form"
          noValidate
          aria-busy={isGranting}
          onSubmit={(e) => {
            e.preventDefault();
            flow.send({ type: 'consent.allow' });
          }}
        >
          <p>{t('gameSignIn.asks', { game: name })}</p>
          <ul className="scope-list">
            {game.scopes.map((scope) => (
              <li key={scope}>{t(`gameSignIn.scope.${scope}`)}</li>
            ))}
          </ul>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={isAuthorized}
              disabled={isGranting}
              onChange={() => flow.send({ type: 'authorize.toggle' })}
            />{' '}
            {t('gameSignIn.authorize', { game: name })}
          </label>
          <FormErrorText error={error} asAlert />
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              disabled={isGranting}
              onClick={() => flow.send({ type: 'consent.cancel' })}
            >
              {t('gameSignIn.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isGranting}>
              {isGranting ? t('gameSignIn.allowing') : t('gameSignIn.allow')}
            </button>
          </div>
        </form>
      ) : null}
      {isGranted ? (
        <>
          <h1 className="page-title">{t('gameSignIn.grantedHeading')}</h1>
          <p role="status">
            {isLeaving
              ? t('gameSignIn.leaving', { game: name })
              : t('gameSignIn.granted', { game: name, seconds })}
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            disabled={isLeaving}
            onClick={() => flow.send({ type: 'redirect.skip' })}
          >
            {t('gameSignIn.continue')}
          </button>
        </>
      ) : null}
      {isBetaEnded ? (
        <>
          <h1 className="page-title">{t('gameSignIn.betaEndedHeading')}</h1>
          <p role="alert" className="info-text">
            {t('errors.status.BetaEnded')}
          </p>
          <Link className="button button--ghost button--block" to={PATHS.HOME} replace>
            {t('gameSignIn.home')}
          </Link>
        </>
      ) : null}
      {isFailed ? (
        <>
          <h1 className="page-title">{t('gameSignIn.failedHeading')}</h1>
          <p>
            <FormErrorText error={error} asAlert />
          </p>
          <Link className="button button--ghost button--block" to={PATHS.HOME} replace>
            {t('gameSignIn.home')}
          </Link>
        </>
      ) : null}
    </div>
  );
}

export { GameSignInPage as Component };
