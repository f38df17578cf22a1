import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { Popup } from '../components/popup';

export function ServerHelpPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup title={t('serverHelp.title')} onClose={onClose} placement="center">
      <p>{t('serverHelp.message')}</p>
      <a
        className="button button--primary button--block"
        href={env.communityUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('serverHelp.open')}
      </a>
    </Popup>
  );
}

export default ServerHelpPopup;
