import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import { LoadMoreButton } from './load-more-button';
import { useLoadOnScroll } from '../hooks/use-load-on-scroll';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The foot of an infinite list: a sentinel that loads the next page as it scrolls into view, the
 * visible "Load more" button for keyboards and screen readers (and where scrolling cannot tell), a
 * failed page's message, and the end-of-list line once everything is there.
 */
export function ListEnd({
  query,
  itemCount,
  loadMoreKey,
  failedKey,
  endKey,
}: {
  query: Pages;
  itemCount: number;
  loadMoreKey: TextKey;
  failedKey: TextKey;
  endKey: TextKey;
}) {
  const { t } = useTranslation();
  const sentinel = useLoadOnScroll(query);
  return (
    <div className="list-end">
      {query.isError && itemCount > 0 ? (
        <p className="error-text" role="alert">
          {t(failedKey)}
        </p>
      ) : null}
      <LoadMoreButton query={query} label={t(loadMoreKey)} />
      {!query.hasNextPage && itemCount > 0 ? (
        <p className="muted center small">{t(endKey)}</p>
      ) : null}
      <div ref={sentinel} className="list-end__sentinel" aria-hidden="true" />
    </div>
  );
}
