import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberQueries } from '../../shared/api/queries/member-queries';
import { TIMING } from '../../config/constants';
import { PATHS } from '../../config/routes';
import { BellIcon, HelpIcon, ShareIcon } from '../../shared/components/icons';
import { useSession } from '../../shared/hooks/use-session';

// Popups load when first opened: they (and dayjs, for message dates) stay off the first route.
const RecentActivitiesPopup = lazy(() => import('./recent-activities-popup'));
const InvitePopup = lazy(() => import('./invite-popup'));
const ServerHelpPopup = lazy(() => import('./server-help-popup'));

type OpenPopup = 'activities' | 'serverHelp' | 'invite' | null;

/** Logo and bell on every titled route; on Profile also server help and invite (docs/product/app.md "Shell"). */
export function Header() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { session, isSignedIn, uid } = useSession();
  const [open, setOpen] = useState<OpenPopup>(null);
  const isProfile = pathname === PATHS.PROFILE;
  // Message polling: never shows the loading bar (docs/product/app.md). Only signed in (enabled); the query
  // client's defaults skip a tick while the page is hidden or the browser offline.
  const recent = useQuery({
    ...memberQueries.recentMessages(uid ?? '', i18n.language),
    enabled: uid !== null,
    refetchInterval: TIMING.MESSAGE_POLL_INTERVAL_MS,
  });
  const unread = recent.data?.unread ?? 0;

  const onBell = () => {
    if (isSignedIn) setOpen('activities');
    else session.send({ type: 'loginPrompt.open' });
  };

  return (
    <header className="app-header">
      {/* Named by its visible text, so a voice command that says what it shows reaches it (WCAG 2.5.3). */}
      <Link to={PATHS.HOME} className="app-header__logo">
        <span aria-hidden="true" className="logo-mark">
          G
        </span>
        <span>{t('app.name')}</span>
      </Link>
      <div className="app-header__actions">
        {isProfile ? (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.serverHelp')}
              onClick={() => setOpen('serverHelp')}
            >
              <HelpIcon />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.invite')}
              onClick={() =>
                isSignedIn ? setOpen('invite') : session.send({ type: 'loginPrompt.open' })
              }
            >
              <ShareIcon />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="icon-button bell"
          aria-label={unread > 0 ? t('header.bellUnread', { count: unread }) : t('header.bell')}
          onClick={onBell}
        >
          <BellIcon />
          {unread > 0 ? (
            <span className="bell__dot" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'activities' && uid ? (
          <RecentActivitiesPopup uid={uid} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'serverHelp' ? <ServerHelpPopup onClose={() => setOpen(null)} /> : null}
        {open === 'invite' && uid ? <InvitePopup uid={uid} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </header>
  );
}
