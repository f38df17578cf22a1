import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { questQueries } from '../../api/queries/quest-queries';
import type { WinnerBoard } from '../../api/schemas/quest';
import { PATHS } from '../../../../config/routes';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { QueryState } from '../../../../shared/components/query-state';
import { ListEnd } from '../../../../shared/components/list-end';
import { parseTarget, type Target } from './quest-filter';
import { myResult } from './quest-format';
import { formatCount, formatPoints } from '../../../../i18n/points';
import { Avatar, BackToTarget, isNotFound, TargetNotFound } from './target-header';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import './quests.css';
import { SessionEndedNotice } from '../../../../shared/components/session-ended-notice';

/**
 * /quests/winner?questId=N (or ?eventId=N): the winners of a limited quest or event (rank, masked
 * name, points, time), the limit stated, and the member's own result: highlighted in the list and,
 * from the board's `mine`, in a summary card even when their row is not loaded. Visitors see the
 * list and a sign-in link instead of a result.
 */
export function WinnersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = parseTarget(params);
  if (!target) return <TargetNotFound heading={t('quests.winners.heading')} />;
  return <Winners key={JSON.stringify(target)} target={target} />;
}

function Winners({ target }: { target: Target }) {
  const zoned = useZonedFormat();
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const viewer = useViewer();
  const query = useInfiniteQuery(questQueries.winners(viewer, target));
  const board = query.data?.pages[0]?.data;
  const winners = query.data?.pages.flatMap((page) => page.data.winners) ?? [];
  if (isNotFound(query.error)) return <TargetNotFound heading={t('quests.winners.heading')} />;
  return (
    <div className="page quests-page">
      <BackToTarget target={target} />
      <SessionEndedNotice />
      <h1 className="page-title">{board?.title ?? t('quests.winners.heading')}</h1>
      {board ? (
        <p className="quest-count">
          {board.winnerLimit === null
            ? t('quests.winners.noLimit')
            : t('quests.winners.limit', {
                count: board.winnerLimit,
                formatted: formatCount(board.winnerLimit, lang),
              })}
        </p>
      ) : null}
      {board ? (
        <MyResultCard board={board} isSignedIn={viewer.isSignedIn} isEvent={'eventId' in target} />
      ) : null}
      <QueryState
        isPending={query.isPending}
        isError={query.isError && winners.length === 0}
        isEmpty={winners.length === 0}
        errorKey="quests.winners.loadFailed"
        emptyKey="quests.winners.empty"
        onRetry={() => void query.refetch()}
      />
      {winners.length > 0 ? (
        <ol className="person-list" aria-label={t('quests.winners.heading')}>
          {winners.map((winner) => (
            <li
              key={`${winner.rank}-${winner.wonAt}`}
              className={`person${winner.isMe ? ' person--me' : ''}`}
            >
              <span className="person__rank">
                {t('quests.winners.rank', { rank: formatCount(winner.rank, lang) })}
              </span>
              <Avatar name={winner.name} avatar={winner.avatar} />
              <div className="person__body">
                <p className="person__name">
                  {winner.name}
                  {winner.isMe ? <span className="you-tag">{t('quests.winners.you')}</span> : null}
                </p>
                <p className="muted small">
                  {t('quests.winners.wonAt', { date: zoned(winner.wonAt, 'DATE_TIME') })}
                </p>
              </div>
              <span className="person__points">
                {t('quests.winners.points', { points: formatPoints(winner.points, lang) })}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <ListEnd
        query={query}
        itemCount={winners.length}
        loadMoreKey="quests.winners.loadMore"
        failedKey="quests.winners.loadFailed"
        endKey="quests.winners.end"
      />
    </div>
  );
}

function MyResultCard({
  board,
  isSignedIn,
  isEvent,
}: {
  board: WinnerBoard;
  isSignedIn: boolean;
  isEvent: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!isSignedIn)
    return (
      <Link className="button button--ghost my-result__sign-in" to={PATHS.LOGIN}>
        {t('quests.winners.mine.signIn')}
      </Link>
    );
  if (!board.mine) return null;
  const result = myResult(board.mine, isEvent);
  return (
    <section className={`my-result my-result--${result.kind}`} aria-labelledby="my-result-title">
      <h2 id="my-result-title" className="my-result__title">
        {t('quests.winners.mine.title')}
      </h2>
      <p className="my-result__value">
        {result.kind === 'rank'
          ? t('quests.winners.mine.rank', { rank: formatCount(result.rank, i18n.language) })
          : t(`quests.winners.mine.${result.kind}`)}
      </p>
    </section>
  );
}

export { WinnersPage as Component };
