// Activity messages and announcements (issue 15 items 3 and 5, decision 041): the calls the lazy
// activity page and popups chunk make. Messages and ReadMessage stay in member-endpoints.ts, which
// the header's bell needs on the first route.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const ACTIVITY_ENDPOINTS = {
  // A mark-as-read call: never shows the loading bar (docs/product/help.md).
  readAllMessages: post('/api/Member/ReadAllMessages', true, false),
  /** Public; with a bearer, the member's dismissed ones are left out. */
  announcements: get('/api/Member/Announcements', 'optional'),
  dismissAnnouncement: post('/api/Member/DismissAnnouncement', true, false),
} as const satisfies Record<string, Endpoint>;
