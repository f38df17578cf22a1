// The support request's call (issue 15 item 4, decision 042): the support-request machine sends it.
import { request, type RequestOptions } from '../../../shared/api/request';
import { SETTINGS_ENDPOINTS } from '../../../shared/api/settings-endpoints';
import { SupportReceiptSchema, type SupportRequest } from './schemas/support';

export const supportApi = {
  sendSupportRequest: (payload: SupportRequest, options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.supportRequest, payload, SupportReceiptSchema, options),
};
