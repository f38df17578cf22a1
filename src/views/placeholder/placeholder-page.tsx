import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS, titleKeyFor } from '../../config/routes';

/** A route whose screen a later issue builds: it exists, carries its title and says so plainly. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = titleKeyFor(pathname);
  return (
    <div className="page page--centered">
      {titleKey ? <h1 className="page-title">{t(titleKey)}</h1> : null}
      <p className="muted">{t('placeholder.comingSoon')}</p>
      <Link className="button button--ghost" to={PATHS.HOME}>
        {t('placeholder.backHome')}
      </Link>
    </div>
  );
}

export { PlaceholderPage as Component };
