// Every path of docs/product/app.md and the local API's additions, joined from the feature tables: the server,
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
import { REWARD_ENDPOINTS } from '../features/reward/api/reward-endpoints';
import { LOOTBOX_ENDPOINTS } from '../features/lootbox/api/lootbox-endpoints';
import { PRIZE_ENDPOINTS } from '../features/prizes/api/prize-endpoints';
import { get, post } from '../shared/api/endpoint';
import { PROFILE_ENDPOINTS } from '../features/profile/api/profile-endpoints';
import { STEAM_ENDPOINTS } from '../features/profile/api/steam-endpoints';
import { SETTINGS_ENDPOINTS } from '../shared/api/settings-endpoints';
import { WALLET_ENDPOINTS } from '../features/wallet/api/wallet-endpoints';

export type { Endpoint };

/**
 * Calls the member's app never makes: partnered games' server-to-server calls, the platform's
 * status, and the local demo's stand-ins. Kept out of the areas' tables, which ship in the app.
 */
export const SERVER_ONLY_ENDPOINTS = {
  checkThirdToken: post('/api/Member/CheckThirdToken', false),
  issueRebackCode: post('/api/Member/IssueRebackCode', true),
  platformStatus: get('/api/Platform/Status', false),
  /**
   * Server to server: a partnered game reports a member's progress, authenticated by the game's
   * client secret (not a member's bearer), or asks for a one-time assessment to send the member back with.
   */
  gameReportProgress: post('/api/Game/ReportProgress', false),
  gameIssueAssessment: post('/api/Game/IssueAssessment', false),
  /** Local demo only, and only when no SMTP server is configured: mails kept in the outbox. */
  devOutbox: get('/api/Dev/Outbox', false),
  /**
   * Local demo only, served exactly where the outbox is: the fulfilment step settles Dealing
   * exchange records (`npm run reward:fulfil`), standing in for the prize partner.
   */
  devFulfilExchange: post('/api/Dev/FulfilExchange', false),
  /** The demo's reviewer of KYC and withdrawals: served only where the local outbox is. */
  devWalletReview: post('/api/Dev/WalletReview', false),
} as const satisfies Record<string, Endpoint>;

export const ENDPOINTS = {
  ...MEMBER_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...GAME_ENDPOINTS,
  ...MISSION_ENDPOINTS,
  ...REWARD_ENDPOINTS,
  ...LOOTBOX_ENDPOINTS,
  ...PRIZE_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...WALLET_ENDPOINTS,
  ...STEAM_ENDPOINTS,
  ...INVITE_ENDPOINTS,
  ...SETTINGS_ENDPOINTS,
  ...ACTIVITY_ENDPOINTS,
  ...EXPLORE_ENDPOINTS,
  ...SERVER_ONLY_ENDPOINTS,
} as const satisfies Record<string, Endpoint>;
