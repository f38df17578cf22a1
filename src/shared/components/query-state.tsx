import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

/** The loading, failed and empty states every list shares, each with a clear translated message. */
export function QueryState({
  isPending,
  isError,
  isEmpty,
  errorKey,
  emptyKey,
  onRetry,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorKey: TextKey;
  emptyKey: TextKey;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (isError)
    return (
      <div className="query-error" role="alert">
        <p>{t(errorKey)}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (isEmpty) return <p className="muted">{t(emptyKey)}</p>;
  return null;
}
