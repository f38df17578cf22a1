// Typed calls of KYC and withdraw GACT (issue 14 items 6 and 7, decision 037). The KYC and withdraw
// machines' actors and the query factories call these; they load only with those routes.
import { ACCOUNT_ENDPOINTS } from '../../account/api/account-endpoints';
import { WALLET_ENDPOINTS } from './wallet-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import type { KycSubmitRequest } from './schemas/kyc';
import { KycInfoSchema } from './schemas/kyc-status';
import {
  WithdrawInfoSchema,
  WithdrawQuoteSchema,
  WithdrawalSchema,
  type WithdrawQuoteRequest,
  type WithdrawRequest,
} from './schemas/withdraw';
import * as z from 'zod/mini';

export const withdrawApi = {
  kyc: (options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.kyc, undefined, KycInfoSchema, options),
  kycSubmit: (payload: KycSubmitRequest, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.kycSubmit, payload, KycInfoSchema, options),
  withdrawals: (options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.withdrawals, undefined, WithdrawInfoSchema, options),
  quote: (payload: WithdrawQuoteRequest, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.withdrawQuote, payload, WithdrawQuoteSchema, options),
  withdraw: (payload: WithdrawRequest, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.withdraw, payload, WithdrawalSchema, options),
  /** Mails a Transfer code to the member's own email (sent with the bearer: members only). */
  sendTransferCode: (email: string, options?: RequestOptions) =>
    request(
      ACCOUNT_ENDPOINTS.verificationCodeSignedIn,
      { email, codeType: 'Transfer' },
      z.unknown(),
      options,
    ),
};
