import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../api/image-url';
import { gameQueries } from '../../api/queries/game-queries';
import { formatNumber } from '../../i18n/format';
import { QueryState } from '../components/query-state';
import { SearchPanel } from './search-panel';

/** The first cards are in view at once: their images load at once (one is the page's LCP element). */
const EAGER_GAME_IMAGES = 4;

export function HomePage() {
  const { t, i18n } = useTranslation();
  const games = useQuery(gameQueries.partnered(i18n.language));
  const list = games.data ?? [];
  return (
    <div className="page">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <SearchPanel />
      <section aria-labelledby="partnered-title" data-tour="home-games">
        <h2 id="partnered-title" className="section-title">
          {t('home.partnered')}
        </h2>
        <QueryState
          isPending={games.isPending}
          isError={games.isError}
          isEmpty={list.length === 0}
          errorKey="home.loadFailed"
          emptyKey="home.empty"
          onRetry={() => void games.refetch()}
        />
        <ul className="game-grid">
          {list.map((game, index) => (
            <li key={game.id} className="game-card">
              <img
                src={imageUrl(game.icon)}
                alt=""
                width="64"
                height="64"
                loading={index < EAGER_GAME_IMAGES ? 'eager' : 'lazy'}
                fetchPriority={index < EAGER_GAME_IMAGES ? 'high' : 'auto'}
              />
              <div>
                <h3 className="game-card__name">{game.name}</h3>
                <span className="tag">{game.tag}</span>
                <p className="muted small">
                  {t('home.downloads', { downloads: formatNumber(game.downloads) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { HomePage as Component };
