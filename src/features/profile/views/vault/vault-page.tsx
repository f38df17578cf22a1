// /profile/vault: the member's balance in each partnered game's currency, their NFTs and assets,
// in one of nine orders (vault-sorts.ts). The sort, the open game and its category filter live in
// the address (`?sort=az&game=3&category=Land`), so a reload or a shared link shows the same view.
// Reads only, one request: no machine (decision 032).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { vaultQueries } from '../../api/queries/vault-queries';
import type { Viewer } from '../../../../shared/api/viewer';
import { ASSET_CATEGORIES, type AssetCategory } from '../../../lootbox/api/schemas/lootbox';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { VaultGameRow, hasRewards } from './vault-game-row';
import { VaultSignIn } from './vault-parts';
import { VAULT_SORTS, parseVaultSort, sortGames } from './vault-sorts';
import './vault.css';
import { BackLink } from '../../../../shared/components/back-link';

export function VaultPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  // Watched from the first render, so a refusal of this screen's own read is seen as news.
  const hasSessionEnded = useSessionEnded();
  const { search } = useLocation();
  return (
    <div className="page vault-page">
      <BackLink />
      <h1 className="page-title">{t('vault.heading')}</h1>
      <p className="muted">{t('vault.intro')}</p>
      {viewer.isSignedIn ? (
        <Vault viewer={viewer} />
      ) : (
        <VaultSignIn returnTo={`${PATHS.PROFILE_VAULT}${search}`} hasEnded={hasSessionEnded} />
      )}
    </div>
  );
}

function parseCategory(value: string | null): AssetCategory | null {
  return (ASSET_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as AssetCategory)
    : null;
}

function Vault({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sort = parseVaultSort(params.get('sort'));
  const openGame = Number(params.get('game')) || null;
  const category = parseCategory(params.get('category'));
  const games = useQuery(vaultQueries.vault(viewer));
  const sorted = useMemo(
    () => (games.data ? sortGames(games.data, sort, viewer.lang) : []),
    [games.data, sort, viewer.lang],
  );
  // A member who holds nothing in any game gets one empty state with a way to games, not a row per
  // game saying "coming soon" (issue 28); rows come back as soon as one game holds something.
  const holdsNothing = sorted.length > 0 && !sorted.some(hasRewards);
  // Replace, not push: Back leaves the vault rather than stepping through every sort tried.
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (holdsNothing)
    return (
      <div className="vault-empty">
        <p className="vault-empty__title">{t('vault.nothingYet')}</p>
        <p className="muted">{t('vault.nothingYetHint', { games: sorted.length })}</p>
        <Link className="button button--primary button--block" to={PATHS.EXPLORE}>
          {t('vault.exploreGames')}
        </Link>
      </div>
    );
  return (
    <>
      <label className="vault-sort">
        <span>{t('vault.sortLabel')}</span>
        <select value={sort} onChange={(event) => update({ sort: event.target.value })}>
          {VAULT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`vault.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        isPending={games.isPending}
        isError={games.isError && games.data === undefined}
        isEmpty={games.isSuccess && sorted.length === 0}
        errorKey="vault.loadFailed"
        emptyKey="vault.empty"
        onRetry={() => void games.refetch()}
      />
      {sorted.length > 0 ? (
        <ul className="vault-games">
          {sorted.map((game) => (
            <VaultGameRow
              key={game.gameId}
              game={game}
              isOpen={openGame === game.gameId}
              category={openGame === game.gameId ? category : null}
              onToggle={() =>
                update(
                  openGame === game.gameId
                    ? { game: null, category: null }
                    : { game: String(game.gameId), category: null },
                )
              }
              onCategory={(next) => update({ category: next })}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export { VaultPage as Component };
