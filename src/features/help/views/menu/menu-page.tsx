import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES, LANGUAGE_NAMES } from '../../../../config/labels';
import { PATHS } from '../../../../config/routes';
import { selectCurrency, selectLang } from '../../../../shared/machines/preferences.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { useSession } from '../../../../shared/hooks/use-session';
import { BackLink } from '../../../../shared/components/back-link';
import './menu.css';

/**
 * The menu (docs/product/help.md): history, settings, preferences, account, support and the documents, then log
 * out (with the session's confirmation) for a member or log in for a visitor.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const { preferences } = useAppActors();
  const { session, isSignedIn } = useSession();
  const lang = useSelector(preferences, selectLang);
  const currency = useSelector(preferences, selectCurrency);
  const entries = [
    { to: PATHS.WALLET_HISTORY, label: t('menu.history') },
    { to: PATHS.SETTING, label: t('menu.setting') },
    { to: PATHS.LANG, label: t('menu.language'), value: LANGUAGE_NAMES[lang] },
    { to: PATHS.CURRENCY, label: t('menu.currency'), value: CURRENCY_CODES[currency] },
    { to: PATHS.CONNECTED_GAMES, label: t('connectedGames.menuEntry') },
    { to: PATHS.CHANGE_EMAIL, label: t('changeEmail.menuEntry') },
    { to: PATHS.CHANGE_PASSWORD, label: t('changePassword.menuEntry') },
    { to: PATHS.SUPPORT, label: t('menu.support') },
    { to: PATHS.FAQ, label: t('menu.faq') },
    { to: PATHS.TERMS, label: t('menu.terms') },
    { to: PATHS.POLICY, label: t('menu.policy') },
  ];
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('menu.heading')}</h1>
      <ul className="menu-list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link className="menu-list__item" to={entry.to}>
              <span>{entry.label}</span>
              {entry.value ? <span className="muted">{entry.value}</span> : null}
            </Link>
          </li>
        ))}
        <li>
          {isSignedIn ? (
            <button
              type="button"
              className="menu-list__item menu-list__item--action"
              onClick={() => session.send({ type: 'logout.request' })}
            >
              {t('logout.title')}
            </button>
          ) : (
            <Link className="menu-list__item" to={PATHS.LOGIN}>
              {t('nav.login')}
            </Link>
          )}
        </li>
      </ul>
    </div>
  );
}

export { MenuPage as Component };
