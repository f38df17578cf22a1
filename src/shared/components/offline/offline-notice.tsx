import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { connectivityStore, formatLastUpdated } from './connectivity-store';
import './offline.css';

/**
 * "Offline · last updated 09:41" under the header while the browser has no connection, also when
 * the page itself was opened offline (the service worker served it). The screens below show what
 * the service worker kept; anything that would change data fails at once with `offline.failed`.
 * Online there is no status region at all: screens have their own.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { isOnline, lastUpdatedAtMs, observedAtMs } = useSyncExternalStore(
    connectivityStore.subscribe,
    connectivityStore.getSnapshot,
  );
  if (isOnline) return null;
  return (
    <p className="offline-notice" role="status">
      {lastUpdatedAtMs === null
        ? t('offline.noticeNoTime')
        : t('offline.notice', { time: formatLastUpdated(lastUpdatedAtMs, observedAtMs) })}
    </p>
  );
}
