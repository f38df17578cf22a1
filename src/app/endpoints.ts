// Every path of spec §7 and the local API's additions, joined from the feature tables: the server,
// build scripts and tests read this. Client modules import their feature's table instead (an
// ESLint rule keeps it so), so the first route carries only the member calls it makes.
import { ACCOUNT_ENDPOINTS } from '../features/account/api/account-endpoints';
import { ACTIVITY_ENDPOINTS } from '../features/help/api/activity-endpoints';
import type { Endpoint } from '../shared/api/endpoint';
import { EXPLORE_ENDPOINTS } from '../features/explore/api/explore-endpoints';
import { GAME_ENDPOINTS } from '../features/explore/api/game-endpoints';
import { INVITE_ENDPOINTS } from '../features/profile/api/invite-endpoints';
import { MEMBER_ENDPOINTS } from '../shared/api/member-endpoints';
import { MISSION_ENDPOINTS } from '../features/quests/api/mission-endpoints';
import { PROFILE_ENDPOINTS } from '../features/profile/api/profile-endpoints';
import { STEAM_ENDPOINTS } from '../features/profile/api/steam-endpoints';
import { SETTINGS_ENDPOINTS } from '../shared/api/settings-endpoints';
import { WALLET_ENDPOINTS } from '../features/wallet/api/wallet-endpoints';

export type { Endpoint };

export const ENDPOINTS = {
  ...MEMBER_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...GAME_ENDPOINTS,
  ...MISSION_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...STEAM_ENDPOINTS,
  ...INVITE_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...ACTIVITY_ENDPOINTS,
  ...EXPLORE_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;
