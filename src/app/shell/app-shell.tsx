import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isNavHidden, titleKeyFor } from '../../config/routes';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { ProgressBar } from '../../shared/components/progress-bar';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { LateParts, OfflineNotice } from './late-parts';

/**
 * The frame around every route: progress bar, header on titled routes, the offline notice, bottom
 * nav, popups and the update prompt.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = titleKeyFor(pathname);
  const navHidden = isNavHidden(pathname);
  // The browser's own parts (its connection, the worker's update, <body>'s notices, the popups
  // from storage and the member's queue): never in a page the server rendered, so not in the
  // render that hydrates it either; they join it right after (decision 060).
  const isHydrated = useHydrated();

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  }, [titleKey, t]);

  return (
    <div className={`app ${navHidden ? '' : 'app--with-nav'}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {/* The window is the page's scroll container: a new screen opens at its top, Back and Forward
          return to the offset the member left that entry at (keyed by history entry). A screen
          that only changes its own query (a filter, a range) passes preventScrollReset. */}
      <ScrollRestoration />
      <ProgressBar />
      {titleKey ? <Header /> : null}
      {isHydrated ? <OfflineNotice /> : null}
      <main id="main" className="app-main">
        <Outlet />
        {/* The announcement notice's place (the late shell's chunk, decision 041): after the page's
            own content, in the flow, so its arrival moves nothing on screen and covers nothing. */}
        <div id="announcement-slot" />
      </main>
      {navHidden ? null : <BottomNav />}
      {isHydrated ? <LateParts /> : null}
    </div>
  );
}
