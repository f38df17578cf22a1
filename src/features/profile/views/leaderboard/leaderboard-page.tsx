import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { leaderboardQueries } from '../../api/queries/leaderboard-queries';
import type { Leaderboard, LeaderboardPeriod } from '../../api/schemas/leaderboard';
import { PATHS } from '../../../../config/routes';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useSession } from '../../../../shared/hooks/use-session';
import { formatInZone, zoneLabel } from '../../../../i18n/zoned-time';
import { boardErrorKey } from './board-error';
import { BoardRow } from './board-row';
import { DEFAULT_PERIOD, periodFrom } from './leaderboard-period';
import { PANEL_ID, PeriodTabs, tabId } from './period-tabs';
import './leaderboard.css';
import { BackLink } from '../../../../shared/components/back-link';

/** /profile/leaderboard: this week's or all-time top 50, and the member's own rank wherever it is. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const period = periodFrom(search);
  const choose = (next: LeaderboardPeriod) =>
    setSearch(next === DEFAULT_PERIOD ? {} : { period: next }, {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <div className="page leaderboard-page">
      <BackLink />
      <h1 className="page-title">{t('leaderboard.heading')}</h1>
      <p className="muted">{t('leaderboard.intro')}</p>
      <PeriodTabs period={period} onChoose={choose} />
      <div
        className="leaderboard-panel"
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(period)}
      >
        <Board period={period} />
      </div>
    </div>
  );
}

function Board({ period }: { period: LeaderboardPeriod }) {
  const { t } = useTranslation();
  const { isSignedIn, uid } = useSession();
  const viewer = isSignedIn && uid ? uid : '';
  const board = useQuery(leaderboardQueries.board(viewer, period));
  const data = board.data;
  if (!data)
    return (
      <QueryState
        isPending={board.isPending}
        isError={board.isError}
        isEmpty={false}
        errorKey={boardErrorKey(board.error)}
        emptyKey="leaderboard.empty"
        onRetry={() => void board.refetch()}
      />
    );
  const pinned = data.me && !data.rows.some((r) => r.isMe) ? data.me : null;
  return (
    <>
      {period === 'week' ? <WeekSpan board={data} /> : null}
      {viewer && !data.me ? (
        <div className="leaderboard-note">
          <p>{t(period === 'week' ? 'leaderboard.noPointsWeek' : 'leaderboard.noPointsAll')}</p>
          <Link className="button button--primary button--block" to={PATHS.QUESTS}>
            {t('leaderboard.toQuests')}
          </Link>
        </div>
      ) : null}
      {!viewer ? (
        <div className="leaderboard-note">
          <p>{t('leaderboard.signIn')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(
              period === DEFAULT_PERIOD
                ? PATHS.PROFILE_LEADERBOARD
                : `${PATHS.PROFILE_LEADERBOARD}?period=${period}`,
            )}
          >
            {t('leaderboard.signInButton')}
          </Link>
        </div>
      ) : null}
      {data.rows.length === 0 ? (
        <p className="muted">{t('leaderboard.empty')}</p>
      ) : (
        <ol className="board-list" aria-label={t('leaderboard.listLabel')}>
          {data.rows.map((row) => (
            <li key={row.rank} aria-current={row.isMe ? 'true' : undefined}>
              <BoardRow row={row} />
            </li>
          ))}
        </ol>
      )}
      {pinned ? (
        <section className="leaderboard-me" aria-label={t('leaderboard.yourRank')}>
          <BoardRow row={pinned} />
          <p className="small muted">
            {t('leaderboard.rankedAt', { time: formatInZone(data.rankedAt, data.timeZone) })}
          </p>
        </section>
      ) : null}
    </>
  );
}

/** The week's bounds in the member's zone (UTC for a visitor): one boundary for everyone. */
function WeekSpan({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="small muted leaderboard-week">
      {t('leaderboard.weekSpan', {
        start: formatInZone(board.weekStartsAt, board.timeZone),
        end: formatInZone(board.weekEndsAt, board.timeZone),
        zone: zoneLabel(board.timeZone, i18n.language),
      })}
    </p>
  );
}

export { LeaderboardPage as Component };
