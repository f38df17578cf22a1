// Typed calls of the wallet home's endpoints (issue 14 items 1–4, decision 035).
import { request, type RequestOptions } from '../../../shared/api/request';
import { WALLET_ENDPOINTS } from './wallet-endpoints';
import {
  GactInfoSchema,
  WalletChartSchema,
  WalletPortfolioSchema,
  WalletRatesSchema,
  type ChartRange,
} from './schemas/wallet-home';

export const walletHomeApi = {
  info: (range: ChartRange, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.gactInfo, { range }, GactInfoSchema, options),
  rates: (options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.walletRates, undefined, WalletRatesSchema, options),
  chart: (range: ChartRange, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.walletChart, { range }, WalletChartSchema, options),
  portfolio: (options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.walletPortfolio, undefined, WalletPortfolioSchema, options),
};
