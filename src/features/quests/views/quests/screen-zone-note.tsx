import { useTranslation } from 'react-i18next';
import { zoneLabel } from '../../../../i18n/zoned-time';

/** "Times are in Asia/Taipei (GMT+8).": a list names the zone its dates are in, as each page does. */
export function ScreenZoneNote({ zone }: { zone: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!zone) return null;
  return (
    <p className="muted small" data-testid="screen-zone">
      {t('quests.event.timeZone', { zone: zoneLabel(zone, i18n.language) })}
    </p>
  );
}
