// /profile/wallet/history/detail?id=N: one movement — what it was, the signed amount and the
// balance it left, when (on the member's clock), its HistoryStatus and its order's own status,
// what it was for (with a link where that has a page) and the other entries of the same source.
// An id that is malformed, unknown or another member's gets one not-found answer and a way back.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneName } from '../../../../i18n/zoned-time';
import { Link, useLocation } from 'react-router';
import type { Viewer } from '../../../../shared/api/viewer';
import { walletHistoryQueries } from '../../api/queries/wallet-history-queries';
import { hasStatus } from '../../../../shared/api/refusals';
import type { HistoryDetail, HistorySubject } from '../../api/schemas/wallet-history';
import { PATHS } from '../../../../config/routes';
import { formatAmount } from '../../../../money/amount';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { kindLabelKey, orderStatusLabelKey, statusLabelKey } from './history-labels';
import { HistoryLoadFailed, HistoryNotFound, HistorySignIn } from './history-parts';
import { detailHref } from './history-address';
import { HistoryRow, signedAmount } from './history-row';
import { formatInZone } from './zoned-time';
import { BackLink } from '../../../../shared/components/back-link';
import './wallet-history.css';
import { idOfText } from '../../../../shared/api/single-param';

/** `?id=` as the server reads it: digits only, 1 … 2³¹−1; anything else is no entry. */
export function parseEntryId(search: string): number | null {
  return idOfText(new URLSearchParams(search).get('id'));
}

export function HistoryDetailPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const hasSessionEnded = useSessionEnded();
  const { search } = useLocation();
  const id = parseEntryId(search);
  return (
    <div className="page wallet-history-page">
      <BackLink />
      <h1 className="page-title">{t('wallet.history.detail.heading')}</h1>
      {!viewer.isSignedIn ? (
        <HistorySignIn
          returnTo={`${PATHS.WALLET_HISTORY_DETAIL}${search}`}
          hasEnded={hasSessionEnded}
        />
      ) : id === null ? (
        <HistoryNotFound />
      ) : (
        <DetailScreen key={id} id={id} viewer={viewer} />
      )}
    </div>
  );
}

function DetailScreen({ id, viewer }: { id: number; viewer: Viewer }) {
  const { t } = useTranslation();
  const detail = useQuery(walletHistoryQueries.detail(viewer, id));
  if (detail.isPending)
    return (
      <p className="muted" role="status">
        {t('wallet.history.loading')}
      </p>
    );
  if (detail.data === undefined)
    return hasStatus(detail.error, ['DataNotExist', 'ParameterError']) ? (
      <HistoryNotFound />
    ) : (
      <HistoryLoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    );
  return <DetailBody entry={detail.data} />;
}

function subjectHref(subject: HistorySubject): string {
  switch (subject.type) {
    case 'quest':
      return `${PATHS.QUEST_DESC}?id=${subject.id}`;
    case 'event':
      return `${PATHS.QUEST_EVENT_DESC}?id=${subject.id}`;
    case 'prize':
      return PATHS.REWARD_HISTORY;
    case 'lootbox':
      return PATHS.LOOTBOX_LIST;
  }
}

function DetailBody({ entry }: { entry: HistoryDetail }) {
  const { t, i18n } = useTranslation();
  const debit = entry.amount.startsWith('-');
  return (
    <>
      <section className="wallet-history-detail" aria-labelledby="history-detail-what">
        <h2 id="history-detail-what" className="wallet-history-detail__what">
          {t(kindLabelKey(entry.kind))}
        </h2>
        <p
          className={`wallet-history-detail__amount wallet-history-row__amount--${debit ? 'out' : 'in'}`}
        >
          {signedAmount(entry.amount)} {t(`wallet.assets.${entry.asset}`)}
        </p>
        <dl className="wallet-history-facts">
          <dt>{t('wallet.history.detail.status')}</dt>
          <dd>
            <span className={`wallet-history-status wallet-history-status--${entry.status}`}>
              {t(statusLabelKey(entry.status))}
            </span>
          </dd>
          {entry.orderStatus ? (
            <>
              <dt>{t('wallet.history.detail.orderStatus')}</dt>
              <dd>{t(orderStatusLabelKey(entry.orderStatus))}</dd>
            </>
          ) : null}
          <dt>{t('wallet.history.detail.asset')}</dt>
          <dd>{t(`wallet.assets.${entry.asset}`)}</dd>
          <dt>{t('wallet.history.detail.balanceAfter')}</dt>
          <dd>
            {formatAmount(entry.balanceAfter)} {t(`wallet.assets.${entry.asset}`)}
          </dd>
          <dt>{t('wallet.history.detail.time')}</dt>
          <dd>
            {formatInZone(entry.createdAt, entry.timeZone)}{' '}
            <span className="muted">
              ({zoneName(entry.timeZone, i18n.language) ?? entry.timeZone})
            </span>
          </dd>
          <dt>{t('wallet.history.detail.entryId')}</dt>
          <dd>{entry.id}</dd>
          {entry.subject ? (
            <>
              <dt>{t(`wallet.history.subjects.${entry.subject.type}`)}</dt>
              <dd>
                <Link to={subjectHref(entry.subject)}>{entry.subject.name}</Link>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {entry.related.length > 0 ? (
        <section aria-labelledby="history-detail-related">
          <h2 id="history-detail-related" className="section-title">
            {t('wallet.history.detail.related')}
          </h2>
          <ul className="wallet-history-list">
            {entry.related.map((other) => (
              <li key={other.id}>
                <HistoryRow entry={other} timeZone={entry.timeZone} href={detailHref(other.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { HistoryDetailPage as Component };
