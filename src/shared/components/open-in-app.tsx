import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedAppLink, isAllowedFallback } from '../../config/deep-link';
import { deepLinkMachine } from '../machines/deep-link.machine';
import {
  selectIsAppOpened,
  selectIsStoreOpened,
  selectIsWaitingForApp,
} from '../machines/deep-link.selectors';
import { useAppActors } from '../hooks/app-actors-context';
import { leavePageFor } from '../routing/leave-page';

export type DeepLinkAddresses = { app: string; fallback: string };

/** Shown only for addresses that pass the allowlist (decision 046); nothing otherwise. */
export function OpenInApp({ deepLink }: { deepLink: DeepLinkAddresses | null }) {
  if (!deepLink || !isAllowedAppLink(deepLink.app) || !isAllowedFallback(deepLink.fallback))
    return null;
  return <OpenInAppButton key={`${deepLink.app} ${deepLink.fallback}`} deepLink={deepLink} />;
}

/**
 * "Open in app": the deep link machine tries the app's address and falls back to the store page
 * after 5000 ms. The app taking over hides the page (visibilitychange, or pagehide when the
 * browser leaves it): that cancels the fallback. Leaving the route stops the machine, and its timer.
 */
function OpenInAppButton({ deepLink }: { deepLink: DeepLinkAddresses }) {
  const { t } = useTranslation();
  const { inspect } = useAppActors();
  const link = useActorRef(
    deepLinkMachine.provide({
      actions: {
        openApp: ({ context }) => leavePageFor(context.app),
        openFallback: ({ context }) => leavePageFor(context.fallback),
      },
    }),
    { input: deepLink, inspect },
  );
  const isWaiting = useSelector(link, selectIsWaitingForApp);
  const isOpened = useSelector(link, selectIsAppOpened);
  const isStore = useSelector(link, selectIsStoreOpened);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') link.send({ type: 'page.hide' });
    };
    const onPageHide = () => link.send({ type: 'page.hide' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [link]);

  const status = isWaiting
    ? t('deepLink.opening')
    : isOpened
      ? t('deepLink.opened')
      : isStore
        ? t('deepLink.toStore')
        : '';
  return (
    <div className="open-in-app">
      <button
        type="button"
        className="button button--primary button--block"
        disabled={isWaiting}
        onClick={() => link.send({ type: 'app.open' })}
      >
        {t('deepLink.open')}
      </button>
      <p className="muted open-in-app__status" role="status">
        {status}
      </p>
    </div>
  );
}
