// Typed calls of the setting and support endpoints (issue 15 item 4, decision 042): the settings
// query, the settings machine's save and the support-request machine's send call these.
import { request, type RequestOptions } from './request';
import { MemberSettingsSchema, type MemberSettings } from './schemas/settings';
import { SupportReceiptSchema, type SupportRequest } from './schemas/support';
import { SETTINGS_ENDPOINTS } from './settings-endpoints';

export const settingsApi = {
  settings: (options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.memberSettings, undefined, MemberSettingsSchema, options),
  save: (settings: MemberSettings, options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.setMemberSettings, settings, MemberSettingsSchema, options),
  sendSupportRequest: (payload: SupportRequest, options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.supportRequest, payload, SupportReceiptSchema, options),
};
