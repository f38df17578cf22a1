// Prizes, redeeming and exchange records (docs/product/prizes.md /api/Mission/*; issue 12, decision 027).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const PRIZE_ENDPOINTS = {
  prizeList: get('/api/Mission/PrizeList', 'optional'),
  redeemPrize: post('/api/Mission/RedeemPrize', true),
  exchangePrizeRecord: post('/api/Mission/ExchangePrizeRecord', true),
  /** One exchange record of the member (the detail view). */
  exchangeRecordDetail: get('/api/Mission/ExchangeRecordDetail', true),
  /** A physical prize's delivery details: NeedConfirm → Dealing. */
  confirmExchange: post('/api/Mission/ConfirmExchange', true),
} as const satisfies Record<string, Endpoint>;
