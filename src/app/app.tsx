import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { ActorsProvider } from '../views/hooks/app-actors-context';
import type { AppActors } from './app-actors';
import { queryClient } from './query-client';

export function App({
  actors,
  router,
}: {
  actors: AppActors;
  router: ReturnType<typeof createBrowserRouter>;
}) {
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
