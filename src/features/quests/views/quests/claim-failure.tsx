import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormError } from '../../../../shared/machines/form-error';
import { FormErrorText } from '../../../../shared/components/form-error-text';

/**
 * A failed claim, for a quest or an event quest: the translated reason, then Retry when the same
 * claim may be sent again (the server's key makes it safe), else the caller's "check again".
 */
export function ClaimFailure({
  error,
  onRetry,
  checkAgain,
  className,
  buttonSize,
}: {
  error: FormError | null;
  onRetry: () => void;
  checkAgain: ReactNode;
  className?: string;
  buttonSize: 'block' | 'small';
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <FormErrorText error={error} asAlert />
      {error?.retryable ? (
        <button
          type="button"
          className={`button button--primary button--${buttonSize}`}
          onClick={onRetry}
        >
          {t('quests.claim.retry')}
        </button>
      ) : (
        checkAgain
      )}
    </div>
  );
}
