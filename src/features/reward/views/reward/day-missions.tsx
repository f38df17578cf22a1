import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rewardQueries } from '../../api/queries/reward-queries';
import type { Viewer } from '../../../../shared/api/viewer';
import { formatNumber } from '../../../../i18n/format';
import { FormErrorText } from '../../../../shared/components/form-error-text';
import { formErrorFrom } from '../../../../shared/machines/form-error';
import { questAddress } from '../../../../shared/routing/detail-address';

/** The missions of the tapped day (QueryMissionByDate), each a link to its quest or event. */
export function DayMissions({ viewer, day }: { viewer: Viewer; day: string }) {
  const { t } = useTranslation();
  const missions = useQuery(rewardQueries.missions(viewer, day));
  return (
    <section className="day-missions" aria-labelledby="day-missions-heading" aria-live="polite">
      <h2 id="day-missions-heading" className="section-title">
        {t('reward.missions.heading', { date: day })}
      </h2>
      {missions.isPending ? (
        <p className="muted" role="status">
          {t('reward.missions.loading')}
        </p>
      ) : missions.isError ? (
        <div className="day-missions__failed">
          <FormErrorText error={formErrorFrom(missions.error)} asAlert />
          <p>{t('reward.missions.failed')}</p>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => void missions.refetch()}
          >
            {t('reward.missions.retry')}
          </button>
        </div>
      ) : missions.data.length === 0 ? (
        <p className="muted">{t('reward.missions.empty')}</p>
      ) : (
        <ul className="day-missions__list">
          {missions.data.map((m) => (
            <li key={m.id}>
              <Link
                className="day-mission"
                to={m.eventId === null ? questAddress.detail(m.id) : questAddress.event(m.eventId)}
              >
                <span className="day-mission__title">{m.title}</span>
                <span className="day-mission__meta">
                  {t('reward.missions.points', { points: formatNumber(m.rewardPoints) })} ·{' '}
                  {t(`reward.missions.state.${m.state}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
