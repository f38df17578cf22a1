// Typed calls of the member's settings (issue 15 item 4, decision 042): the settings query and the
// settings machine's save. The support request's send is the help area's (support-api.ts).
import { request, type RequestOptions } from './request';
import { MemberSettingsSchema, type MemberSettings } from './schemas/settings';
import { SETTINGS_ENDPOINTS } from './settings-endpoints';

export const settingsApi = {
  settings: (options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.memberSettings, undefined, MemberSettingsSchema, options),
  save: (settings: MemberSettings, options?: RequestOptions) =>
    request(SETTINGS_ENDPOINTS.setMemberSettings, settings, MemberSettingsSchema, options),
};
