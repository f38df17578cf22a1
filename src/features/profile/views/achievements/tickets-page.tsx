import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { achievementQueries } from '../../api/queries/achievement-queries';
import { PATHS } from '../../../../config/routes';
import { LoadMoreButton } from '../../../../shared/components/load-more-button';
import { QueryState } from '../../../../shared/components/query-state';
import { useSession } from '../../../../shared/hooks/use-session';
import { SignInPrompt } from './achievements-page';
import { TicketCard } from './ticket-card';
import { zoneLabel } from '../../../../i18n/zoned-time';
import './achievements.css';
import { BackLink } from '../../../../shared/components/back-link';

/** /profile/tickets: the member's event tickets, valid ones first (soonest expiry first). */
export function TicketsPage() {
  const { t } = useTranslation();
  const { isSignedIn, uid } = useSession();
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('tickets.heading')}</h1>
      <p className="muted">{t('tickets.intro')}</p>
      {isSignedIn && uid ? (
        <Tickets uid={uid} />
      ) : (
        <SignInPrompt text={t('tickets.signIn')} to={PATHS.PROFILE_TICKETS} />
      )}
    </div>
  );
}

function Tickets({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const tickets = useInfiniteQuery(achievementQueries.tickets({ uid, lang: i18n.language }));
  const pages = tickets.data?.pages ?? [];
  const list = pages.flatMap((p) => p.data.items);
  const timeZone = pages[0]?.data.timeZone ?? 'UTC';
  return (
    <>
      <QueryState
        isPending={tickets.isPending}
        isError={tickets.isError && list.length === 0}
        isEmpty={false}
        errorKey="tickets.loadFailed"
        emptyKey="tickets.empty"
        onRetry={() => void tickets.refetch()}
      />
      {tickets.isSuccess && list.length === 0 ? (
        <div className="profile-summary">
          <p>{t('tickets.empty')}</p>
          <Link className="button button--ghost button--block" to={PATHS.QUESTS_MAJOR}>
            {t('tickets.toEvents')}
          </Link>
        </div>
      ) : null}
      {list.length > 0 ? (
        <>
          <p className="small muted">
            {t('tickets.timeZone', { zone: zoneLabel(timeZone, i18n.language) })}
          </p>
          <ul className="ticket-list">
            {list.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} timeZone={timeZone} />
            ))}
          </ul>
          {tickets.isFetchNextPageError ? (
            <div className="query-error" role="alert">
              <p>{t('tickets.loadFailed')}</p>
            </div>
          ) : null}
          <LoadMoreButton query={tickets} label={t('tickets.more')} />
        </>
      ) : null}
    </>
  );
}

export { TicketsPage as Component };
