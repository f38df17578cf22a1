import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { questQueries } from '../../api/queries/quest-queries';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { QueryState } from '../../../../shared/components/query-state';
import { ListEnd } from '../../../../shared/components/list-end';
import { parseTarget, type Target } from './quest-filter';
import { formatCount } from '../../../../i18n/points';
import { Avatar, BackToTarget, isNotFound, TargetNotFound, useTargetTitle } from './target-header';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import './quests.css';
import { SessionEndedNotice } from '../../../../shared/components/session-ended-notice';

/**
 * /quests/quester?questId=N (or ?eventId=N): who took part, names masked by the server, how many,
 * and when each joined; the member's own row says "You".
 */
export function QuestersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = parseTarget(params);
  if (!target) return <TargetNotFound heading={t('quests.questers.heading')} />;
  return <Questers key={JSON.stringify(target)} target={target} />;
}

function Questers({ target }: { target: Target }) {
  const zoned = useZonedFormat();
  const { t, i18n } = useTranslation();
  const { title, isMissing } = useTargetTitle(target);
  const viewer = useViewer();
  const query = useInfiniteQuery(questQueries.questers(viewer, target));
  const questers = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total;
  if (isMissing || isNotFound(query.error))
    return <TargetNotFound heading={t('quests.questers.heading')} />;
  return (
    <div className="page quests-page">
      <BackToTarget target={target} />
      <SessionEndedNotice />
      <h1 className="page-title">{title ?? t('quests.questers.heading')}</h1>
      {total !== undefined ? (
        <p className="quest-count">
          {t('quests.questers.count', {
            count: total,
            formatted: formatCount(total, i18n.language),
          })}
        </p>
      ) : null}
      <QueryState
        isPending={query.isPending}
        isError={query.isError && questers.length === 0}
        isEmpty={questers.length === 0}
        errorKey="quests.questers.loadFailed"
        emptyKey="quests.questers.empty"
        onRetry={() => void query.refetch()}
      />
      {questers.length > 0 ? (
        <ul className="person-list" aria-label={t('quests.questers.heading')}>
          {questers.map((quester, index) => (
            <li
              key={`${quester.joinedAt}-${index}`}
              className={`person${quester.isMe ? ' person--me' : ''}`}
            >
              <Avatar name={quester.name} avatar={quester.avatar} />
              <div className="person__body">
                <p className="person__name">
                  {quester.name}
                  {quester.isMe ? (
                    <span className="you-tag">{t('quests.questers.you')}</span>
                  ) : null}
                </p>
                <p className="muted small">
                  {t('quests.questers.joinedAt', {
                    date: zoned(quester.joinedAt, 'DATE_TIME'),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ListEnd
        query={query}
        itemCount={questers.length}
        loadMoreKey="quests.questers.loadMore"
        failedKey="quests.questers.loadFailed"
        endKey="quests.questers.end"
      />
    </div>
  );
}

export { QuestersPage as Component };
