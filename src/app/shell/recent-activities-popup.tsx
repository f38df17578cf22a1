import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../shared/api/queries/member-queries';
import { PATHS } from '../../config/routes';
import { Popup } from '../../shared/components/popup';
import { QueryState } from '../../shared/components/query-state';
import { MessageItem } from '../../features/help/views/activity/message-item';

/** The bell's popup: the latest 4 messages (docs/product/app.md) and See All → /activity. */
export function RecentActivitiesPopup({ uid, onClose }: { uid: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery(memberQueries.recentMessages(uid, i18n.language));
  const items = query.data?.data ?? [];
  return (
    <Popup title={t('activities.title')} onClose={onClose}>
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={items.length === 0}
        errorKey="activities.loadFailed"
        emptyKey="activities.empty"
        onRetry={() => void query.refetch()}
      />
      {items.length > 0 ? (
        <ul className="message-list" aria-label={t('activities.title')}>
          {items.map((message) => (
            <MessageItem key={message.id} message={message} uid={uid} />
          ))}
        </ul>
      ) : null}
      <Link className="button button--primary button--block" to={PATHS.ACTIVITY} onClick={onClose}>
        {t('activities.seeAll')}
      </Link>
    </Popup>
  );
}

export default RecentActivitiesPopup;
