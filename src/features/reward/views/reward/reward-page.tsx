import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { rewardQueries } from '../../api/queries/reward-queries';
import type { RewardCalendar } from '../../api/schemas/reward';
import { PATHS } from '../../../../config/routes';
import { formatNumber } from '../../../../i18n/format';
import { formErrorFrom } from '../../../../shared/machines/form-error';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { formatInZone, zoneLabel } from '../../../../i18n/zoned-time';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { CheckInPanel } from './check-in-panel';
import { DayMissions } from './day-missions';
import { GridLegend, MonthGrid } from './month-grid';
import { hasCheckInIntent, rewardAddress } from './reward-address';
import './reward.css';

/** The longest a timer may wait (setTimeout's limit); a longer wait is not needed on one screen. */
const MAX_TIMER_MS = 2_147_483_647;

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const inRange = (month: string) => month >= '2000-01' && month <= '2099-12';

/** /reward: the reward calendar, today's check-in with the streak and its rule, a day's missions. */
export function RewardPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  // The intent is read once: it leaves the address bar as soon as it is taken up.
  const [hasIntent] = useState(() => hasCheckInIntent(search));
  useEffect(() => {
    if (hasIntent) void navigate(rewardAddress.calendar(), { replace: true });
  }, [hasIntent, navigate]);
  const [month, setMonth] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const calendar = useQuery({
    ...rewardQueries.calendar(viewer, month),
    placeholderData: (previous) => previous,
  });
  const data = calendar.data;
  const refetch = calendar.refetch;
  // A new day: the calendar is read again, then a fresh check-in panel opens for its today. Not
  // keyed by today itself: a session that ends mid-check-in reads the calendar as a visitor's (in
  // UTC), and the panel must stay to ask for sign-in.
  const newDay = useCallback(() => {
    void refetch().then(() => setGeneration((n) => n + 1));
  }, [refetch]);

  // When the day turns in the member's zone, the calendar is read again: a new today opens.
  useEffect(() => {
    if (!data) return;
    const wait = Date.parse(data.nextDayAt) - Date.now() + 1000;
    if (!(wait > 0 && wait < MAX_TIMER_MS)) return;
    const timer = setTimeout(newDay, wait);
    return () => clearTimeout(timer);
  }, [data, newDay]);

  return (
    <div className="page reward-page">
      <h1 className="page-title">{t('titles.reward')}</h1>
      {data ? (
        <CalendarBody
          calendar={data}
          isSignedIn={viewer.isSignedIn}
          // The intent is the first panel's only: a new day must wait for a tap.
          hasIntent={hasIntent && generation === 0}
          selected={selected}
          onSelect={setSelected}
          onMonth={(next) => {
            setMonth(next);
            setSelected(null);
          }}
          generation={generation}
          onNewDay={newDay}
          viewer={viewer}
        />
      ) : calendar.isError ? (
        <div className="reward-page__failed">
          <FormErrorText error={formErrorFrom(calendar.error)} asAlert />
          <p>{t('reward.calendar.failed')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void refetch()}
          >
            {t('reward.calendar.retry')}
          </button>
        </div>
      ) : (
        // A screen tall while it loads: the links below arrive out of view, never pushed down in it.
        <p className="muted reward-page__loading" role="status">
          {t('reward.calendar.loading')}
        </p>
      )}
      <nav className="reward-links" aria-label={t('reward.links.heading')}>
        <Link to={PATHS.REWARD_REDEEM}>{t('reward.links.redeem')}</Link>
        <Link to={PATHS.REWARD_HISTORY}>{t('reward.links.history')}</Link>
      </nav>
    </div>
  );
}

function CalendarBody({
  calendar,
  isSignedIn,
  hasIntent,
  selected,
  onSelect,
  onMonth,
  generation,
  onNewDay,
  viewer,
}: {
  calendar: RewardCalendar;
  isSignedIn: boolean;
  hasIntent: boolean;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonth: (month: string) => void;
  /** Bumped when the member asks for the new day: a fresh check-in panel. */
  generation: number;
  onNewDay: () => void;
  viewer: ReturnType<typeof useViewer>;
}) {
  const { t, i18n } = useTranslation();
  const { rule, timeZone } = calendar;
  const todayInMonth = calendar.today.startsWith(calendar.month);
  const day = selected ?? (todayInMonth ? calendar.today : calendar.days[0]!.day);
  const [y, m] = calendar.month.split('-').map(Number) as [number, number];
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, 1));
  const ruleValues = {
    base: formatNumber(rule.basePoints),
    every: rule.bonusEvery,
    bonus: formatNumber(rule.bonusPoints),
  };
  const previous = shiftMonth(calendar.month, -1);
  const next = shiftMonth(calendar.month, 1);
  return (
    <>
      <section className="reward-zone" aria-label={t('reward.streak.heading')}>
        <p>
          {t('reward.zone.line', {
            zone: zoneLabel(timeZone, i18n.language),
            today: calendar.today,
          })}{' '}
          {t('reward.zone.turns', { time: formatInZone(calendar.nextDayAt, timeZone) })}
        </p>
        {isSignedIn ? null : <p className="muted">{t('reward.zone.visitor')}</p>}
      </section>
      <section className="reward-streak" aria-labelledby="streak-heading">
        <h2 id="streak-heading" className="section-title">
          {t('reward.streak.heading')}
        </h2>
        {isSignedIn ? (
          <p className="reward-streak__count">
            {t('reward.streak.count', { count: calendar.streak })}
          </p>
        ) : null}
        <p>{t(isSignedIn ? 'reward.streak.rule' : 'reward.streak.visitorRule', ruleValues)}</p>
      </section>
      <CheckInPanel
        key={generation}
        today={calendar.today}
        todayPoints={calendar.todayPoints}
        timeZone={timeZone}
        isSignedIn={isSignedIn}
        receipt={calendar.receipt}
        // The intent is the first panel's only: a new day must wait for a tap.
        hasIntent={hasIntent && generation === 0}
        onNewDay={onNewDay}
      />
      <section
        className="reward-calendar"
        aria-labelledby="calendar-heading"
        data-tour="reward-calendar"
      >
        <h2 id="calendar-heading" className="section-title">
          {t('reward.calendar.title')}
        </h2>
        <div className="month-nav">
          <button
            type="button"
            className="button button--ghost month-nav__step"
            aria-label={t('reward.calendar.previous')}
            disabled={!inRange(previous)}
            onClick={() => onMonth(previous)}
          >
            ‹
          </button>
          <p className="month-nav__label" aria-live="polite">
            {monthLabel}
          </p>
          <button
            type="button"
            className="button button--ghost month-nav__step"
            aria-label={t('reward.calendar.next')}
            disabled={!inRange(next)}
            onClick={() => onMonth(next)}
          >
            ›
          </button>
        </div>
        <MonthGrid days={calendar.days} selected={day} onSelect={onSelect} />
        <GridLegend />
      </section>
      <DayMissions viewer={viewer} day={day} />
    </>
  );
}

export { RewardPage as Component };
