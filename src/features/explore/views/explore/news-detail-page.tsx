import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { exploreQueries } from '../../api/queries/explore-queries';
import { hasStatus } from '../../../../shared/api/refusals';
import { LoadFailed, NotFound, Pending, gameHref, idOfSearch } from './explore-kit';
import { BackLink } from '../../../../shared/components/back-link';

/** /explore/news?id=N: one news item, its date and body. A bad or unknown id says so. */
export function NewsDetailPage() {
  const id = idOfSearch(useLocation().search);
  if (id === null) return <NotFound messageKey="news.notFound" />;
  return <NewsScreen key={id} newsId={id} />;
}

function NewsScreen({ newsId }: { newsId: number }) {
  const { t, i18n } = useTranslation();
  const news = useQuery(exploreQueries.news(i18n.language, newsId));
  if (news.isPending)
    return (
      <div className="page">
        <BackLink />
        <Pending isPaused={news.isPaused} loadingKey="news.loading" />
      </div>
    );
  if (news.isError) {
    if (hasStatus(news.error, ['DataNotExist'])) return <NotFound messageKey="news.notFound" />;
    return (
      <div className="page">
        <BackLink />
        <LoadFailed
          headingKey="news.loadFailed"
          error={news.error}
          onRetry={() => void news.refetch()}
        />
      </div>
    );
  }
  const item = news.data;
  return (
    <article className="page news-page">
      <BackLink />
      <img
        className="news-page__cover"
        src={imageUrl(item.cover)}
        alt=""
        width="390"
        height="195"
        fetchPriority="high"
      />
      <h1 className="page-title">{item.title}</h1>
      <p className="muted">
        <time dateTime={item.publishedAt}>
          {t('news.published', { date: item.publishedAt.slice(0, 10) })}
        </time>
      </p>
      <p className="news-page__body">{item.body}</p>
      {item.game ? (
        <Link className="button button--ghost button--block" to={gameHref(item.game.id)}>
          {t('news.aboutGame', { game: item.game.name })}
        </Link>
      ) : null}
    </article>
  );
}

export { NewsDetailPage as Component };
