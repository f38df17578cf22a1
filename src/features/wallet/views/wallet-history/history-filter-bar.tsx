// The history's filters: operation type and asset as selects, the range as the chart's segmented
// H/D/W/m/Y/ALL. Controlled: the page keeps the value (in the address) and gets every change.
// Shared with the menu's history (issue 15), which may offer fewer types or assets.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_ASSETS,
  HISTORY_RANGES,
  HISTORY_TYPES,
  type HistoryAsset,
  type HistoryType,
} from '../../api/schemas/wallet-history';
import type { HistoryFilters } from './history-address';
import { typeLabelKey } from './history-labels';

export function HistoryFilterBar({
  value,
  onChange,
  types = HISTORY_TYPES,
  assets = HISTORY_ASSETS,
}: {
  value: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  types?: readonly HistoryType[];
  assets?: readonly HistoryAsset[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="wallet-history-filters">
      <legend className="visually-hidden">{t('wallet.history.filters.legend')}</legend>
      <div className="wallet-history-filters__selects">
        <label htmlFor={`${id}-type`}>{t('wallet.history.filters.type')}</label>
        <select
          id={`${id}-type`}
          value={value.type ?? ''}
          onChange={(e) =>
            onChange({ ...value, type: (e.target.value || null) as HistoryType | null })
          }
        >
          <option value="">{t('wallet.history.filters.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(typeLabelKey(type))}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-asset`}>{t('wallet.history.filters.asset')}</label>
        <select
          id={`${id}-asset`}
          value={value.asset ?? ''}
          onChange={(e) =>
            onChange({ ...value, asset: (e.target.value || null) as HistoryAsset | null })
          }
        >
          <option value="">{t('wallet.history.filters.allAssets')}</option>
          {assets.map((asset) => (
            <option key={asset} value={asset}>
              {t(`wallet.assets.${asset}`)}
            </option>
          ))}
        </select>
      </div>
      <div
        className="wallet-history-filters__ranges"
        role="group"
        aria-label={t('wallet.history.filters.range')}
      >
        {HISTORY_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={value.range === range}
            title={t(`wallet.history.ranges.${range}`)}
            onClick={() => onChange({ ...value, range })}
          >
            <span aria-hidden="true">{t(`wallet.chart.chips.${range}`)}</span>
            <span className="visually-hidden">{t(`wallet.history.ranges.${range}`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
