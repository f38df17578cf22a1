// The history's addresses. Its filters live in the address (?type=&asset=&range=), so a refresh,
// a shared link or a sign-in round trip keeps them. Anything unreadable falls back to the default:
// never a crash.
import {
  HISTORY_ASSETS,
  HISTORY_RANGES,
  HISTORY_TYPES,
  type HistoryFilters,
} from '../../api/schemas/wallet-history';
import { PATHS } from '../../../../config/routes';

export type { HistoryFilters };

export const DEFAULT_FILTERS: HistoryFilters = { type: null, asset: null, range: 'ALL' };

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export function filtersFrom(params: URLSearchParams): HistoryFilters {
  return {
    type: oneOf(HISTORY_TYPES, params.get('type')),
    asset: oneOf(HISTORY_ASSETS, params.get('asset')),
    range: oneOf(HISTORY_RANGES, params.get('range')) ?? DEFAULT_FILTERS.range,
  };
}

/** The address's query for some filters: defaults are left out so the plain address means "all". */
export function paramsOf(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.asset) params.set('asset', filters.asset);
  if (filters.range !== DEFAULT_FILTERS.range) params.set('range', filters.range);
  return params;
}

/** The detail page of one entry. */
export const detailHref = (id: number) => `${PATHS.WALLET_HISTORY_DETAIL}?id=${id}`;
