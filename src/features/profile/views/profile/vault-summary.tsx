// The vault on /profile (issue 13): how many games hold a balance, the two largest balances, and a
// way to the whole vault. Reads the vault's own query (shared with /profile/vault) and says its
// own loading and failure; a visitor has no vault, so nothing shows.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { vaultQueries } from '../../api/queries/vault-queries';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { formatAmount } from '../vault/vault-format';
import { sortGames } from '../vault/vault-sorts';
import '../vault/vault.css';

export function VaultSummary() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const games = useQuery({ ...vaultQueries.vault(viewer), enabled: viewer.isSignedIn });
  if (!viewer.isSignedIn) return null;
  const withBalance = (games.data ?? []).filter((g) => g.balance !== null);
  const top = sortGames(withBalance, 'currency', viewer.lang).slice(0, 2);
  return (
    <section className="vault-summary" aria-labelledby="vault-summary-heading">
      <h2 id="vault-summary-heading">{t('vault.summary.heading')}</h2>
      <QueryState
        isPending={games.isPending}
        isError={games.isError && games.data === undefined}
        isEmpty={games.isSuccess && withBalance.length === 0}
        errorKey="vault.summary.loadFailed"
        emptyKey="vault.summary.none"
        onRetry={() => void games.refetch()}
      />
      {withBalance.length > 0 ? (
        <>
          <p className="muted">{t('vault.summary.games', { count: withBalance.length })}</p>
          <ul className="vault-summary__list">
            {top.map((game) => (
              <li key={game.gameId} className="vault-summary__row">
                <span>{game.name}</span>
                <span>
                  {t('vault.amount', {
                    amount: formatAmount(game.balance ?? '0'),
                    currency: game.currency ?? '',
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="vault-summary__more" to={PATHS.PROFILE_VAULT}>
        {t('vault.summary.seeAll')}
      </Link>
    </section>
  );
}
