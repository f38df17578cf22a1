import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leaderboardQueries } from '../../api/queries/leaderboard-queries';
import { PATHS } from '../../../../config/routes';
import { QueryState } from '../../../../shared/components/query-state';
import { useSession } from '../../../../shared/hooks/use-session';
import { formatPoints } from '../../../../i18n/points';
import { BoardRow } from '../leaderboard/board-row';
import { boardErrorKey } from '../leaderboard/board-error';
import '../leaderboard/leaderboard.css';

/**
 * The leaderboard on /profile: the member's rank this week, this week's top 3 and a way to the whole
 * board. Reads the same query as the board's week tab, so opening it shows the answer at once.
 */
export function LeaderboardSummary() {
  const { t, i18n } = useTranslation();
  const { isSignedIn, uid } = useSession();
  const viewer = isSignedIn && uid ? uid : '';
  const board = useQuery(leaderboardQueries.board(viewer, 'week'));
  const data = board.data;
  return (
    <section className="leaderboard-summary" aria-labelledby="leaderboard-summary-title">
      <h2 id="leaderboard-summary-title" className="section-title">
        {t('leaderboard.summaryTitle')}
      </h2>
      {!data ? (
        <QueryState
          isPending={board.isPending}
          isError={board.isError}
          isEmpty={false}
          errorKey={boardErrorKey(board.error)}
          emptyKey="leaderboard.empty"
          onRetry={() => void board.refetch()}
        />
      ) : (
        <>
          <p>
            {!viewer
              ? t('leaderboard.summarySignIn')
              : data.me
                ? t('leaderboard.summaryRank', {
                    rank: data.me.rank,
                    points: formatPoints(data.me.points, i18n.language),
                  })
                : t('leaderboard.summaryNoPoints')}
          </p>
          {data.rows.length > 0 ? (
            <ol className="board-list" aria-label={t('leaderboard.summaryTop')}>
              {data.rows.slice(0, 3).map((row) => (
                <li key={row.rank} aria-current={row.isMe ? 'true' : undefined}>
                  <BoardRow row={row} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">{t('leaderboard.empty')}</p>
          )}
        </>
      )}
      {/* Described by the heading: /profile has several "See all" links, each to its own page. */}
      <Link
        className="leaderboard-summary__all"
        to={PATHS.PROFILE_LEADERBOARD}
        aria-describedby="leaderboard-summary-title"
      >
        {t('leaderboard.seeAll')}
      </Link>
    </section>
  );
}
