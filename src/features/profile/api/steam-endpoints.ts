// Steam connect (issue 15 item 2, decision 040): the link's state, starting Steam's OpenID 2.0
// sign-in, redeeming the code the return address hands back, and disconnecting. Loaded only with
// the profile route.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const STEAM_ENDPOINTS = {
  steamInfo: get('/api/Member/SteamInfo', true),
  steamConnectStart: post('/api/Member/SteamConnectStart', true),
  steamConnect: post('/api/Member/SteamConnect', true),
  steamDisconnect: post('/api/Member/SteamDisconnect', true),
} as const satisfies Record<string, Endpoint>;
