// The chart block of the wallet home: GACT's price or the member's portfolio value over the
// chosen range, a readout of the point under the finger, pointer or arrow keys, and a text summary
// (lowest, highest, change) that screen readers get instead of the canvas.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { walletHomeQueries } from '../../api/queries/wallet-home-queries';
import type { ChartRange, WalletChart } from '../../api/schemas/wallet-home';
import { decimal, multiply } from '../../../../money/decimal';
import { formatFiat, toFiat, type Fiat } from '../../../../money/fiat';
import { formatInZone } from '../../../../i18n/zoned-time';
import { ReadState, Skeleton } from './read-state';
import { valueTicks } from './value-ticks';
import { PriceChart, type ChartSeries } from './price-chart';

type Line = 'price' | 'value';
type Fiatised = { currency: Fiat; locale: string; perUsd: string };

function money(usd: string, f: Fiatised): string {
  return formatFiat(toFiat(decimal(usd), f.perUsd, f.currency), f.currency, f.locale);
}

export function ChartPanel({
  uid,
  range,
  fiat,
}: {
  uid: string;
  range: ChartRange;
  fiat: Fiatised | null;
}) {
  const { t } = useTranslation();
  const chart = useQuery(walletHomeQueries.chart(uid, range));
  const [line, setLine] = useState<Line>('price');
  return (
    <section className="wallet-card wallet-chart" aria-labelledby="wallet-chart-heading">
      <h2 id="wallet-chart-heading" className="section-title">
        {t('wallet.chart.heading')}
      </h2>
      <div className="wallet-lines" role="group" aria-label={t('wallet.chart.lineLabel')}>
        {(['price', 'value'] as const).map((l) => (
          <button
            key={l}
            type="button"
            className="wallet-ranges__tab"
            aria-pressed={l === line}
            onClick={() => setLine(l)}
          >
            {t(`wallet.chart.lines.${l}`)}
          </button>
        ))}
      </div>
      <ReadState
        isPending={chart.isPending || !fiat}
        error={chart.error}
        onRetry={() => void chart.refetch()}
      />
      {chart.data && fiat && chart.data.points.length > 0 ? (
        <ChartBody key={`${range}-${line}`} chart={chart.data} line={line} fiat={fiat} />
      ) : (chart.isPending || !fiat) && !chart.error ? (
        <ChartSkeleton />
      ) : null}
    </section>
  );
}

function ChartBody({ chart, line, fiat }: { chart: WalletChart; line: Line; fiat: Fiatised }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const last = chart.points.length - 1;
  const series = useMemo<ChartSeries>(() => {
    const rate = decimal(fiat.perUsd);
    return {
      times: chart.points.map((p) => Date.parse(p.at) / 1000),
      // Pixels only: what is read out is formatted from the exact strings below.
      values: chart.points.map((p) => {
        const d = multiply(decimal(p[line]), rate);
        return Number(d.units) / 10 ** d.scale;
      }),
      timeZone: chart.timeZone,
      label: t(`wallet.chart.lines.${line}`),
      formatTicks: (splits) => valueTicks(splits, fiat.locale, fiat.currency),
    };
  }, [chart, line, fiat, t]);
  const index = selected ?? last;
  const point = chart.points[index]!;
  const summary = line === 'price' ? chart.price : chart.value;
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -index, End: last - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setSelected(Math.min(last, Math.max(0, index + step)));
  };
  return (
    <>
      <div
        className="wallet-chart__frame"
        tabIndex={0}
        role="group"
        aria-label={t('wallet.chart.keyboardHint')}
        onKeyDown={onKey}
        onPointerLeave={() => setSelected(null)}
      >
        <PriceChart series={series} selected={selected} onSelect={setSelected} />
      </div>
      <p className="wallet-chart__readout" aria-live="polite" data-testid="chart-readout">
        <time dateTime={point.at}>
          {/* The one time format of the wallet screen, as its rates time (issue 28). */}
          {formatInZone(point.at, chart.timeZone, 'DATE_TIME')}
        </time>{' '}
        <strong>{money(point[line], fiat)}</strong>
      </p>
      <p className="small muted" data-testid="chart-summary">
        {t('wallet.chart.summary', {
          min: money(summary.min, fiat),
          max: money(summary.max, fiat),
          change:
            summary.changePercent === null
              ? t('wallet.chart.noChange')
              : `${summary.changePercent.startsWith('-') ? '' : '+'}${summary.changePercent}%`,
          range: t(`wallet.chart.ranges.${chart.range}`),
        })}
      </p>
    </>
  );
}

/** The chart's loaded shape: the canvas, the readout line and the summary line. */
function ChartSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="wallet-chart__frame wallet-chart__frame--loading">
        <Skeleton width="100%" />
      </div>
      <p className="wallet-chart__readout">
        <Skeleton width="40%" />
        <Skeleton width="25%" />
      </p>
      <p className="small muted">
        <Skeleton width="90%" />
      </p>
    </div>
  );
}
