import { describe, expect, it, vi } from 'vitest';
import { clearMemberData, OFFLINE_CACHES } from './offline-caches';
import { createConnectivityStore } from '../shared/components/offline/connectivity-store';
import { followConnectivity } from './connectivity';

describe('clearMemberData', () => {
  it("deletes the member's data cache only (public lists and images stay)", async () => {
    const storage = { delete: vi.fn(async () => true) };
    await clearMemberData(storage);
    expect(storage.delete).toHaveBeenCalledWith(OFFLINE_CACHES.MEMBER_DATA);
    expect(storage.delete).toHaveBeenCalledTimes(1);
  });
  it('never throws: no Cache Storage, or storage that refuses', async () => {
    await expect(clearMemberData(undefined)).resolves.toBeUndefined();
    const refusing = {
      delete: async () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    await expect(clearMemberData(refusing)).resolves.toBeUndefined();
  });
});

describe('followConnectivity', () => {
  it("follows the browser's online and offline events, and stops when asked", () => {
    const store = createConnectivityStore(true);
    let onLine = false;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
    const stop = followConnectivity(store, window);
    expect(store.getSnapshot().isOnline).toBe(false);
    onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(store.getSnapshot().isOnline).toBe(true);
    stop();
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(store.getSnapshot().isOnline).toBe(true);
    vi.restoreAllMocks();
  });
});
