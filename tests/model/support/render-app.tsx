// Renders the real app (composition root, router, views, machines) at a URL against a live API.
import { render } from '@testing-library/react';
import { queryClient } from '../../../src/app/query-client';
import { prepareApp } from '../../../src/app/start';
import { i18n } from '../../../src/i18n/i18n';
import { noticeStore } from '../../../src/shared/components/notice-store';
import type { AppActorOptions } from '../../../src/app/app-actors';
import type { CoverageRecorder } from './coverage';
import type { TextKey } from '../../../src/i18n/text-key';

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

export async function renderApp(
  url: string,
  apiBase: string,
  recorder?: CoverageRecorder,
  actors?: AppActorOptions['actors'],
) {
  await appsStopped();
  queryClient.clear();
  window.history.replaceState(null, '', url);
  const app = await prepareApp({ apiBase, inspect: recorder?.inspect, actors });
  const view = render(app.element);
  return { ...app, view, t: (key: TextKey, vars?: Record<string, unknown>) => i18n.t(key, vars) };
}

const stopping = new Set<Promise<void>>();

/**
 * Unmounts the app, then tears it down (its calls in flight cancelled and settled, then its actors
 * stopped), so nothing of one path leaks into the next. The teardown finishes before the next
 * `renderApp` and before the test ends (tests/model/support/setup.ts awaits `appsStopped`).
 */
export function stopApp(app: RenderedApp | null | undefined): void {
  if (!app) return;
  app.view.unmount();
  const done = app.actors.stop().then(() => {
    noticeStore.clear();
    window.history.replaceState(null, '', '/');
  });
  stopping.add(done);
  void done.finally(() => stopping.delete(done));
}

/** Resolves once every app given to `stopApp` is torn down. */
export async function appsStopped(): Promise<void> {
  while (stopping.size > 0) await Promise.all([...stopping]);
}
