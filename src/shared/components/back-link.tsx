import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { backFor } from '../../config/back-links';
import type { TextKey } from '../../i18n/text-key';

/**
 * "Back to {place}" at the top of a screen, to its parent in src/config/back-links.ts: one wording
 * on every screen, and a way out when the app is installed without the browser's buttons (issue 28
 * item 13). `to` keeps query state the parent needs (a filtered list); `place` names another
 * parent than the map's; `className` makes it a
 * not-found state's main button, in the same words. Lazy screens only: the first route's JS budget has no room for it.
 */
export function BackLink({
  to,
  place,
  className = 'back-link',
}: { to?: string; place?: TextKey; className?: string } = {}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const parent = backFor(pathname);
  const target = to ?? parent?.to;
  const name = place ?? (parent?.place as TextKey | undefined);
  if (target === undefined || name === undefined) return null;
  return (
    <Link className={className} to={target}>
      {t('back.label', { place: t(name) })}
    </Link>
  );
}
