import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../hooks/use-hydrated';
import { noticeStore } from './notice-store';

/**
 * Danger and success notices, announced once by the live region as they appear. Rendered into
 * <body> so an open popup (which makes the app inert) does not silence them.
 */
export function NoticeHost() {
  const notices = useSyncExternalStore(
    noticeStore.subscribe,
    noticeStore.getSnapshot,
    noticeStore.getSnapshot,
  );
  // No <body> on the server: the log region joins it once the page is hydrated.
  if (!useHydrated()) return null;
  return createPortal(
    <div className="notices" role="log" aria-live="assertive" aria-relevant="additions">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.tone}`}>
          {notice.text}
        </div>
      ))}
    </div>,
    document.body,
  );
}
