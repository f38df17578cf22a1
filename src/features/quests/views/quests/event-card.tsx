import { memo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import type { MajorEventSummary } from '../../api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { formatInZone } from '../../../../i18n/zoned-time';
import { useScreenZone } from '../../../../shared/hooks/use-screen-zone';
import { base } from '../../../../shared/components/icons';
import { formatCount, formatPoints } from '../../../../i18n/points';
import './quests.css';

type EventState = MajorEventSummary['state'];

/** The detail page of a major event: /quests/event_desc?id=7. */
export function eventHref(id: number): string {
  return `${PATHS.QUEST_EVENT_DESC}?id=${id}`;
}

const EVENT_ICONS: Record<EventState, ReactNode> = {
  upcoming: (
    <svg {...base()}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  ),
  live: (
    <svg {...base()}>
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4" />
    </svg>
  ),
  ended: (
    <svg {...base()}>
      <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z" />
      <path d="M4 22v-7" />
    </svg>
  ),
};

export function EventStateBadge({ state }: { state: EventState }) {
  const { t } = useTranslation();
  return (
    <span className={`quest-state event-state--${state}`} data-state={state}>
      {EVENT_ICONS[state]}
      {t(`quests.major.states.${state}`)}
    </span>
  );
}

/**
 * When an event runs, as its state makes it matter: starts, ends, or ended; in the screen's zone, so
 * the list and the event's page read the same deadline.
 */
function eventTime(t: TFunction, event: MajorEventSummary, zone: string): string {
  const date = (at: string) => formatInZone(at, zone);
  if (event.state === 'upcoming') return t('quests.card.startsAt', { date: date(event.startsAt) });
  if (event.state === 'live') return t('quests.card.endsAt', { date: date(event.endsAt) });
  return t('quests.card.endedAt', { date: date(event.endsAt) });
}

/**
 * A major event as a card, the whole card a link to its page: image, title, state with its time,
 * and (`compact` off) its quests, questers and total reward. `compact`: the trending strip's card.
 */
export const EventCard = memo(function EventCard({
  event,
  compact = false,
  eagerImage = false,
}: {
  event: MajorEventSummary;
  compact?: boolean;
  eagerImage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const points = formatPoints(event.rewardPoints, lang);
  const zone = useScreenZone();
  return (
    <Link
      className={`event-card${compact ? ' event-card--compact' : ''}`}
      to={eventHref(event.id)}
      data-event-id={event.id}
    >
      <img
        className="event-card__image"
        src={imageUrl(event.image)}
        alt=""
        width="320"
        height="160"
        loading={eagerImage ? 'eager' : 'lazy'}
      />
      <div className="event-card__body">
        <h3 className="event-card__title">{event.title}</h3>
        <div className="event-card__details">
          <p className="quest-card__tags">
            <EventStateBadge state={event.state} />
            {zone ? <span data-testid="event-time">{eventTime(t, event, zone)}</span> : null}
          </p>
          {compact ? (
            <p className="quest-card__reward">{t('quests.major.reward', { points })}</p>
          ) : (
            <>
              <p className="quest-card__meta">
                <span>
                  {t('quests.major.questCount', {
                    count: event.questCount,
                    formatted: formatCount(event.questCount, lang),
                  })}
                </span>
                <span>
                  {t('quests.major.questerCount', {
                    count: event.questerCount,
                    formatted: formatCount(event.questerCount, lang),
                  })}
                </span>
              </p>
              <p className="quest-card__reward">{t('quests.major.reward', { points })}</p>
            </>
          )}
        </div>
      </div>
    </Link>
  );
});
