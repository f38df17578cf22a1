import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberQueries } from '../../api/queries/member-queries';
import { imageUrl } from '../../api/image-url';
import { formatDate } from '../../i18n/dates';
import { formatNumber } from '../../i18n/format';
import { MemberPage } from '../account/member-page';
import { LoadMoreButton } from '../components/load-more-button';
import { QueryState } from '../components/query-state';

/** /profile/invited: the members who joined with my invite link, newest first, 10 at a time. */
export function InvitedPage() {
  const { t } = useTranslation();
  return (
    <MemberPage
      heading={t('titles.invited')}
      signInPrompt={t('invited.signInPrompt')}
      signInLabel={t('invited.signIn')}
    >
      {(uid) => <InvitedList uid={uid} />}
    </MemberPage>
  );
}

function InvitedList({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(memberQueries.invitedInfinite(uid));
  const members = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <>
      {query.data ? (
        <p className="muted">
          {t('invited.count', { count: total, formatted: formatNumber(total) })}
        </p>
      ) : null}
      <QueryState
        isPending={query.isPending}
        isError={query.isError && members.length === 0}
        isEmpty={members.length === 0}
        errorKey="invited.loadFailed"
        emptyKey="invited.empty"
        onRetry={() => void query.refetch()}
      />
      {members.length > 0 ? (
        <ul className="item-list" aria-label={t('titles.invited')}>
          {members.map((member, index) => (
            <li key={`${member.joinedAt}-${index}`} className="item-list__item">
              {member.avatar ? (
                <img src={imageUrl(member.avatar)} alt="" width="40" height="40" loading="lazy" />
              ) : (
                <span className="avatar-initial" aria-hidden="true">
                  {Array.from(member.nickname)[0] ?? '?'}
                </span>
              )}
              <div className="item-list__body">
                <h2 className="item-list__name">{member.nickname}</h2>
                <p className="muted small">
                  {t('invited.joinedAt', { date: formatDate(member.joinedAt, 'DATE') })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMoreButton query={query} label={t('invited.loadMore')} />
    </>
  );
}

export { InvitedPage as Component };
