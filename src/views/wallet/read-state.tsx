// Loading and failure of one wallet read: the failure says why in the member's language (the
// platform's status, e.g. "Error obtaining rate", or offline, timeout, unreadable answer) and
// offers to try again.
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_KEY } from '../../api/errors';

export function ReadState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error) {
    const key = error instanceof ApiError ? error.messageKey : GENERIC_ERROR_KEY;
    return (
      <div className="query-error" role="alert">
        <p>
          {key
            ? t(key, error instanceof ApiError ? error.messageValues : undefined)
            : error.message}
        </p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (isPending)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  return null;
}
