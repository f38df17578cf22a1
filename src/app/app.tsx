import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { ActorsProvider } from '../shared/hooks/app-actors-context';
import type { AppActors } from './app-actors';
import { followConnectivity } from './connectivity';
import { handOverFirstVisitAnswers } from './first-visit-answers';
import { queryClient } from './query-client';

export function App({
  actors,
  router,
}: {
  actors: AppActors;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useEffect(() => followConnectivity(), []);
  useEffect(() => {
    // After the first render, production builds only: the worker is not the first route's concern.
    if (!import.meta.env.PROD) return;
    void import('./register-sw').then((m) =>
      m.registerServiceWorker({
        // What the page already read is kept as the worker would have kept it, never asked again
        // (decision 054).
        onFirstControl: handOverFirstVisitAnswers,
        // The store rides with the prompt, after hydration (shell/late-shell.tsx): loaded by now.
        offerUpdate: (apply) =>
          void import('./shell/late-shell').then((m) => m.updateStore.offer(apply)),
        language: () => i18n.language,
        onLanguageChange: (listener) => void i18n.on('languageChanged', listener),
      }),
    );
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ActorsProvider actors={actors}>
          <RouterProvider router={router} />
        </ActorsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
