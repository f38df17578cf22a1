import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { questQueries } from '../../api/queries/quest-queries';
import { QueryState } from '../../../../shared/components/query-state';
import { EventCard } from './event-card';
import { ListEnd } from '../../../../shared/components/list-end';
import { CardSkeletons } from './quest-skeleton';
import { QuestTabs } from './quest-tabs';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { ScreenZoneNote } from './screen-zone-note';
import { useScreenZone } from '../../../../shared/hooks/use-screen-zone';
import './quests.css';
import { SessionEndedNotice } from '../../../../shared/components/session-ended-notice';

/** /quests/major: the major events (MajorEventList), as an infinite list of cards. */
export function MajorEventsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const query = useInfiniteQuery(questQueries.majorEvents(viewer));
  const events = query.data?.pages.flatMap((page) => page.data) ?? [];
  const zone = useScreenZone();
  return (
    <div className="page quests-page">
      <h1 className="visually-hidden">{t('quests.major.heading')}</h1>
      <QuestTabs />
      <SessionEndedNotice />
      <QueryState
        isPending={query.isPending}
        isError={query.isError && events.length === 0}
        isEmpty={events.length === 0}
        errorKey="quests.major.loadFailed"
        emptyKey="quests.major.empty"
        onRetry={() => void query.refetch()}
      />
      {query.isPending ? <CardSkeletons count={3} kind="event" /> : null}
      {events.length > 0 ? (
        <ul className="quest-list" aria-label={t('quests.major.heading')}>
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} eagerImage={index < 2} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListEnd
        query={query}
        itemCount={events.length}
        loadMoreKey="quests.major.loadMore"
        failedKey="quests.major.loadFailed"
        endKey="quests.major.end"
      />
      <ScreenZoneNote zone={zone} />
    </div>
  );
}

export { MajorEventsPage as Component };
