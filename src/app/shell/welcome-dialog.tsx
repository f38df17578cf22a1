import { useTranslation } from 'react-i18next';
import { Popup } from '../../shared/components/popup';
import { useAppActors } from '../../shared/hooks/app-actors-context';

/**
 * Shown once after a member's first sign-in, when the popup queue gives it its turn; dismissing
 * sets welcome to false (docs/product/app.md).
 */
export default function WelcomeDialog() {
  const { t } = useTranslation();
  const { preferences } = useAppActors();
  const dismiss = () => preferences.send({ type: 'welcome.dismiss' });
  return (
    <Popup title={t('welcome.title')} placement="center" onClose={dismiss}>
      <p>{t('welcome.message')}</p>
      <button type="button" className="button button--primary button--block" onClick={dismiss}>
        {t('welcome.dismiss')}
      </button>
    </Popup>
  );
}
