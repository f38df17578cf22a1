import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PATHS } from '../../config/routes';

/**
 * What a route shows when its code or its loader fails (a chunk missing after a deploy, a flaky link,
 * a bug): a translated page with a way on, never the router's developer page. Both ways load the
 * document afresh, so a stale page picks up the chunks of the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page page--centered" role="alert">
      <h1 className="page-title">{t('routeError.heading')}</h1>
      <p className="muted">{t(isOffline ? 'routeError.offline' : 'routeError.message')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('routeError.retry')}
      </button>
      <a className="button button--ghost" href={PATHS.HOME}>
        {t('routeError.home')}
      </a>
    </div>
  );
}
