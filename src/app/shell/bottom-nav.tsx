import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../config/routes';
import {
  ExitIcon,
  FlagIcon,
  GiftIcon,
  HomeIcon,
  LoginIcon,
  UserIcon,
} from '../../shared/components/icons';
import { useSession } from '../../shared/hooks/use-session';

const ENTRIES = [
  { to: PATHS.HOME, key: 'nav.home', Icon: HomeIcon },
  { to: PATHS.REWARD, key: 'nav.reward', Icon: GiftIcon },
  { to: PATHS.QUESTS, key: 'nav.quests', Icon: FlagIcon },
  { to: PATHS.PROFILE, key: 'nav.profile', Icon: UserIcon },
] as const;

/** Bottom nav (docs/product/app.md): four places, then exit (signed in) or log in (signed out). */
export function BottomNav() {
  const { t } = useTranslation();
  const { session, isSignedIn } = useSession();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {ENTRIES.map(({ to, key, Icon }) => (
        <NavLink key={to} to={to} className="bottom-nav__item">
          <Icon size="0.6rem" />
          <span>{t(key)}</span>
        </NavLink>
      ))}
      {isSignedIn ? (
        <button
          type="button"
          className="bottom-nav__item"
          onClick={() => session.send({ type: 'logout.request' })}
        >
          <ExitIcon size="0.6rem" />
          <span>{t('nav.exit')}</span>
        </button>
      ) : (
        <button
          type="button"
          className="bottom-nav__item"
          onClick={() => session.send({ type: 'loginPrompt.open' })}
        >
          <LoginIcon size="0.6rem" />
          <span>{t('nav.login')}</span>
        </button>
      )}
    </nav>
  );
}
