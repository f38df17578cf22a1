import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../config/env';
import { PATHS } from '../../config/routes';
import { Popup } from '../../shared/components/popup';

/**
 * The header's help (docs/product/app.md: a popup linking to the community chat). A member asking for help
 * may want a person or an answer rather than a chat room: customer service and the FAQ are one tap
 * away too (issue 28 item 15).
 */
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
      <Link className="button button--ghost button--block" to={PATHS.SUPPORT} onClick={onClose}>
        {t('menu.support')}
      </Link>
      <Link className="button button--ghost button--block" to={PATHS.FAQ} onClick={onClose}>
        {t('menu.faq')}
      </Link>
    </Popup>
  );
}

export default ServerHelpPopup;
