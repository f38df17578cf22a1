// The calls the first route makes (session, header, bell, invite popup): every row here ships
// before the first paint, so a call any other screen makes belongs in its feature's file.
import { get, post, type Endpoint } from './endpoint';

export const MEMBER_ENDPOINTS = {
  login: post('/api/Member/Login', false),
  logout: post('/api/Member/Logout', true),
  memberInfo: get('/api/Member/MemberInfo', true),
  // Tracked like any call; the header's polling opts out per call (docs/product/app.md).
  messages: post('/api/Member/Messages', true),
  readMessage: post('/api/Member/ReadMessage', true, false),
  memberInviteList: post('/api/Member/MemberInviteList', true),
} as const satisfies Record<string, Endpoint>;
