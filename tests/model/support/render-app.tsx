// Renders the real app (composition root, router, views, machines) at a URL against a live API.
import { render } from '@testing-library/react';
import { queryClient } from '../../../src/app/query-client';
import { prepareApp } from '../../../src/app/start';
import { i18n } from '../../../src/i18n/i18n';
import { noticeStore } from '../../../src/views/components/notice-store';
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
  queryClient.clear();
  window.history.replaceState(null, '', url);
  const app = await prepareApp({ apiBase, inspect: recorder?.inspect, actors });
  const view = render(app.element);
  return { ...app, view, t: (key: TextKey, vars?: Record<string, unknown>) => i18n.t(key, vars) };
}

/** Unmounts the app and stops its actors, so nothing of one path leaks into the next. */
export function stopApp(app: RenderedApp | null | undefined): void {
  if (!app) return;
  app.view.unmount();
  app.actors.session.stop();
  app.actors.preferences.stop();
  app.actors.loading.stop();
  noticeStore.clear();
  window.history.replaceState(null, '', '/');
}
