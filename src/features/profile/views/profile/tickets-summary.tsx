// The tickets block of /profile (issue 13): how many tickets are valid, the one that expires next,
// and the way to all of them. Reads its own query; texts are in the `profile` area.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { achievementQueries } from '../../api/queries/achievement-queries';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { formatInZone } from '../../../../i18n/zoned-time';
import '../achievements/achievements.css';

export function TicketsSummary({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const valid = useQuery(achievementQueries.validTickets({ uid, lang: i18n.language }));
  const next = valid.data?.data.items[0];
  const count = valid.data?.total ?? 0;
  return (
    <section className="profile-summary" aria-labelledby="tickets-summary-heading">
      <h2 id="tickets-summary-heading">{t('tickets.summary.heading')}</h2>
      <QueryState
        isPending={valid.isPending}
        isError={valid.isError}
        isEmpty={valid.isSuccess && count === 0}
        errorKey="tickets.summary.loadFailed"
        emptyKey="tickets.summary.none"
        onRetry={() => void valid.refetch()}
      />
      {valid.data && count > 0 ? (
        <>
          <p className="profile-summary__row">{t('tickets.summary.valid', { count })}</p>
          {next ? (
            <p className="profile-summary__row">
              {t('tickets.summary.next', {
                purpose: next.purpose,
                time: formatInZone(next.expiresAt, valid.data.data.timeZone),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      <Link className="profile-summary__more" to={PATHS.PROFILE_TICKETS}>
        {t('tickets.summary.seeAll')}
      </Link>
    </section>
  );
}
