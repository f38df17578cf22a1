import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/routes';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { gameQueries } from '../../api/queries/game-queries';
import { formatNumber } from '../../../../i18n/format';
import { QueryState } from '../../../../shared/components/query-state';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { BannerSection } from './banner-section';
import { gameHref } from './banner-slide';
import { FavoriteButton } from './favorite-button';
import { SearchPanel } from './search-panel';
import { TrendingStrip } from './trending-strip';
import './home.css';

/** The first cards may be in view at once: their images load at once. */
const EAGER_GAME_IMAGES = 4;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page home-page">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <BannerSection />
      <SearchPanel />
      <TrendingStrip />
      <PartneredGames />
    </div>
  );
}

/** The partnered games, each card a link to its page with the member's heart beside it. */
function PartneredGames() {
  const { t } = useTranslation();
  const { uid, lang } = useViewer();
  const games = useQuery(gameQueries.partnered(lang, uid));
  const list = games.data ?? [];
  return (
    <section aria-labelledby="partnered-title" data-tour="home-games">
      <div className="trending__head">
        <h2 id="partnered-title" className="section-title">
          {t('home.partnered')}
        </h2>
        <Link className="trending__all" to={PATHS.EXPLORE}>
          {t('home.exploreAll')}
        </Link>
      </div>
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
            <Link className="game-card__link" to={gameHref(game.id)} data-game-id={game.id}>
              <img
                src={imageUrl(game.icon)}
                alt=""
                width="64"
                height="64"
                loading={index < EAGER_GAME_IMAGES ? 'eager' : 'lazy'}
              />
              <span className="game-card__text">
                <h3 className="game-card__name">{game.name}</h3>
                <span className="tag">{game.tag}</span>
                <span className="muted small">
                  {t('home.downloads', { downloads: formatNumber(game.downloads) })}
                </span>
              </span>
            </Link>
            <FavoriteButton game={game} viewer={{ uid, lang }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export { HomePage as Component };
