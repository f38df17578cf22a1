import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../api/queries/member-queries';
import { LoadMoreButton } from '../components/load-more-button';
import { QueryState } from '../components/query-state';
import { useSession } from '../hooks/use-session';
import { MessageItem } from './message-item';

export function ActivityPage() {
  const { t } = useTranslation();
  const { uid, isSignedIn, session } = useSession();
  const query = useInfiniteQuery(memberQueries.messagesInfinite(uid ?? ''));
  if (!isSignedIn || !uid) {
    return (
      <div className="page page--centered">
        <h1 className="page-title">{t('titles.activity')}</h1>
        <p className="muted">{t('loginPrompt.message')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => session.send({ type: 'loginPrompt.open' })}
        >
          {t('loginPrompt.confirm')}
        </button>
      </div>
    );
  }
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="page">
      <h1 className="page-title">{t('titles.activity')}</h1>
      <QueryState
        isPending={query.isPending}
        isError={query.isError && items.length === 0}
        isEmpty={items.length === 0}
        errorKey="activities.loadFailed"
        emptyKey="activities.empty"
        onRetry={() => void query.refetch()}
      />
      <ul className="message-list" aria-label={t('activities.title')}>
        {items.map((message) => (
          <MessageItem key={message.id} message={message} uid={uid} />
        ))}
      </ul>
      <LoadMoreButton query={query} label={t('activities.loadMore')} />
      {!query.hasNextPage && items.length > 0 ? (
        <p className="muted center">{t('activities.end')}</p>
      ) : null}
    </div>
  );
}

export { ActivityPage as Component };
