// Typed calls of the convert endpoints (issue 14 item 5, decision 036): the convert machine's
// actors and the convert query factory call these.
import { request, type RequestOptions } from '../../../shared/api/request';
import {
  ConvertInfoSchema,
  ConvertQuoteSchema,
  ConvertReceiptSchema,
  type ConvertQuoteRequest,
} from './schemas/convert';
import { WALLET_ENDPOINTS } from './wallet-endpoints';

export const convertApi = {
  info: (options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.convertInfo, undefined, ConvertInfoSchema, options),
  quote: (payload: ConvertQuoteRequest, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.convertQuote, payload, ConvertQuoteSchema, options),
  convert: (quoteId: number, options?: RequestOptions) =>
    request(WALLET_ENDPOINTS.convert, { quoteId }, ConvertReceiptSchema, options),
};
