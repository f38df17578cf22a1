// The offline notice and the update prompt, rendered with the real texts in each language, and the
// small stores behind them.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../i18n/i18n';
import { LANGUAGES } from '../../../config/constants';
import {
  connectivityStore,
  createConnectivityStore,
  formatLastUpdated,
} from './connectivity-store';
import { OfflineNotice } from './offline-notice';
import { createUpdateStore, updateStore } from './update-store';
import { UpdatePrompt } from './update-prompt';

const at = (iso: string) => new Date(iso).getTime();

describe('connectivity store', () => {
  it('online: no "last updated"', () => {
    const store = createConnectivityStore(true);
    store.recordAnswer(at('2026-11-24T09:00:00'));
    expect(store.getSnapshot()).toMatchObject({ isOnline: true, lastUpdatedAtMs: null });
  });
  it('offline before any answer: the newest answer received online', () => {
    const store = createConnectivityStore(true);
    store.recordAnswer(at('2026-11-24T09:00:00'));
    store.recordAnswer(at('2026-11-24T09:30:00'));
    store.setOnline(false);
    expect(store.getSnapshot()).toMatchObject({
      isOnline: false,
      lastUpdatedAtMs: at('2026-11-24T09:30:00'),
    });
  });
  it('offline answers (kept by the service worker): the oldest of them', () => {
    const store = createConnectivityStore(false);
    expect(store.getSnapshot().lastUpdatedAtMs).toBeNull();
    store.recordAnswer(at('2026-11-24T08:10:00'));
    store.recordAnswer(at('2026-11-24T07:55:00'));
    store.recordAnswer(at('2026-11-24T08:30:00'));
    expect(store.getSnapshot().lastUpdatedAtMs).toBe(at('2026-11-24T07:55:00'));
  });
  it('a new time offline starts afresh; back online it is gone', () => {
    const store = createConnectivityStore(false);
    store.recordAnswer(at('2026-11-24T07:00:00'));
    store.setOnline(true);
    expect(store.getSnapshot().lastUpdatedAtMs).toBeNull();
    store.recordAnswer(at('2026-11-24T10:00:00'));
    store.setOnline(false);
    expect(store.getSnapshot().lastUpdatedAtMs).toBe(at('2026-11-24T10:00:00'));
  });
  it('tells listeners only of changes, and ignores an unreadable time', () => {
    const store = createConnectivityStore(true);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setOnline(true);
    store.recordAnswer(Number.NaN);
    expect(listener).not.toHaveBeenCalled();
    store.setOnline(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('formatLastUpdated', () => {
  const now = at('2026-11-24T18:05:00');
  it('HH:mm today', () => expect(formatLastUpdated(at('2026-11-24T09:07:00'), now)).toBe('09:07'));
  it('YYYY-MM-DD HH:mm on another day', () =>
    expect(formatLastUpdated(at('2026-11-23T23:59:00'), now)).toBe('2026-11-23 23:59'));
});

describe('update store', () => {
  it('nothing waits until a version is offered; applying runs what was offered', async () => {
    const store = createUpdateStore();
    expect(store.getSnapshot()).toBe(false);
    const apply = vi.fn(async () => {});
    store.offer(apply);
    expect(store.getSnapshot()).toBe(true);
    await store.apply();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe.each(LANGUAGES)('in %s', (lang) => {
  beforeAll(async () => {
    await loadLanguage(lang);
  });
  const renderIn = (node: React.ReactNode) =>
    render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

  it('the offline notice shows only offline, with the time of the kept data', () => {
    renderIn(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => connectivityStore.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(i18n.t('offline.noticeNoTime'));
    const kept = Date.now() - 60_000;
    act(() => connectivityStore.recordAnswer(kept));
    const text = screen.getByRole('status').textContent;
    expect(text).toBe(i18n.t('offline.notice', { time: formatLastUpdated(kept, Date.now()) }));
    expect(text).not.toContain('{{');
    act(() => connectivityStore.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the update prompt appears when a version waits, and Reload applies it once', async () => {
    renderIn(<UpdatePrompt />);
    // The store lives as long as the page: nothing waits until the first language's test offers.
    if (lang === LANGUAGES[0]) expect(screen.queryByRole('status')).toBeNull();
    const apply = vi.fn(async () => {});
    act(() => updateStore.offer(apply));
    expect(screen.getByRole('status').textContent).toContain(i18n.t('update.available'));
    const reload = screen.getByRole('button', { name: i18n.t('update.reload') });
    fireEvent.click(reload);
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(reload).toHaveProperty('disabled', true);
  });
});
