// /profile/wallet (issue 14 items 1–4, decision 035): GACT, USDT and points balances; the GACT and
// USDT total in the member's currency from the server's rates, with the time they were taken;
// spend and earn over the chosen range; the chart; the portfolio; and the ways to convert,
// withdraw, receive and see history. Reads only: queries, no machine.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { walletHomeQueries } from '../../api/queries/wallet-home-queries';
import type { ChartRange, GactInfo, WalletRates } from '../../api/schemas/wallet-home';
import { PATHS } from '../../../../config/routes';
import { formatInZone } from '../../../../i18n/zoned-time';
import { formatAmount } from '../../../../money/amount';
import { formatFiat, toFiat, usdValue, type Fiat } from '../../../../money/fiat';
import { useSessionEnded } from '../../../../shared/components/session-ended-notice';
import { useViewer } from '../../../../shared/hooks/use-viewer';
import { ChartPanel } from './chart-panel';
import { PortfolioCard } from './portfolio-card';
import { RangeTabs } from './range-tabs';
import { ReadState, Skeleton } from './read-state';
import { useFiat } from './use-fiat';
import { useWalletRange } from './use-wallet-range';
import { WalletSignIn } from './wallet-sign-in';
import './wallet.css';
import { BackLink } from '../../../../shared/components/back-link';

const ASSETS = ['GACT', 'USDT', 'POINT'] as const;

export function WalletPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const hasEnded = useSessionEnded();
  return (
    <div className="page wallet-page">
      <BackLink />
      <h1 className="page-title">{t('wallet.home.heading')}</h1>
      {viewer.isSignedIn ? (
        <Wallet uid={viewer.uid} />
      ) : (
        <WalletSignIn returnTo={PATHS.WALLET} hasEnded={hasEnded} />
      )}
    </div>
  );
}

/** The oldest of the rates a total was computed with: the total is as fresh as that one. */
function ratesTime(rates: WalletRates, currency: Fiat): string {
  const times = [rates.gactUsd.takenAt, rates.usdtUsd.takenAt];
  const fiat = rates.fiat.find((f) => f.currency === currency);
  if (fiat) times.push(fiat.takenAt);
  return times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

function Wallet({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useWalletRange();
  const { currency, locale } = useFiat();
  const info = useQuery(walletHomeQueries.info(uid, range));
  const rates = useQuery(walletHomeQueries.rates(uid));
  const perUsd = rates.data?.fiat.find((f) => f.currency === currency)?.rate ?? null;
  const fiat = perUsd ? { currency, locale, perUsd } : null;
  return (
    <>
      <section
        className="wallet-card wallet-total"
        aria-label={t('wallet.fiat.total', { currency })}
      >
        <ReadState
          isPending={info.isPending || rates.isPending}
          error={info.error ?? rates.error}
          onRetry={() => {
            if (info.error) void info.refetch();
            if (rates.error) void rates.refetch();
          }}
        />
        {info.data && rates.data && fiat ? (
          <>
            <h2 id="wallet-total-heading" className="section-title">
              {t('wallet.fiat.total', { currency })}
              <span className="wallet-total__figure" data-testid="wallet-total">
                {formatFiat(
                  toFiat(
                    usdValue([
                      { amount: info.data.balances.GACT, usdRate: rates.data.gactUsd.rate },
                      { amount: info.data.balances.USDT, usdRate: rates.data.usdtUsd.rate },
                    ]),
                    fiat.perUsd,
                    currency,
                  ),
                  currency,
                  locale,
                )}
              </span>
            </h2>
            <p className="small muted" data-testid="rates-time">
              {t('wallet.fiat.ratesAt', {
                // The same format as the chart's readout: one time format per screen.
                time: formatInZone(
                  ratesTime(rates.data, currency),
                  info.data.timeZone,
                  'DATE_TIME',
                ),
              })}
            </p>
            <Balances info={info.data} />
          </>
        ) : info.isPending || rates.isPending ? (
          <TotalSkeleton currency={currency} />
        ) : null}
      </section>
      <nav className="wallet-actions" aria-label={t('wallet.home.actions')}>
        <Link className="wallet-action" to={PATHS.WALLET_RECEIVE}>
          {t('wallet.home.receive')}
        </Link>
        <Link className="wallet-action" to={PATHS.WALLET_CONVERT}>
          {t('wallet.home.convert')}
        </Link>
        <Link className="wallet-action" to={PATHS.WALLET_WITHDRAW}>
          {t('wallet.home.withdraw')}
        </Link>
        <Link className="wallet-action" to={PATHS.WALLET_HISTORY}>
          {t('wallet.home.history')}
        </Link>
      </nav>
      <RangeTabs range={range} onChange={setRange} />
      {info.data || info.isPending ? <SpendEarn range={range} info={info.data} /> : null}
      <ChartPanel uid={uid} range={range} fiat={fiat} />
      <PortfolioCard uid={uid} fiat={fiat} />
    </>
  );
}

/** The total card's loaded shape: its heading, the figure, the rates' time and three balances. */
function TotalSkeleton({ currency }: { currency: Fiat }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true">
      <h2 className="section-title">
        {t('wallet.fiat.total', { currency })}
        <span className="wallet-total__figure">
          <Skeleton width="50%" />
        </span>
      </h2>
      <p className="small muted">
        <Skeleton width="70%" />
      </p>
      <Balances />
    </div>
  );
}

/** The three balances; without `info` (still loading) a grey bar holds each figure's place. */
function Balances({ info }: { info?: GactInfo }) {
  const { t } = useTranslation();
  return (
    <dl className="wallet-balances">
      {ASSETS.map((asset) => (
        <div key={asset} className="wallet-balances__row">
          <dt>{t(`wallet.assets.${asset}`)}</dt>
          {info ? (
            <dd data-testid={`balance-${asset}`}>{formatAmount(info.balances[asset])}</dd>
          ) : (
            <dd>
              <Skeleton width="80%" />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/**
 * What was spent and earned over the range; without `info` (still loading) the same card with grey
 * bars for the figures, so the loaded one takes its place and nothing below moves.
 */
function SpendEarn({ range, info }: { range: ChartRange; info?: GactInfo }) {
  const { t } = useTranslation();
  const figure = (amount: string | undefined) =>
    amount === undefined ? <Skeleton /> : formatAmount(amount);
  return (
    <section
      className="wallet-card"
      aria-labelledby={info ? 'wallet-flow-heading' : undefined}
      aria-hidden={info ? undefined : true}
    >
      <h2 id="wallet-flow-heading" className="section-title">
        {t('wallet.home.flowHeading', { range: t(`wallet.chart.ranges.${info?.range ?? range}`) })}
      </h2>
      <table className="wallet-flow" data-testid={info ? 'spend-earn' : undefined}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('wallet.home.asset')}</span>
            </th>
            <th scope="col">{t('wallet.home.spend')}</th>
            <th scope="col">{t('wallet.home.earn')}</th>
          </tr>
        </thead>
        <tbody>
          {ASSETS.map((asset) => (
            <tr key={asset}>
              <th scope="row">{t(`wallet.assets.${asset}`)}</th>
              <td>{figure(info?.spend[asset])}</td>
              <td>{figure(info?.earn[asset])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export { WalletPage as Component };
