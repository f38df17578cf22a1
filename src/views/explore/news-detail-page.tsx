import { useTranslation } from 'react-i18next';

/** Issue 16 foundation: the screen's route, chunk and text area exist; its content is being built. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="section-title">{t('explore.heading')}</h1>
    </div>
  );
}

export { NewsDetailPage as Component };
