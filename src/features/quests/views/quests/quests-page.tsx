import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { gameQueries } from '../../../explore/api/queries/game-queries';
import { questQueries } from '../../api/queries/quest-queries';
import { QUEST_KINDS } from '../../api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { EventCard } from './event-card';
import { ListEnd } from '../../../../shared/components/list-end';
import { QuestCard } from './quest-card';
import {
  isFiltered,
  listFilterSearch,
  parseListFilter,
  questListFilter,
  type GameFilter,
  type KindFilter,
  type ListFilter,
} from './quest-filter';
import { CardSkeletons } from './quest-skeleton';
import { QuestTabs } from './quest-tabs';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { useScreenZone } from '../../../../shared/hooks/use-screen-zone';
import { ScreenZoneNote } from './screen-zone-note';
import './quests.css';
import { SessionEndedNotice } from '../../../../shared/components/session-ended-notice';

/** The first cards are in view at once: their images load at once. */
const EAGER_IMAGES = 3;

/**
 * /quests: trending events, then the member's quests (active and available first, as the server
 * orders them) filtered by game and kind. The filter lives in the address (`?game=…&kind=…`), so
 * back, forward and reload keep it; a value that is not exactly right shows All.
 */
export function QuestsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const zone = useScreenZone();
  const games = useQuery(gameQueries.partnered(viewer.lang, viewer.uid));
  const filter = parseListFilter(
    params,
    games.data?.map((game) => game.id),
  );
  return (
    <div className="page quests-page">
      <h1 className="visually-hidden">{t('quests.list.heading')}</h1>
      <QuestTabs />
      <SessionEndedNotice />
      <TrendingEvents />
      <Filters filter={filter} games={games.data ?? []} />
      <QuestList game={filter.game} kind={filter.kind} />
      <ScreenZoneNote zone={zone} />
    </div>
  );
}

/** Memoised: the partnered games arriving (the page's own query) does not draw it again. */
const TrendingEvents = memo(function TrendingEvents() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const trending = useQuery(questQueries.trending(viewer));
  // A card's time line waits for the member's zone; drawn without it, each card is a line shorter
  // and the page moves when the zone arrives (the route's loader can answer the events first).
  const isZoneKnown = useScreenZone() !== undefined;
  const events = trending.data ?? [];
  // Nothing trending: no empty heading. A failure says so, with a retry.
  if (trending.isSuccess && events.length === 0) return null;
  return (
    <section className="quest-section" aria-labelledby="trending-title">
      <h2 id="trending-title" className="section-title">
        {t('quests.trending.title')}
      </h2>
      {trending.isError ? (
        <QueryState
          isPending={false}
          isError
          isEmpty={false}
          errorKey="quests.trending.loadFailed"
          emptyKey="quests.trending.loadFailed"
          onRetry={() => void trending.refetch()}
        />
      ) : trending.isPending || !isZoneKnown ? (
        <div className="event-strip event-strip--loading" aria-hidden="true" />
      ) : (
        <ul className="event-strip">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} compact eagerImage={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

function Chip({ next, isOn, label }: { next: ListFilter; isOn: boolean; label: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      className="chip chip--ticked"
      aria-pressed={isOn}
      onClick={() => {
        if (isOn) return;
        // A new history entry per choice: back returns to the previous filter. The same screen:
        // it stays where the member is rather than opening at its top as a new screen would.
        setParams(new URLSearchParams(listFilterSearch(next, params)), {
          preventScrollReset: true,
        });
      }}
    >
      {label}
    </button>
  );
}

function Filters({ filter, games }: { filter: ListFilter; games: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const gameChoices: { value: GameFilter; label: string }[] = [
    { value: 'all', label: t('quests.filters.all') },
    { value: 'platform', label: t('quests.filters.platform') },
    ...games.map((game) => ({ value: game.id, label: game.name })),
  ];
  const kindChoices: { value: KindFilter; label: string }[] = [
    { value: 'all', label: t('quests.filters.all') },
    ...QUEST_KINDS.map((kind) => ({ value: kind, label: t(`quests.kinds.${kind}`) })),
  ];
  return (
    <div className="quest-filters">
      <div className="chip-group" role="group" aria-labelledby="filter-game">
        <span id="filter-game" className="chip-group__label">
          {t('quests.filters.game')}
        </span>
        <div className="chip-row">
          {gameChoices.map((choice) => (
            <Chip
              key={String(choice.value)}
              next={{ ...filter, game: choice.value }}
              isOn={filter.game === choice.value}
              label={choice.label}
            />
          ))}
        </div>
      </div>
      <div className="chip-group" role="group" aria-labelledby="filter-kind">
        <span id="filter-kind" className="chip-group__label">
          {t('quests.filters.kind')}
        </span>
        <div className="chip-row">
          {kindChoices.map((choice) => (
            <Chip
              key={choice.value}
              next={{ ...filter, kind: choice.value }}
              isOn={filter.kind === choice.value}
              label={choice.label}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

/** Memoised on the filter's two values: the games or trending events arriving leave it as it is. */
const QuestList = memo(function QuestList({ game, kind }: { game: GameFilter; kind: KindFilter }) {
  const zone = useScreenZone();
  const { t } = useTranslation();
  const filter: ListFilter = { game, kind };
  const viewer = useViewer();
  const query = useInfiniteQuery(questQueries.list(viewer, questListFilter(filter)));
  const quests = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="quest-section" aria-labelledby="quest-list-title" data-tour="quests-list">
      <h2 id="quest-list-title" className="visually-hidden">
        {t('quests.list.label')}
      </h2>
      {query.isPending ? (
        <>
          <QueryState
            isPending
            isError={false}
            isEmpty={false}
            errorKey="quests.list.loadFailed"
            emptyKey="quests.list.empty"
            onRetry={() => undefined}
          />
          <CardSkeletons />
        </>
      ) : quests.length === 0 && !query.isError ? (
        <div className="empty-state quest-empty">
          <p>{t('quests.list.empty')}</p>
          {isFiltered(filter) ? (
            <Link className="button button--ghost" to={PATHS.QUESTS}>
              {t('quests.list.clearFilters')}
            </Link>
          ) : null}
        </div>
      ) : (
        <QueryState
          isPending={false}
          isError={query.isError && quests.length === 0}
          isEmpty={false}
          errorKey="quests.list.loadFailed"
          emptyKey="quests.list.empty"
          onRetry={() => void query.refetch()}
        />
      )}
      {quests.length > 0 ? (
        <ul className="quest-list">
          {quests.map((quest, index) => (
            <li key={quest.id}>
              <QuestCard
                quest={quest}
                isVisitor={!viewer.isSignedIn}
                eagerImage={index < EAGER_IMAGES}
                timeZone={zone}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ListEnd
        query={query}
        itemCount={quests.length}
        loadMoreKey="quests.list.loadMore"
        failedKey="quests.list.moreFailed"
        endKey="quests.list.end"
      />
    </section>
  );
});

export { QuestsPage as Component };
