import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { gameQueries } from '../../api/queries/game-queries';
import { SearchIcon } from '../../../../shared/components/screen-icons';
import { QueryState } from '../../../../shared/components/query-state';
import { PATHS } from '../../../../config/routes';
import { gameHref } from './banner-slide';

const KEYWORD_MAX_CHARS = 64;

/** Keyword search over games and news (docs/product/explore.md "Search panel"): Enter or the icon starts it. */
export function SearchPanel() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const search = useQuery(gameQueries.search(keyword, i18n.language));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };

  return (
    <section className="search" aria-label={t('search.label')}>
      <form role="search" className="search__form" onSubmit={submit}>
        <input
          type="search"
          className="search__input"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={draft}
          maxLength={KEYWORD_MAX_CHARS}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="icon-button" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </form>
      {keyword && (search.isPending || search.isError) ? (
        <QueryState
          isPending={search.isPending}
          isError={search.isError}
          isEmpty={false}
          errorKey="search.failed"
          emptyKey="search.failed"
          onRetry={() => void search.refetch()}
        />
      ) : null}
      {keyword && search.data ? (
        <div className="search__results">
          <h2 className="section-title">{t('search.games')}</h2>
          {search.data.games.length === 0 ? (
            <p className="muted">{t('search.noGames', { keyword })}</p>
          ) : (
            <ul className="game-results" aria-label={t('search.games')}>
              {search.data.games.map((game) => (
                <li key={game.id}>
                  <Link className="game-result" to={gameHref(game.id)}>
                    <img src={imageUrl(game.icon)} alt="" width="40" height="40" loading="lazy" />
                    <span className="game-result__name">{game.name}</span>
                    <span className="tag">{game.tag}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h2 className="section-title">{t('search.news')}</h2>
          {search.data.news.length === 0 ? (
            <p className="muted">{t('search.noNews', { keyword })}</p>
          ) : (
            <ul className="news-results" aria-label={t('search.news')}>
              {search.data.news.map((news) => (
                <li key={news.id}>
                  <Link className="news-result" to={`${PATHS.NEWS_DETAIL}?id=${news.id}`}>
                    {news.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
