import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/routes';

/**
 * Where the member's other things live: items, lootboxes, invited friends, and the menu (language,
 * currency, account), which a visitor reaches from here too.
 */
export function ProfileLinks({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const links = [
    ...(isMember
      ? [
          { to: PATHS.PROFILE_INVENTORY, label: t('profile.links.inventory') },
          { to: PATHS.PROFILE_INVITED, label: t('profile.links.invited') },
        ]
      : []),
    { to: PATHS.LOOTBOX, label: t('profile.links.lootbox') },
    { to: PATHS.MENU, label: t('profile.links.menu') },
  ];
  return (
    <nav className="profile-card" aria-labelledby="links-heading">
      <h2 id="links-heading" className="section-title">
        {t('profile.links.heading')}
      </h2>
      <ul className="profile-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="profile-list__row" to={link.to}>
              <span className="profile-list__title">{link.label}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
