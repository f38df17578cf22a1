// The menu's setting and support calls (issue 15 item 4, decision 042). Loaded only with those routes.
import { get, post, type Endpoint } from './endpoint';

export const SETTINGS_ENDPOINTS = {
  memberSettings: get('/api/Member/Settings', true),
  setMemberSettings: post('/api/Member/SetSettings', true),
  /** Signed in: the member's request; signed out: a visitor's, with the email to answer. */
  supportRequest: post('/api/Support/Request', 'optional'),
} as const satisfies Record<string, Endpoint>;
