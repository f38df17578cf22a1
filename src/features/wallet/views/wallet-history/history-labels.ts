// Text keys of the history's enums. A ledger kind this build does not know gets the generic label,
// never its raw key (a new kind can reach the server before the client that names it).
import {
  isKnownKind,
  type HistoryStatus,
  type HistoryType,
  type OrderStatus,
} from '../../api/schemas/wallet-history';
import type { TextKey } from '../../../../i18n/text-key';

export function kindLabelKey(kind: string): TextKey {
  return isKnownKind(kind) ? `wallet.history.kinds.${kind}` : 'wallet.history.kinds.unknown';
}

export const typeLabelKey = (type: HistoryType): TextKey => `wallet.history.types.${type}`;

export const statusLabelKey = (status: HistoryStatus): TextKey =>
  `wallet.history.statuses.${status}`;

export const orderStatusLabelKey = (status: OrderStatus): TextKey =>
  `wallet.history.orderStatuses.${status}`;
