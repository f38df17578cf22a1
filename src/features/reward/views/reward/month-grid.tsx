import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '../../api/schemas/reward';
import { formatNumber } from '../../../../i18n/format';

/** Monday first (ISO weeks, as the week quests count). */
const WEEK_OF_JAN_2024 = [1, 2, 3, 4, 5, 6, 7].map((d) => Date.UTC(2024, 0, d));

function weekdayNames(lang: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return WEEK_OF_JAN_2024.map((ms) => ({ short: short.format(ms), long: long.format(ms) }));
}

/** Blank cells before the 1st: how far Monday is from the month's first weekday. */
function leadingBlanks(firstDay: string): number {
  const [y, m, d] = firstDay.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/**
 * The month as a grid of day buttons: each says its check-in state, what it paid or will pay and
 * how many missions it has (in full in its accessible name, a hidden sentence); tapping one lists its missions.
 */
export function MonthGrid({
  days,
  selected,
  onSelect,
}: {
  days: readonly CalendarDay[];
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = weekdayNames(i18n.language);
  const blanks = days.length > 0 ? leadingBlanks(days[0]!.day) : 0;
  return (
    <div className="month-grid">
      {names.map((name) => (
        <abbr key={name.long} className="month-grid__weekday" title={name.long}>
          {name.short}
        </abbr>
      ))}
      {Array.from({ length: blanks }, (_, i) => (
        <span key={`blank-${i}`} aria-hidden="true" />
      ))}
      {days.map((d) => {
        const missions = t('reward.calendar.missions', { count: d.missions });
        const points = d.points === null ? '' : formatNumber(d.points);
        const label = t(`reward.calendar.day.${d.status}`, { date: d.day, points, missions });
        return (
          <button
            key={d.day}
            type="button"
            className={`month-day month-day--${d.status}`}
            aria-pressed={d.day === selected}
            onClick={() => onSelect(d.day)}
          >
            <span className="visually-hidden">{label}</span>
            <span className="month-day__date" aria-hidden="true">
              {Number(d.day.slice(8))}
            </span>
            <span className="month-day__mark" aria-hidden="true">
              {d.status === 'checkedIn' ? '✓' : d.points !== null ? `+${points}` : '·'}
            </span>
            <span className="month-day__missions" aria-hidden="true">
              {d.missions > 0 ? d.missions : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** What the marks mean. */
export function GridLegend() {
  const { t } = useTranslation();
  return (
    <dl className="grid-legend" aria-label={t('reward.calendar.legend.heading')}>
      <div>
        <dt className="month-day--checkedIn">✓</dt>
        <dd>{t('reward.calendar.legend.checkedIn')}</dd>
      </div>
      <div>
        <dt className="month-day--missed">·</dt>
        <dd>{t('reward.calendar.legend.missed')}</dd>
      </div>
      <div>
        <dt className="month-day--today">○</dt>
        <dd>{t('reward.calendar.legend.today')}</dd>
      </div>
      <div>
        <dt className="month-day--upcoming">+</dt>
        <dd>{t('reward.calendar.legend.upcoming')}</dd>
      </div>
      <div>
        <dt className="month-day__missions-key">7</dt>
        <dd>{t('reward.calendar.legend.missions')}</dd>
      </div>
    </dl>
  );
}
