import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { noticeStore } from './notice-store';

/**
 * Danger and success notices, announced once by the live region as they appear. Rendered into
 * <body> so an open popup (which makes the app inert) does not silence them.
 */
export function NoticeHost() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot);
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
