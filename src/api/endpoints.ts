// Every path of spec §7 and the local API's additions, joined from the feature tables: the server,
// build scripts and tests read this. Client modules import their feature's table instead (an
// ESLint rule keeps it so), so the first route carries only the member calls it makes.
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { ACTIVITY_ENDPOINTS } from './activity-endpoints';
import type { Endpoint } from './endpoint';
import { EXPLORE_ENDPOINTS } from './explore-endpoints';
import { GAME_ENDPOINTS } from './game-endpoints';
import { INVITE_ENDPOINTS } from './invite-endpoints';
import { MEMBER_ENDPOINTS } from './member-endpoints';
import { MISSION_ENDPOINTS } from './mission-endpoints';
import { PROFILE_ENDPOINTS } from './profile-endpoints';
import { STEAM_ENDPOINTS } from './steam-endpoints';
import { SETTINGS_ENDPOINTS } from './settings-endpoints';
import { WALLET_ENDPOINTS } from './wallet-endpoints';

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
