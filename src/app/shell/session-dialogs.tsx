import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectIsConfirmingLogout,
  selectIsLoggingOut,
  selectIsPromptingLogin,
} from '../../shared/machines/session.selectors';
import { Popup } from '../../shared/components/popup';
import { useAppActors } from '../../shared/hooks/app-actors-context';

/** The logout confirmation and the login prompt, both driven by the session machine. */
export default function SessionDialogs() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const isConfirmingLogout = useSelector(session, selectIsConfirmingLogout);
  const isLoggingOut = useSelector(session, selectIsLoggingOut);
  const isPromptingLogin = useSelector(session, selectIsPromptingLogin);

  if (isConfirmingLogout) {
    return (
      <Popup
        title={t('logout.title')}
        placement="center"
        isBusy={isLoggingOut}
        onClose={() => session.send({ type: 'logout.cancel' })}
      >
        <p>{t('logout.message')}</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoggingOut}
            onClick={() => session.send({ type: 'logout.cancel' })}
          >
            {t('logout.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={isLoggingOut}
            onClick={() => session.send({ type: 'logout.confirm' })}
          >
            {isLoggingOut ? t('logout.working') : t('logout.confirm')}
          </button>
        </div>
      </Popup>
    );
  }
  if (isPromptingLogin) {
    return (
      <Popup
        title={t('loginPrompt.title')}
        placement="center"
        onClose={() => session.send({ type: 'loginPrompt.close' })}
      >
        <p>{t('loginPrompt.message')}</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => session.send({ type: 'loginPrompt.close' })}
          >
            {t('loginPrompt.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => session.send({ type: 'loginPrompt.confirm' })}
          >
            {t('loginPrompt.confirm')}
          </button>
        </div>
      </Popup>
    );
  }
  return null;
}
