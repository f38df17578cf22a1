// Typed calls of the wallet history (issue 14 item 8, decision 038); the history query factories
// call these.
import { WALLET_ENDPOINTS } from './wallet-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import {
  HistoryDetailSchema,
  WalletHistoryPageSchema,
  type WalletHistoryRequest,
} from './schemas/wallet-history';

export const walletHistoryApi = {
  list: (payload: WalletHistoryRequest, options?: RequestOptions) =>
    requestWithTotal(WALLET_ENDPOINTS.walletHistory, payload, WalletHistoryPageSchema, options),
  detail: (id: number, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.walletHistoryDetail, { id }, HistoryDetailSchema, options),
};
