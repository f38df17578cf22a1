import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { settingsQueries } from '../api/queries/settings-queries';
import { QUESTS } from '../../config/constants';
import type { DateFormat } from '../../i18n/dates';
import { deviceTimeZone, formatInZone } from '../../i18n/zoned-time';
import { useHydrated } from './use-hydrated';
import { useViewer } from './use-viewer';

/**
 * The ONE zone a screen shows its times in and names (docs/architecture.md "Time"): the member's stored zone when
 * signed in, the device's for a visitor. For screens whose answer carries no `timeZone` of its own
 * (lists, receipts). undefined while a member's zone is being read: a time in a zone about to change
 * would be shown wrong first, so the screen waits for it.
 */
export function useScreenZone(): string | undefined {
  const member = useViewer().uid;
  const settings = useQuery(settingsQueries.background({ uid: member, lang: '' }));
  // The server does not know a visitor's zone: its page, and so the hydrating render, waits for it.
  const isHydrated = useHydrated();
  if (member === '') return isHydrated ? (deviceTimeZone() ?? QUESTS.DEFAULT_TIME_ZONE) : undefined;
  // A failed read: the device's zone, still named beside the times, rather than none at all.
  if (settings.isError) return deviceTimeZone() ?? QUESTS.DEFAULT_TIME_ZONE;
  return settings.data?.timeZone;
}

/**
 * Formats instants in the screen's zone (useScreenZone), in docs/product/app.md's formats; `named` adds the zone
 * ("2026-11-28 09:00 (Asia/Taipei)") where a time stands alone, as on a receipt. '' while a member's
 * zone is being read.
 */
export function useZonedFormat(): (
  value: string,
  format?: DateFormat,
  options?: { named?: boolean },
) => string {
  const zone = useScreenZone();
  return useCallback(
    (value, format = 'DATE_TIME', options = {}) =>
      // Until the zone is known a time is not shown in a wrong one; a no-break space keeps its line,
      // so the page does not move when it arrives.
      zone ? formatInZone(value, zone, format) + (options.named ? ` (${zone})` : '') : '\u00a0',
    [zone],
  );
}
