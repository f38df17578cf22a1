// Feeds the offline notice's store from the browser's online/offline events.
import {
  connectivityStore,
  type ConnectivityStore,
} from '../shared/components/offline/connectivity-store';

export function followConnectivity(
  store: Pick<ConnectivityStore, 'setOnline'> = connectivityStore,
  target: Window = window,
): () => void {
  const sync = () => store.setOnline(target.navigator.onLine);
  target.addEventListener('online', sync);
  target.addEventListener('offline', sync);
  sync();
  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', sync);
  };
}
