import { useTranslation } from 'react-i18next';
import type { HistoryStatus } from '../../api/schemas/prize';

/** An exchange record's HistoryStatus as a labelled badge: Processing, Success, Fail, To be confirmed. */
export function RecordStatus({ status }: { status: HistoryStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`record-status record-status--${status}`}>
      {t(`exchange.status.${status}`)}
    </span>
  );
}
