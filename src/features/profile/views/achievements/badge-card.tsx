import { useTranslation } from 'react-i18next';
import type { Achievement } from '../../api/schemas/achievement';
import { BadgeIcon } from './badge-icons';
import { formatInZone } from '../../../../i18n/zoned-time';

/** One badge: unlocked with its date, or greyed with its criterion and progress towards it. */
export function BadgeCard({ badge, timeZone }: { badge: Achievement; timeZone: string }) {
  const { t } = useTranslation();
  const isUnlocked = badge.unlockedAt !== null;
  const share = badge.target > 0 ? Math.round((badge.progress / badge.target) * 100) : 0;
  const progressText = t(`achievements.criteria.${badge.criterion}`, {
    progress: badge.progress,
    target: badge.target,
  });
  return (
    <li
      className={`badge-card ${isUnlocked ? 'badge-card--unlocked' : 'badge-card--locked'}`}
      data-code={badge.code}
    >
      <span className="badge-card__icon">
        <BadgeIcon criterion={badge.criterion} size="0.6rem" />
      </span>
      <div className="badge-card__body">
        <h2 className="badge-card__name">{badge.name}</h2>
        <p className="muted">{badge.description}</p>
        {badge.unlockedAt ? (
          <p className="badge-card__date">
            {t('achievements.unlockedOn', {
              date: formatInZone(badge.unlockedAt, timeZone, 'DATE'),
            })}
          </p>
        ) : (
          <>
            <div
              className="badge-meter"
              role="progressbar"
              aria-label={t('achievements.progressLabel', { name: badge.name })}
              aria-valuemin={0}
              aria-valuemax={badge.target}
              aria-valuenow={badge.progress}
              aria-valuetext={progressText}
            >
              <span style={{ width: `${share}%` }} />
            </div>
            <p className="small muted">
              {t('achievements.locked')} · {progressText}
            </p>
          </>
        )}
      </div>
    </li>
  );
}
