import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../../api/schemas/leaderboard';

export const tabId = (period: LeaderboardPeriod) => `leaderboard-tab-${period}`;
export const PANEL_ID = 'leaderboard-panel';

/**
 * This week | All time: a tablist (WAI-ARIA tabs, automatic activation). Arrow keys, Home and End
 * move between the tabs and choose at once; only the chosen tab is in the Tab order.
 */
export function PeriodTabs({
  period,
  onChoose,
}: {
  period: LeaderboardPeriod;
  onChoose: (period: LeaderboardPeriod) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels: Record<LeaderboardPeriod, string> = {
    week: t('leaderboard.tabWeek'),
    all: t('leaderboard.tabAll'),
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const count = LEADERBOARD_PERIODS.length;
    const at = LEADERBOARD_PERIODS.indexOf(period);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % count
        : event.key === 'ArrowLeft'
          ? (at - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onChoose(LEADERBOARD_PERIODS[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div
      className="leaderboard-tabs"
      role="tablist"
      aria-label={t('leaderboard.tabs')}
      onKeyDown={onKeyDown}
    >
      {LEADERBOARD_PERIODS.map((p, index) => (
        <button
          key={p}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(p)}
          type="button"
          role="tab"
          className="leaderboard-tabs__tab"
          aria-selected={p === period}
          aria-controls={PANEL_ID}
          tabIndex={p === period ? 0 : -1}
          onClick={() => onChoose(p)}
        >
          {labels[p]}
        </button>
      ))}
    </div>
  );
}
