// H D W m Y ALL (時 日 週 月 年 全部) as a row of toggle buttons: each is a plain button (Tab and Enter/Space work),
// the chosen one marked with aria-pressed.
import { useTranslation } from 'react-i18next';
import { CHART_RANGES, type ChartRange } from '../../api/schemas/wallet-home';

export function RangeTabs({
  range,
  onChange,
}: {
  range: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-ranges" role="group" aria-label={t('wallet.chart.rangeLabel')}>
      {CHART_RANGES.map((r) => (
        <button
          key={r}
          type="button"
          className="wallet-ranges__tab"
          aria-pressed={r === range}
          onClick={() => onChange(r)}
        >
          {t(`wallet.chart.chips.${r}`)}
          {/* The spec's letters in English, one character in Chinese (issue 28 item 7); the name
              says what it means ("W (the last week)"). */}
          <span className="visually-hidden"> ({t(`wallet.chart.ranges.${r}`)})</span>
        </button>
      ))}
    </div>
  );
}
