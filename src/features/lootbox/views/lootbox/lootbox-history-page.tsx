import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { lootboxQueries } from '../../api/queries/lootbox-queries';
import type { OpenHistoryEntry } from '../../api/schemas/lootbox';
import { PATHS } from '../../../../config/routes';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formatNumber } from '../../../../i18n/format';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { useSession } from '../../../../shared/hooks/use-session';
import { percentOf } from './odds';
import './lootbox.css';
import { BackLink } from '../../../../shared/components/back-link';

/** /lootbox/list: the member's own opens, newest first, each with the odds at the time. */
export function LootboxHistoryPage() {
  const { t } = useTranslation();
  const { isSignedIn, uid } = useSession();
  return (
    <div className="page lootbox-page">
      <BackLink />
      <h1 className="page-title">{t('lootbox.history.heading')}</h1>
      <p className="muted">{t('lootbox.history.intro')}</p>
      {isSignedIn && uid ? (
        <History uid={uid} />
      ) : (
        <div className="lootbox-page__signin">
          <p>{t('lootbox.history.signIn')}</p>
          <Link
            className="button button--primary button--block"
            to={signInReturningTo(PATHS.LOOTBOX_LIST)}
          >
            {t('lootbox.signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}

function History({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const history = useInfiniteQuery(lootboxQueries.history({ uid, lang: i18n.language }));
  if (history.isPending)
    return (
      <p className="muted" role="status">
        {t('lootbox.loading')}
      </p>
    );
  if (history.isError)
    return (
      <div className="query-error" role="alert">
        <p>{t('lootbox.history.loadFailed')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void history.refetch()}
        >
          {t('lootbox.retry')}
        </button>
      </div>
    );
  const entries = history.data.pages.flatMap((p) => p.data);
  if (entries.length === 0)
    return (
      <div className="lootbox-page__signin">
        <p>{t('lootbox.history.empty')}</p>
        <Link className="button button--primary button--block" to={PATHS.LOOTBOX}>
          {t('inventory.toBoxes')}
        </Link>
      </div>
    );
  return (
    <>
      <ul className="history-list">
        {entries.map((entry) => (
          <li key={entry.openId}>
            <HistoryCard entry={entry} />
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('lootbox.history.more')}
        </button>
      ) : null}
    </>
  );
}

function HistoryCard({ entry }: { entry: OpenHistoryEntry }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  return (
    <article className="history-card" aria-labelledby={`open-${entry.openId}`}>
      <img
        className="history-card__image"
        src={imageUrl(entry.item.image)}
        alt=""
        width="56"
        height="56"
        decoding="async"
      />
      <div className="history-card__body">
        <h2 id={`open-${entry.openId}`} className="history-card__title">
          {t('lootbox.history.got', { item: entry.item.name })}
        </h2>
        <p className="small">
          {entry.boxName}
          {entry.chestName ? (
            <>
              {' · '}
              <span translate="no">
                {t('lootbox.history.chestName', { name: entry.chestName })}
              </span>
            </>
          ) : null}{' '}
          · {t('lootbox.cost', { points: formatNumber(entry.cost) })}
        </p>
        <p className="small muted">{zoned(entry.openedAt, 'DATE_TIME')}</p>
        <details className="history-card__odds">
          <summary>{t('lootbox.history.oddsAtTime')}</summary>
          <table className="odds-table">
            <caption className="visually-hidden">{t('lootbox.history.oddsAtTime')}</caption>
            <tbody>
              {entry.odds.map((o) => (
                <tr key={o.itemId} aria-current={o.itemId === entry.item.itemId || undefined}>
                  <th scope="row">{o.name}</th>
                  <td className="odds-table__chance">{percentOf(o.weightBp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
    </article>
  );
}

export { LootboxHistoryPage as Component };
