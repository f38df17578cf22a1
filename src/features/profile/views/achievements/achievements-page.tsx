import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { achievementQueries } from '../../api/queries/achievement-queries';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useSession } from '../../../../shared/hooks/use-session';
import { BadgeCard } from './badge-card';
import { zoneLabel } from '../../../../i18n/zoned-time';
import './achievements.css';
import { BackLink } from '../../../../shared/components/back-link';

/** /profile/achievements: every badge, unlocked ones with their date, locked ones with progress. */
export function AchievementsPage() {
  const { t } = useTranslation();
  const { isSignedIn, uid } = useSession();
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('achievements.heading')}</h1>
      <p className="muted">{t('achievements.intro')}</p>
      {isSignedIn && uid ? (
        <Badges uid={uid} />
      ) : (
        <SignInPrompt text={t('achievements.signIn')} to={PATHS.PROFILE_ACHIEVEMENTS} />
      )}
    </div>
  );
}

export function SignInPrompt({ text, to }: { text: string; to: string }) {
  const { t } = useTranslation();
  return (
    <div className="profile-summary">
      <p>{text}</p>
      <Link className="button button--primary button--block" to={signInReturningTo(to)}>
        {t('achievements.signInButton')}
      </Link>
    </div>
  );
}

function Badges({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const badges = useQuery(achievementQueries.badges({ uid, lang: i18n.language }));
  const list = badges.data?.items ?? [];
  const unlocked = list.filter((b) => b.unlockedAt !== null).length;
  return (
    <>
      <QueryState
        isPending={badges.isPending}
        isError={badges.isError}
        isEmpty={list.length === 0}
        errorKey="achievements.loadFailed"
        emptyKey="achievements.empty"
        onRetry={() => void badges.refetch()}
      />
      {badges.data && list.length > 0 ? (
        <>
          <p>
            <strong>{t('achievements.count', { unlocked, total: list.length })}</strong>
          </p>
          <p className="small muted">
            {t('achievements.timeZone', { zone: zoneLabel(badges.data.timeZone, i18n.language) })}
          </p>
          <ul className="badge-list">
            {list.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} timeZone={badges.data.timeZone} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

export { AchievementsPage as Component };
