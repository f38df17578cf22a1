// Loading and failure of one wallet read: the failure says why in the member's language (the
// platform's status, e.g. "Error obtaining rate", or offline, timeout, unreadable answer) and
// offers to try again. Loading is said to screen readers only: on screen the card holds grey
// shapes of its loaded size (Skeleton), so nothing moves when the figures arrive (issue 28 item 6).
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_KEY } from '../../../../shared/api/errors';

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
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
    );
  return null;
}

/** A grey bar one line of text high, where a figure will be (decorative: ReadState says "Loading…"). */
export function Skeleton({ width = '60%' }: { width?: string }) {
  return (
    <span className="skeleton wallet-skeleton" style={{ inlineSize: width }}>
      {'\u00a0'}
    </span>
  );
}
