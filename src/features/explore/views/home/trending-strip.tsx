import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../../shared/api/image-url';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import type { MajorEventSummary } from '../../../quests/api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { QueryState } from '../../../../shared/components/query-state';
import { useViewer } from '../../../../shared/hooks/use-viewer';

/** An event's page: /quests/event_desc?id=7 (the quests screens). */
function eventHref(id: number): string {
  return `${PATHS.QUEST_EVENT_DESC}?id=${id}`;
}

/** The day an event starts, ends or ended, in the screen's zone (as the event's own page). */
function whenText(t: TFunction, event: MajorEventSummary, date: (at: string) => string): string {
  if (event.state === 'upcoming') return t('trending.startsAt', { date: date(event.startsAt) });
  if (event.state === 'live') return t('trending.endsAt', { date: date(event.endsAt) });
  return t('trending.endedAt', { date: date(event.endsAt) });
}

/** The quests feature's trending events as a sideways strip; each card opens its event. */
export function TrendingStrip() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const zoned = useZonedFormat();
  const trending = useQuery(questQueries.trending(viewer));
  const events = trending.data ?? [];
  // Nothing trending: no empty heading.
  if (trending.isSuccess && events.length === 0) return null;
  return (
    <section className="trending" aria-labelledby="home-trending-title">
      <div className="trending__head">
        <h2 id="home-trending-title" className="section-title">
          {t('trending.title')}
        </h2>
        <Link className="trending__all" to={PATHS.QUESTS_MAJOR}>
          {t('trending.seeAll')}
        </Link>
      </div>
      {trending.isError ? (
        <QueryState
          isPending={false}
          isError
          isEmpty={false}
          errorKey="trending.loadFailed"
          emptyKey="trending.loadFailed"
          onRetry={() => void trending.refetch()}
        />
      ) : trending.isPending ? (
        // A card's shape with no content: the same height as the loaded strip, so Home does not shift.
        <ul className="trending__strip" aria-hidden="true">
          <li>
            <div className="trending__card">
              <div className="trending__image" />
              <span className="trending__title">{'\u00a0'}</span>
              <span className="trending__when">{'\u00a0'}</span>
            </div>
          </li>
        </ul>
      ) : (
        <ul className="trending__strip">
          {events.map((event) => (
            <li key={event.id}>
              <Link className="trending__card" to={eventHref(event.id)} data-event-id={event.id}>
                <img
                  className="trending__image"
                  src={imageUrl(event.image)}
                  alt=""
                  width="240"
                  height="100"
                  loading="lazy"
                />
                <span className="trending__title">{event.title}</span>
                <span className="trending__when">
                  {whenText(t, event, (at) => zoned(at, 'DATE'))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
