import { formatNumber } from '../../../../i18n/format';

/** Basis points as a percentage: 4000 → "40%", 50 → "0.5%". */
export const percentOf = (weightBp: number): string => `${formatNumber(weightBp / 100)}%`;
