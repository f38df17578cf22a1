// Renders the real app (composition root, router, views, machines) at a URL against a live API.
import { render } from '@testing-library/react';
import { queryClient } from '../../../src/app/query-client';
import { prepareApp } from '../../../src/app/start';
import { i18n } from '../../../src/i18n/i18n';
import type { CoverageRecorder } from './coverage';

export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;

export async function renderApp(url: string, apiBase: string, recorder?: CoverageRecorder) {
  queryClient.clear();
  window.history.replaceState(null, '', url);
  const app = await prepareApp({ apiBase, inspect: recorder?.inspect });
  const view = render(app.element);
  return { ...app, view, t: (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars) };
}
