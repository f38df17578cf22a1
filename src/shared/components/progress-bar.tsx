import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsLoading } from '../machines/loading.machine';
import { useAppActors } from '../hooks/app-actors-context';

/** The loading flag of docs/product/app.md, made visible. */
export function ProgressBar() {
  const { t } = useTranslation();
  const isLoading = useSelector(useAppActors().loading, selectIsLoading);
  if (!isLoading) return null;
  return <div className="progress-bar" role="progressbar" aria-label={t('common.loading')} />;
}
