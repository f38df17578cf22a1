import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberQueries } from '../../../../shared/api/queries/member-queries';
import { questQueries } from '../../../quests/api/queries/quest-queries';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { AchievementsSummary } from './achievements-summary';
import { ActiveQuests } from './active-quests';
import { LeaderboardSummary } from './leaderboard-summary';
import { LevelCard } from './level-card';
import { ProfileIdentity } from './profile-identity';
import { ProfileLinks } from './profile-links';
import { SteamCard } from './steam-card';
import { TicketsSummary } from './tickets-summary';
import { VaultSummary } from './vault-summary';
import { WalletSummary } from './wallet-summary';
import './profile.css';

/**
 * /profile (docs/product/profile.md "profile: progress, level, active quest, quest completed, leaderboard,
 * achievement, wallet, ticket, inventory"): who the member is, their level and its progress, their
 * numbers, the quests under way, and the way to everything they own.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  return (
    <div className="page profile-page">
      <h1 className="page-title">{t('titles.profile')}</h1>
      {viewer.isSignedIn ? (
        <MemberProfile uid={viewer.uid} lang={viewer.lang} />
      ) : (
        <div className="profile-card">
          <p>{t('profile.signInPrompt')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(PATHS.PROFILE)}
          >
            {t('profile.signIn')}
          </Link>
        </div>
      )}
      <SteamCard />
      {viewer.isSignedIn ? null : <ProfileLinks isMember={false} />}
    </div>
  );
}

function MemberProfile({ uid, lang }: { uid: string; lang: string }) {
  const member = useQuery(memberQueries.info(uid));
  const progress = useQuery(questQueries.progress({ uid, lang }));
  if (!member.data)
    return (
      <>
        <QueryState
          isPending={member.isPending}
          isError={member.isError}
          isEmpty={false}
          errorKey="profile.loadFailed"
          emptyKey="profile.loadFailed"
          onRetry={() => void member.refetch()}
        />
        {member.isPending ? <ProfileSkeleton /> : null}
      </>
    );
  return (
    <>
      <ProfileIdentity member={member.data} />
      <LevelCard progress={progress} />
      <div data-tour="profile-wallet">
        <WalletSummary member={member.data} progress={progress.data ?? null} />
      </div>
      <ActiveQuests progress={progress} />
      <LeaderboardSummary />
      <AchievementsSummary uid={uid} />
      <TicketsSummary uid={uid} />
      <VaultSummary />
      <ProfileLinks isMember />
    </>
  );
}

/**
 * Grey shapes of the first cards (who, level, wallet) while the member loads (decorative:
 * QueryState says "Loading…"). They fill the screen, as the loaded profile does: the Steam card
 * under them then waits below the fold, where the loaded profile puts it, instead of sitting under
 * "Loading…" and being pushed off the screen (CLS 0.07–0.23, issue 28 item 6).
 */
function ProfileSkeleton() {
  return (
    <div className="profile-skeleton" aria-hidden="true">
      <div className="skeleton profile-skeleton__card profile-skeleton__card--who" />
      <div className="skeleton profile-skeleton__card profile-skeleton__card--level" />
      <div className="skeleton profile-skeleton__card profile-skeleton__card--wallet" />
    </div>
  );
}

export { ProfilePage as Component };
