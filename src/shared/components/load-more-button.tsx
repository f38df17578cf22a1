import { useTranslation } from 'react-i18next';

type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Load more" under a paged list while the platform has more; "Loading…" while it comes. */
export function LoadMoreButton({ query, label }: { query: NextPages; label: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button--ghost button--block"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? t('common.loading') : label}
    </button>
  );
}
