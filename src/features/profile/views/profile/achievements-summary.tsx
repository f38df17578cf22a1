// The badges block of /profile (issue 13): unlocked count of the catalogue, the latest three
// unlocked, and the way to all of them. Reads its own query; texts are in the `profile` area.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { achievementQueries } from '../../api/queries/achievement-queries';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { BadgeIcon } from '../achievements/badge-icons';
import { formatInZone } from '../../../../i18n/zoned-time';
import '../achievements/achievements.css';

export function AchievementsSummary({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const badges = useQuery(achievementQueries.badges({ uid, lang: i18n.language }));
  const list = badges.data?.items ?? [];
  const latest = list
    .filter((b) => b.unlockedAt !== null)
    .sort((a, b) => Date.parse(b.unlockedAt!) - Date.parse(a.unlockedAt!));
  return (
    <section className="profile-summary" aria-labelledby="achievements-summary-heading">
      <h2 id="achievements-summary-heading">{t('achievements.summary.heading')}</h2>
      <QueryState
        isPending={badges.isPending}
        isError={badges.isError}
        isEmpty={badges.isSuccess && latest.length === 0}
        errorKey="achievements.summary.loadFailed"
        emptyKey="achievements.summary.none"
        onRetry={() => void badges.refetch()}
      />
      {badges.data ? (
        <>
          <p className="profile-summary__row">
            {t('achievements.summary.count', { unlocked: latest.length, total: list.length })}
          </p>
          <ul className="summary-list">
            {latest.slice(0, 3).map((badge) => (
              <li key={badge.id} className="profile-summary__row">
                <BadgeIcon criterion={badge.criterion} size="0.5rem" />
                <span>{badge.name}</span>
                <span className="small muted">
                  {formatInZone(badge.unlockedAt!, badges.data.timeZone, 'DATE')}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="profile-summary__more" to={PATHS.PROFILE_ACHIEVEMENTS}>
        {t('achievements.summary.seeAll')}
      </Link>
    </section>
  );
}
