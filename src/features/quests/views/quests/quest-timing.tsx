import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../../i18n/zoned-time';
import { timing } from './quest-format';

const MINUTE_MS = 60_000;

/** The time now, moved on once a minute: "ends in 5 minutes" counts down while it is on screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * "Starts …", "Ends in 3 days", "Ends 2026-12-31 23:59", "Ended …" or "No end date". `timeZone`:
 * the zone the screen states its times in (the member's, a visitor's device's: useScreenZone, or an
 * event page's), so a card agrees with the quest's page. Without one yet (a member's zone is being
 * read) a date is left out rather than shown on another clock.
 */
export function QuestTiming({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string | null;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const when = timing(startsAt, endsAt, now);
  const formatAt = (at: string) => formatInZone(at, timeZone!);
  if (timeZone === undefined && when.kind !== 'open' && when.kind !== 'endsIn') return null;
  switch (when.kind) {
    case 'startsAt':
      return <>{t('quests.card.startsAt', { date: formatAt(when.at) })}</>;
    case 'endsAt':
      return <>{t('quests.card.endsAt', { date: formatAt(when.at) })}</>;
    case 'endedAt':
      return <>{t('quests.card.endedAt', { date: formatAt(when.at) })}</>;
    case 'open':
      return <>{t('quests.card.noEnd')}</>;
    case 'endsIn':
      return (
        <>
          {when.unit === 'days'
            ? t('quests.card.endsInDays', { count: when.count })
            : when.unit === 'hours'
              ? t('quests.card.endsInHours', { count: when.count })
              : t('quests.card.endsInMinutes', { count: when.count })}
        </>
      );
  }
}
