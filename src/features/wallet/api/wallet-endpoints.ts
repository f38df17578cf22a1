// The GACT wallet's calls (issue 14, decision 034): balances and rates, receiving addresses, the
// price chart, convert, KYC, withdraw and the wallet history. Loaded only with the wallet routes.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const WALLET_ENDPOINTS = {
  // Home, receiving, chart and portfolio (decision 035).
  gactInfo: get('/api/Member/GactInfo', true),
  walletRates: get('/api/Wallet/Rates', true),
  walletAddresses: get('/api/Wallet/Addresses', true),
  walletChart: get('/api/Wallet/Chart', true),
  walletPortfolio: get('/api/Wallet/Portfolio', true),
  // Convert (decision 036).
  convertInfo: get('/api/Wallet/ConvertInfo', true),
  convertQuote: post('/api/Wallet/ConvertQuote', true),
  convert: post('/api/Wallet/Convert', true),
  // KYC and withdraw (decision 037).
  kyc: get('/api/Wallet/Kyc', true),
  kycSubmit: post('/api/Wallet/KycSubmit', true),
  withdrawQuote: post('/api/Wallet/WithdrawQuote', true),
  withdraw: post('/api/Wallet/Withdraw', true),
  withdrawals: get('/api/Wallet/Withdrawals', true),
  // History (decision 038).
  walletHistory: post('/api/Wallet/History', true),
  walletHistoryDetail: get('/api/Wallet/HistoryDetail', true),
} as const satisfies Record<string, Endpoint>;
