import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { updateStore } from './update-store';
import './offline.css';

/**
 * "A new version is available · Reload": a new version waits instead of replacing the code under
 * the member; Reload activates it and the page reloads with it.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const isWaiting = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot);
  const [isApplying, setApplying] = useState(false);
  if (!isWaiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.available')}</span>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={isApplying}
        onClick={() => {
          setApplying(true);
          void updateStore.apply();
        }}
      >
        {t('update.reload')}
      </button>
    </div>
  );
}
