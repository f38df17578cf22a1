import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { PATHS } from '../../../../config/routes';
import { imageUrl } from '../../../../shared/api/image-url';
import { refreshAfterWrite } from '../../../../shared/api/queries/refresh-after-write';
import { accountQueries } from '../../../account/api/queries/account-queries';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { BackLink } from '../../../../shared/components/back-link';
import { Popup } from '../../../../shared/components/popup';
import { QueryState } from '../../../../shared/components/query-state';
import { MemberPage } from '../../../../shared/components/member-page';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { revokeGameMachine } from '../../machines/revoke-game.machine';
import {
  selectGame,
  selectIsRevoking,
  selectIsSignInRequired,
  selectRevokeError,
  selectRevoked,
} from '../../machines/revoke-game.selectors';

type RevokeActor = ActorRefFrom<typeof revokeGameMachine>;

/**
 * /menu/games: the partnered games the member let sign in with GamerHub, each with "Revoke".
 * Revoking is the revoke game machine; its actor belongs to the page, so it outlives the list
 * when the session ends mid-revoke and the page can ask the member to sign in again.
 */
export function ConnectedGamesPage() {
  const { t } = useTranslation();
  const { session, inspect } = useAppActors();
  const queryClient = useQueryClient();
  const revoke = useActorRef(
    revokeGameMachine.provide({
      actions: {
        announceRevoked: () => {
          const uid = selectUid(session.getSnapshot());
          if (uid) void refreshAfterWrite(queryClient, [accountQueries.allConnectedGames(uid)]);
        },
      },
    }),
    { inspect },
  );
  const isSignInRequired = useSelector(revoke, selectIsSignInRequired);
  if (isSignInRequired)
    return (
      <div className="page">
        <BackLink />
        <h1 className="page-title">{t('connectedGames.heading')}</h1>
        <div className="empty-state">
          <p role="alert">{t('connectedGames.sessionEnded')}</p>
          <Link className="button button--primary" to={signInReturningTo(PATHS.CONNECTED_GAMES)}>
            {t('connectedGames.signIn')}
          </Link>
        </div>
      </div>
    );
  return (
    <MemberPage
      heading={t('connectedGames.heading')}
      signInPrompt={t('connectedGames.signInPrompt')}
      signInLabel={t('connectedGames.signIn')}
    >
      {(uid) => <ConnectedGameList uid={uid} revoke={revoke} />}
    </MemberPage>
  );
}

function ConnectedGameList({ uid, revoke }: { uid: string; revoke: RevokeActor }) {
  const zoned = useZonedFormat();
  const { t, i18n } = useTranslation();
  const games = useQuery(accountQueries.connectedGames(uid, i18n.language));
  const revoked = useSelector(revoke, selectRevoked);
  const list = (games.data ?? []).filter((game) => !revoked.includes(game.gameId));

  return (
    <>
      <p className="muted">{t('connectedGames.intro')}</p>
      <QueryState
        isPending={games.isPending}
        isError={games.isError}
        isEmpty={list.length === 0}
        errorKey="connectedGames.loadFailed"
        emptyKey="connectedGames.empty"
        onRetry={() => void games.refetch()}
      />
      {list.length > 0 ? (
        <ul className="item-list" aria-label={t('connectedGames.heading')}>
          {list.map((game) => (
            <li key={game.gameId} className="item-list__item">
              <img src={imageUrl(game.icon)} alt="" width="48" height="48" loading="lazy" />
              <div className="item-list__body">
                <h2 className="item-list__name">{game.name}</h2>
                <p className="muted small">
                  {game.scopes.map((scope) => t(`gameSignIn.scope.${scope}`)).join(' · ')}
                </p>
                <p className="muted small">
                  {t('connectedGames.grantedAt', { date: zoned(game.grantedAt, 'DATE') })}
                </p>
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`${t('connectedGames.revoke')}: ${game.name}`}
                onClick={() =>
                  revoke.send({ type: 'revoke.open', gameId: game.gameId, name: game.name })
                }
              >
                {t('connectedGames.revoke')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <RevokePopup revoke={revoke} />
    </>
  );
}

/** The confirmation, its progress and its failure: one popup over the confirming, revoking and failed states. */
function RevokePopup({ revoke }: { revoke: RevokeActor }) {
  const { t } = useTranslation();
  const game = useSelector(revoke, selectGame);
  const isRevoking = useSelector(revoke, selectIsRevoking);
  const error = useSelector(revoke, selectRevokeError);
  if (!game) return null;
  const cancel = () => revoke.send({ type: 'revoke.cancel' });
  return (
    <Popup
      title={t('connectedGames.confirmTitle', { game: game.name })}
      placement="center"
      isBusy={isRevoking}
      onClose={cancel}
    >
      <p>{t('connectedGames.confirmMessage', { game: game.name })}</p>
      {error ? (
        <p role="alert" className="error-text">
          {error.key ? t(error.key, { ...error.values }) : error.text}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          disabled={isRevoking}
          onClick={cancel}
        >
          {t('connectedGames.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={isRevoking}
          onClick={() => revoke.send({ type: 'revoke.confirm' })}
        >
          {isRevoking ? t('connectedGames.revoking') : t('connectedGames.confirm')}
        </button>
      </div>
    </Popup>
  );
}

export { ConnectedGamesPage as Component };
