import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestProgress } from '../../../quests/api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { questAddress } from '../../../../shared/routing/detail-address';

/** The quests the member has started or can claim now, each a link to its page. */
export function ActiveQuests({ progress }: { progress: UseQueryResult<QuestProgress> }) {
  const { t } = useTranslation();
  const active = progress.data?.active ?? [];
  return (
    <section className="profile-card" aria-labelledby="active-heading">
      <h2 id="active-heading" className="section-title">
        {t('profile.active.heading')}
      </h2>
      <QueryState
        isPending={progress.isPending}
        isError={progress.isError}
        isEmpty={progress.isSuccess && active.length === 0}
        errorKey="profile.loadFailed"
        emptyKey="profile.active.empty"
        onRetry={() => void progress.refetch()}
      />
      {active.length > 0 ? (
        <ul className="profile-list">
          {active.slice(0, 5).map((quest) => (
            <li key={quest.id}>
              <Link className="profile-list__row" to={questAddress.detail(quest.id)}>
                <span className="profile-list__title">{quest.title}</span>
                <span className={quest.state === 'claimable' ? 'profile-list__ready' : 'muted'}>
                  {quest.state === 'claimable'
                    ? t('profile.active.ready')
                    : t('profile.active.progress', {
                        done: quest.progress.done,
                        total: quest.progress.total,
                      })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="link-button" to={PATHS.QUESTS}>
        {active.length === 0 ? t('profile.active.findOne') : t('profile.active.seeAll')}
      </Link>
    </section>
  );
}
