// The danger/success notices (toasts). A tiny external store: the request helper and machines'
// provided actions push, <NoticeHost> renders through useSyncExternalStore.
import { TIMING } from '../../config/constants';

export type Notice = { id: number; tone: 'danger' | 'success'; text: string };

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

export const noticeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Notice[] => notices,
  push(tone: Notice['tone'], text: string): void {
    // The same text twice in a row (two failing calls at once) shows once.
    if (notices.some((n) => n.text === text)) return;
    const notice = { id: nextId++, tone, text };
    emit([...notices, notice]);
    // Errors stay twice as long: they usually ask the member to do something.
    const ms = tone === 'danger' ? TIMING.NOTICE_DURATION_MS * 2 : TIMING.NOTICE_DURATION_MS;
    setTimeout(() => noticeStore.dismiss(notice.id), ms);
  },
  /** Drops every notice (a fresh start: tests between paths). */
  clear(): void {
    emit([]);
  },
  dismiss(id: number): void {
    emit(notices.filter((n) => n.id !== id));
  },
};
