import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import {
  NO_EXPLORE_FILTER,
  exploreQueries,
  type ExploreFilter,
} from '../../api/queries/explore-queries';
import type { ExploreGame } from '../../api/schemas/explore';
import { formatNumber } from '../../../../i18n/format';
import { LoadMoreButton } from '../../../../shared/components/load-more-button';
import { SearchIcon } from '../../../../shared/components/screen-icons';
import { LoadFailed, Pending, Rating, gameHref } from './explore-kit';
import { BackLink } from '../../../../shared/components/back-link';

const KEYWORD_MAX_CHARS = 64;

/** /explore: search games by name or genre, narrow by a genre chip; every card opens its page. */
export function ExplorePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<ExploreFilter>(NO_EXPLORE_FILTER);
  const genres = useQuery(exploreQueries.genres(lang));
  const games = useInfiniteQuery(exploreQueries.games(lang, filter));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, keyword: draft.trim() }));
  };
  const total = games.data?.pages[0]?.total ?? 0;
  const items = games.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="page explore-page">
      <BackLink />
      <h1 className="page-title">{t('explore.heading')}</h1>
      <form role="search" className="search__form" onSubmit={submit}>
        <input
          type="search"
          className="search__input"
          aria-label={t('explore.searchLabel')}
          placeholder={t('explore.searchPlaceholder')}
          value={draft}
          maxLength={KEYWORD_MAX_CHARS}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="icon-button" aria-label={t('explore.searchSubmit')}>
          <SearchIcon />
        </button>
      </form>
      {genres.data && genres.data.length > 0 ? (
        <div className="genre-chips" role="group" aria-label={t('explore.genres')}>
          {[{ slug: null, name: t('explore.allGenres') }, ...genres.data].map((genre) => (
            <button
              key={genre.slug ?? ''}
              type="button"
              className="chip genre-chip"
              aria-pressed={filter.genre === genre.slug}
              onClick={() => setFilter((f) => ({ ...f, genre: genre.slug }))}
            >
              {genre.name}
            </button>
          ))}
        </div>
      ) : genres.isPending ? (
        // The chips' row, held while the genres load: arriving later, it pushed the games down.
        <div className="genre-chips" aria-hidden="true">
          {[4, 3, 5, 4].map((width, index) => (
            <span
              key={index}
              className="chip genre-chip genre-chip--loading"
              style={{ inlineSize: `${width}em` }}
            />
          ))}
        </div>
      ) : null}
      <section aria-labelledby="explore-results">
        <h2 id="explore-results" className="section-title">
          {t('explore.results')}
        </h2>
        {games.isSuccess ? (
          <p className="muted explore-page__count" role="status">
            {t('explore.resultCount', { count: total, formatted: formatNumber(total) })}
          </p>
        ) : null}
        {games.isPending ? (
          <Pending isPaused={games.isPaused} loadingKey="common.loading" />
        ) : games.isError && items.length === 0 ? (
          <LoadFailed
            headingKey="explore.loadFailed"
            error={games.error}
            onRetry={() => void games.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="muted">{t('explore.noResults')}</p>
        ) : (
          <ul className="explore-games">
            {items.map((game, index) => (
              <li key={game.id}>
                <ExploreGameCard game={game} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
        {games.isFetchNextPageError ? (
          <LoadFailed
            headingKey="explore.loadFailed"
            error={games.error}
            onRetry={() => void games.fetchNextPage()}
          />
        ) : (
          <LoadMoreButton query={games} label={t('explore.loadMore')} />
        )}
      </section>
    </div>
  );
}

function ExploreGameCard({ game, eager }: { game: ExploreGame; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <Link className="explore-card" to={gameHref(game.id)}>
      <img
        className="explore-card__icon"
        src={imageUrl(game.icon)}
        alt=""
        width="56"
        height="56"
        loading={eager ? 'eager' : 'lazy'}
      />
      <span className="explore-card__body">
        <span className="explore-card__name">{game.name}</span>
        <span className="explore-card__meta">
          <span className="tag">{game.tag}</span>
          <Rating rating={game.rating} />
        </span>
        <span className="muted explore-card__downloads">
          {t('game.downloads', { formatted: formatNumber(game.downloads) })}
        </span>
      </span>
    </Link>
  );
}

export { ExplorePage as Component };
