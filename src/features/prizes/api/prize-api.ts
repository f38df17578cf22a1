// Typed calls of the prize endpoints (issue 12, decision 027). The redeem and confirm-delivery
// machines' actors and the prize query factories call these.
import { PRIZE_ENDPOINTS } from './prize-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import type { PageRequest } from '../../../shared/api/schemas/envelope';
import {
  ExchangeRecordListSchema,
  ExchangeRecordSchema,
  PrizeListSchema,
  type ConfirmExchangeRequest,
  type RedeemRequest,
} from './schemas/prize';

export const prizeApi = {
  prizeList: (options?: RequestOptions) =>
    request(PRIZE_ENDPOINTS.prizeList, undefined, PrizeListSchema, options),
  redeem: (payload: RedeemRequest, options?: RequestOptions) =>
    request(PRIZE_ENDPOINTS.redeemPrize, payload, ExchangeRecordSchema, options),
  records: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(
      PRIZE_ENDPOINTS.exchangePrizeRecord,
      payload,
      ExchangeRecordListSchema,
      options,
    ),
  record: (id: number, options?: RequestOptions) =>
    request(PRIZE_ENDPOINTS.exchangeRecordDetail, { id }, ExchangeRecordSchema, options),
  confirm: (payload: ConfirmExchangeRequest, options?: RequestOptions) =>
    request(PRIZE_ENDPOINTS.confirmExchange, payload, ExchangeRecordSchema, options),
};
