import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { activityMutations } from '../../api/queries/activity-queries';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useSession } from '../../../../shared/hooks/use-session';
import { ListEnd } from '../../../../shared/components/list-end';
import { MessageItem } from './message-item';
import { BackLink } from '../../../../shared/components/back-link';
import './activity.css';

/** Every message, newest first, loading on as it scrolls (docs/product/help.md), with unread marks and "Mark all read". */
export function ActivityPage() {
  const { t, i18n } = useTranslation();
  const { uid, isSignedIn } = useSession();
  const query = useInfiniteQuery(memberQueries.messagesInfinite(uid ?? '', i18n.language));
  const readAll = useMutation(activityMutations.readAll(uid ?? '', useQueryClient()));
  if (!isSignedIn || !uid) {
    // Signed out, or the session ended here (a mark call answered 401): sign in, then come back.
    return (
      <div className="page page--centered">
        <BackLink />
        <h1 className="page-title">{t('titles.activity')}</h1>
        <p className="muted">{t('loginPrompt.message')}</p>
        <Link className="button button--primary" to={signInReturningTo(PATHS.ACTIVITY)}>
          {t('loginPrompt.confirm')}
        </Link>
      </div>
    );
  }
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];
  // The newest page's count: every page answers it, the first one is refreshed by the marks.
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <div className="page">
      <BackLink />
      <div className="activity-head">
        <h1 className="page-title">{t('titles.activity')}</h1>
        {items.length > 0 ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('activities.markAllRead')}
          </button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <p className="muted small activity-head__count" role="status">
          {unread > 0 ? t('activities.unreadCount', { count: unread }) : t('activities.allRead')}
        </p>
      ) : null}
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
      {items.length > 0 ? (
        <div className="activity-list-end">
          <ListEnd
            query={query}
            itemCount={items.length}
            loadMoreKey="activities.loadMore"
            failedKey="activities.loadFailed"
            endKey="activities.end"
          />
        </div>
      ) : null}
    </div>
  );
}

export { ActivityPage as Component };
