// Every tab of the app shares localStorage, and so the stored login (docs/product/app.md). When another tab
// signs out, or in (as the same or another member), this tab follows at once instead of at its
// next call. The browser tells other tabs only: a tab's own writes never come back here.
import type { ActorRefFrom } from 'xstate';
import { STORAGE_KEYS } from '../config/storage-keys';
import { persistence } from '../shared/machines/persistence';
import type { sessionMachine } from '../shared/machines/session.machine';

export function followOtherTabs(
  session: ActorRefFrom<typeof sessionMachine>,
  target: Window = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all of storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.LOGIN_INFO) return;
    if (session.getSnapshot().status !== 'active') return;
    const stored = persistence.readLoginInfo();
    const current = session.getSnapshot().context.loginInfo;
    if (stored?.access_token === current?.access_token) return;
    if (current) session.send({ type: 'session.endedElsewhere' });
    if (stored) session.send({ type: 'session.signIn', loginInfo: stored });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
