import { useSyncExternalStore } from 'react';
import { noticeStore } from './notice-store';

/** Danger and success notices, announced to screen readers as they appear. */
export function NoticeHost() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot);
  return (
    <div className="notices" aria-live="assertive" aria-atomic="false">
      {notices.map((notice) => (
        <div key={notice.id} role={notice.tone === 'danger' ? 'alert' : 'status'} className={`notice notice--${notice.tone}`}>
          {notice.text}
        </div>
      ))}
    </div>
  );
}
