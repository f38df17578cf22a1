import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { accountMutations, accountQueries } from '../../../account/api/queries/account-queries';
import type { ConnectedGame } from '../../../account/api/schemas/account';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { Popup } from '../../../../shared/components/popup';
import { QueryState } from '../../../../shared/components/query-state';
import { MemberPage } from '../../../../shared/components/member-page';

/** /menu/games: the partnered games the member let sign in with GamerHub, each with "Revoke". */
export function ConnectedGamesPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      heading={t('connectedGames.heading')}
      signInPrompt={t('connectedGames.signInPrompt')}
      signInLabel={t('connectedGames.signIn')}
    >
      {(uid) => <ConnectedGameList uid={uid} />}
    </MemberPage>
  );
}

function ConnectedGameList({ uid }: { uid: string }) {
  const zoned = useZonedFormat();
  const { t, i18n } = useTranslation();
  const games = useQuery(accountQueries.connectedGames(uid, i18n.language));
  const revoke = useMutation(accountMutations.revokeGame(uid, useQueryClient()));
  const [confirming, setConfirming] = useState<ConnectedGame | null>(null);
  const list = games.data ?? [];

  const close = () => {
    setConfirming(null);
    revoke.reset();
  };

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
                onClick={() => setConfirming(game)}
              >
                {t('connectedGames.revoke')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {confirming ? (
        <Popup
          title={t('connectedGames.confirmTitle', { game: confirming.name })}
          placement="center"
          isBusy={revoke.isPending}
          onClose={close}
        >
          <p>{t('connectedGames.confirmMessage', { game: confirming.name })}</p>
          {revoke.isError ? (
            <p role="alert" className="error-text">
              {t('errors.generic')}
            </p>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              disabled={revoke.isPending}
              onClick={close}
            >
              {t('connectedGames.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(confirming.gameId, { onSuccess: close })}
            >
              {revoke.isPending ? t('connectedGames.revoking') : t('connectedGames.confirm')}
            </button>
          </div>
        </Popup>
      ) : null}
    </>
  );
}

export { ConnectedGamesPage as Component };
