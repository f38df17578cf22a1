import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../config/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <h1 className="page-title">{t('titles.notFound')}</h1>
      <p className="muted">{t('notFound.message')}</p>
      <Link className="button button--primary" to={PATHS.HOME}>
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}

export { NotFoundPage as Component };
