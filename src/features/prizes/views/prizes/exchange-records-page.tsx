import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../../shared/api/errors';
import { prizeQueries } from '../../api/queries/prize-queries';
import type { ExchangeRecord } from '../../api/schemas/prize';
import { useZonedFormat } from '../../../../shared/hooks/use-screen-zone';
import { formatNumber } from '../../../../i18n/format';
import { confirmDeliveryMachine } from '../../machines/confirm-delivery.machine';
import { signInReturningTo } from '../../../../shared/machines/return-to';
import { QueryState } from '../../../../shared/components/query-state';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { ListEnd } from '../../../../shared/components/list-end';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { DeliveryForm } from './delivery-form';
import { parseRecordId, prizeAddress } from './prize-address';
import { RecordStatus } from './record-status';
import { BackLink } from '../../../../shared/components/back-link';
import './prizes.css';

/**
 * /reward/history: the member's exchange records, newest first, loading on as they scroll;
 * `?id=N` shows one record in detail (and its delivery form while it is To be confirmed).
 */
export function ExchangeRecordsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const viewer = useViewer();
  const id = parseRecordId(search);
  if (id !== null) return <RecordDetail key={id} id={id} />;
  if (!viewer.isSignedIn) {
    return (
      <div className="page prizes-page">
        <BackLink />
        <h1 className="page-title">{t('exchange.title')}</h1>
        <SignInPrompt returnTo={prizeAddress.history()} />
      </div>
    );
  }
  return <RecordList />;
}

function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('exchange.signIn')}</p>
      <Link className="button button--primary button--block" to={signInReturningTo(returnTo)}>
        {t('prizes.signIn')}
      </Link>
    </>
  );
}

function RecordList() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const query = useInfiniteQuery(prizeQueries.records(viewer));
  const records = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <div className="page prizes-page">
      <BackLink />
      <h1 className="page-title">{t('exchange.title')}</h1>
      <QueryState
        isPending={query.isPending}
        isError={query.isError && records.length === 0}
        isEmpty={records.length === 0}
        errorKey="exchange.loadFailed"
        emptyKey="exchange.empty"
        onRetry={() => void query.refetch()}
      />
      {query.isSuccess && records.length === 0 ? (
        <Link className="button button--primary button--block" to={prizeAddress.redeem()}>
          {t('exchange.redeemPrize')}
        </Link>
      ) : null}
      {records.length > 0 ? (
        <ul className="record-list" aria-label={t('exchange.title')}>
          {records.map((record) => (
            <RecordRow key={record.id} record={record} />
          ))}
        </ul>
      ) : null}
      <ListEnd
        query={query}
        itemCount={records.length}
        loadMoreKey="exchange.loadMore"
        failedKey="exchange.pageFailed"
        endKey="exchange.end"
      />
    </div>
  );
}

function RecordRow({ record }: { record: ExchangeRecord }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  return (
    <li>
      <Link className="record-row" to={prizeAddress.history(record.id)}>
        <img className="record-row__image" src={`/images/${record.prizeImage}`} alt="" />
        <span className="record-row__main">
          <span className="record-row__name">{record.prizeName}</span>
          <span className="muted small">{zoned(record.createdAt, 'DATE_TIME')}</span>
        </span>
        <span className="record-row__side">
          <RecordStatus status={record.status} />
          <span className="small">{t('exchange.cost', { points: formatNumber(record.cost) })}</span>
        </span>
      </Link>
    </li>
  );
}

function RecordDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const query = useQuery(prizeQueries.record(viewer, id));
  const record = query.data;
  const isMissing = query.error instanceof ApiError && query.error.statusName === 'DataNotExist';
  // The form stays once shown: after confirming (the record then reads Processing) it says so, and
  // when the session ends mid-confirm it keeps what was typed and offers sign-in.
  const [formFor, setFormFor] = useState<{ prizeName: string } | null>(null);
  if (record?.status === 'NeedConfirm' && !formFor) setFormFor({ prizeName: record.prizeName });
  if (!viewer.isSignedIn && !formFor) {
    return (
      <div className="page prizes-page">
        <BackLink />
        <h1 className="page-title">{t('exchange.detail.heading', { id })}</h1>
        <SignInPrompt returnTo={prizeAddress.history(id)} />
      </div>
    );
  }
  return (
    <div className="page prizes-page">
      <BackLink to={prizeAddress.history()} place="exchange.title" />
      <h1 className="page-title">{t('exchange.detail.heading', { id })}</h1>
      {isMissing ? (
        <p role="alert">{t('exchange.detail.notFound')}</p>
      ) : !viewer.isSignedIn ? null : (
        <QueryState
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={false}
          errorKey="exchange.detail.loadFailed"
          emptyKey="exchange.detail.loadFailed"
          onRetry={() => void query.refetch()}
        />
      )}
      {record ? <RecordFacts record={record} /> : null}
      {formFor ? <DeliveryHost recordId={id} prizeName={formFor.prizeName} /> : null}
    </div>
  );
}

function RecordFacts({ record }: { record: ExchangeRecord }) {
  const zoned = useZonedFormat();
  const { t } = useTranslation();
  return (
    <section className="record-detail" aria-label={record.prizeName}>
      <div className="record-detail__head">
        <img className="record-row__image" src={`/images/${record.prizeImage}`} alt="" />
        <h2 className="record-detail__name">{record.prizeName}</h2>
        <RecordStatus status={record.status} />
      </div>
      <dl className="record-detail__facts">
        <div>
          <dt>{t('exchange.detail.cost')}</dt>
          <dd>{formatNumber(record.cost)}</dd>
        </div>
        <div>
          <dt>{t('exchange.detail.balanceAfter')}</dt>
          <dd>{formatNumber(record.balanceAfter)}</dd>
        </div>
        <div>
          <dt>{t('exchange.detail.createdAt')}</dt>
          <dd>{zoned(record.createdAt, 'DATE_TIME', { named: true })}</dd>
        </div>
        <div>
          <dt>{t('exchange.detail.updatedAt')}</dt>
          <dd>{zoned(record.updatedAt, 'DATE_TIME', { named: true })}</dd>
        </div>
        <div>
          <dt>{t('exchange.detail.entry')}</dt>
          <dd>{record.entryId}</dd>
        </div>
        {record.code ? (
          <div>
            <dt>{t('exchange.detail.code')}</dt>
            <dd className="record-detail__code">{record.code}</dd>
          </div>
        ) : null}
        {record.delivery ? (
          <div>
            <dt>{t('exchange.detail.deliveryTo')}</dt>
            <dd>
              {record.delivery.name}
              <br />
              {record.delivery.phone}
              <br />
              {record.delivery.address}
            </dd>
          </div>
        ) : null}
      </dl>
      {record.status === 'Dealing' ? <p className="muted">{t('exchange.detail.dealing')}</p> : null}
      {record.status === 'Fail' && record.refundEntryId !== null ? (
        <p>
          {t('exchange.detail.refund', {
            points: formatNumber(record.cost),
            entry: record.refundEntryId,
          })}
        </p>
      ) : null}
    </section>
  );
}

function DeliveryHost({ recordId, prizeName }: { recordId: number; prizeName: string }) {
  const { inspect } = useAppActors();
  const queryClient = useQueryClient();
  const confirm = useActorRef(
    confirmDeliveryMachine.provide({
      actions: {
        announceConfirmed: () =>
          void queryClient.invalidateQueries({ queryKey: prizeQueries.all() }),
      },
    }),
    { input: { recordId }, inspect },
  );
  return <DeliveryForm confirm={confirm} recordId={recordId} prizeName={prizeName} />;
}

export { ExchangeRecordsPage as Component };
