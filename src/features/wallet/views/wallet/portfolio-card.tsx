// Holdings by asset (issue 14 item 4): GACT and USDT with their value in the member's currency and
// their share of it; points and NFTs held are counted, never valued as money (docs/architecture.md; NFTs are
// valued by each game in its own currency, decision 032).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { walletHomeQueries } from '../../api/queries/wallet-home-queries';
import { decimal } from '../../../../money/decimal';
import { formatAmount } from '../../../../money/amount';
import { formatFiat, toFiat, type Fiat } from '../../../../money/fiat';
import { ReadState, Skeleton } from './read-state';

export function PortfolioCard({
  uid,
  fiat,
}: {
  uid: string;
  fiat: { currency: Fiat; locale: string; perUsd: string } | null;
}) {
  const { t } = useTranslation();
  const portfolio = useQuery(walletHomeQueries.portfolio(uid));
  const p = portfolio.data;
  return (
    <section className="wallet-card" aria-labelledby="wallet-portfolio-heading">
      <h2 id="wallet-portfolio-heading" className="section-title">
        {t('wallet.portfolio.heading')}
      </h2>
      <ReadState
        isPending={portfolio.isPending || !fiat}
        error={portfolio.error}
        onRetry={() => void portfolio.refetch()}
      />
      {p && fiat ? (
        <ul className="wallet-holdings" data-testid="portfolio">
          {p.holdings.map((h) => (
            <li key={h.asset} className="wallet-holding">
              <span className="wallet-holding__name">{t(`wallet.assets.${h.asset}`)}</span>
              <span className="wallet-holding__amount">{formatAmount(h.amount)}</span>
              <span className="wallet-holding__value">
                {formatFiat(
                  toFiat(decimal(h.valueUsd), fiat.perUsd, fiat.currency),
                  fiat.currency,
                  fiat.locale,
                )}
              </span>
              <span className="wallet-holding__share">{`${h.share}%`}</span>
              <span
                className="wallet-holding__bar"
                style={{ inlineSize: `${h.share}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
          <li className="wallet-holding">
            <span className="wallet-holding__name">{t('wallet.assets.POINT')}</span>
            <span className="wallet-holding__amount">{formatAmount(p.points)}</span>
            <span className="wallet-holding__value muted">{t('wallet.portfolio.notMoney')}</span>
          </li>
          {p.nfts.map((n) => (
            <li key={n.category} className="wallet-holding">
              <span className="wallet-holding__name">
                {t('wallet.portfolio.nft', {
                  category: t(`wallet.portfolio.categories.${n.category}`),
                })}
              </span>
              <span className="wallet-holding__amount">
                {t('wallet.portfolio.nftCount', { count: n.count })}
              </span>
              <span className="wallet-holding__value muted">{t('wallet.portfolio.inGame')}</span>
            </li>
          ))}
        </ul>
      ) : (portfolio.isPending || !fiat) && !portfolio.error ? (
        <PortfolioSkeleton />
      ) : null}
    </section>
  );
}

/** The holdings' loaded shape: GACT and USDT with value, share and bar, then points. */
function PortfolioSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="wallet-holdings" aria-hidden="true">
      {(['GACT', 'USDT'] as const).map((asset) => (
        <li key={asset} className="wallet-holding">
          <span className="wallet-holding__name">{t(`wallet.assets.${asset}`)}</span>
          <span className="wallet-holding__amount">
            <Skeleton width="6em" />
          </span>
          <span className="wallet-holding__value">
            <Skeleton width="5em" />
          </span>
          <span className="wallet-holding__share">
            <Skeleton width="3em" />
          </span>
          <span className="wallet-holding__bar skeleton wallet-skeleton" />
        </li>
      ))}
      <li className="wallet-holding">
        <span className="wallet-holding__name">{t('wallet.assets.POINT')}</span>
        <span className="wallet-holding__amount">
          <Skeleton width="6em" />
        </span>
        <span className="wallet-holding__value muted">{t('wallet.portfolio.notMoney')}</span>
      </li>
    </ul>
  );
}
