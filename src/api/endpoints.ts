// Every path of spec §7, with its method and whether it needs the bearer token. Shared with server/.
export type Endpoint = {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  /**
   * true: needs the bearer; false: public; 'optional': public, but a signed-in member's bearer is
   * sent and the answer is about them (a quest's state for this member), an unknown one is ignored.
   */
  readonly auth: boolean | 'optional';
  /** false for message polling and mark-as-read, which must not flash the loading bar (spec §4). */
  readonly tracksLoading: boolean;
};

type Auth = Endpoint['auth'];

const post = (path: string, auth: Auth, tracksLoading = true): Endpoint => ({
  path,
  method: 'POST',
  auth,
  tracksLoading,
});
const get = (path: string, auth: Auth): Endpoint => ({
  path,
  method: 'GET',
  auth,
  tracksLoading: true,
});

export const ENDPOINTS = {
  login: post('/api/Member/Login', false),
  logout: post('/api/Member/Logout', true),
  memberInfo: get('/api/Member/MemberInfo', true),
  // Tracked like any call; the header's polling opts out per call (spec §4).
  messages: post('/api/Member/Messages', true),
  readMessage: post('/api/Member/ReadMessage', true, false),
  verificationCode: post('/api/Member/VerificationCode', false),
  /**
   * The same path, with the bearer: an Authorize code is only sent to a signed-in member (the
   * server's VerificationCode route reads the bearer for that code type only).
   */
  verificationCodeSignedIn: post('/api/Member/VerificationCode', true),
  reback: post('/api/Member/Reback', false),
  setMemberInfo: post('/api/Member/SetMemberInfo', true),
  gactInfo: get('/api/Member/GactInfo', true),
  memberOtherInfo: get('/api/Member/MemberOtherInfo', true),
  inventory: post('/api/Member/Inventory', true),
  interactive: post('/api/Member/Interactive', true),
  checkThirdToken: post('/api/Member/CheckThirdToken', false),
  getThirdToken: post('/api/Member/GetThirdToken', true),
  memberInviteList: post('/api/Member/MemberInviteList', true),
  claimInviteReward: post('/api/Member/ClaimInviteReward', true),
  partneredGames: get('/api/Game/PartneredGames', false),
  gameAddToFavorite: post('/api/Game/GameAddToFavorite', true),
  gameSearch: post('/api/Game/GameSearch', false),
  newsSearch: post('/api/Game/NewsSearch', false),
  gameBanner: get('/api/Game/GameBanner', false),
  // Accounts and single sign-on (local platform API additions).
  register: post('/api/Member/Register', false),
  resetPassword: post('/api/Member/ResetPassword', false),
  loginByCode: post('/api/Member/LoginByCode', false),
  issueRebackCode: post('/api/Member/IssueRebackCode', true),
  changeEmail: post('/api/Member/ChangeEmail', true),
  changePassword: post('/api/Member/ChangePassword', true),
  connectedGames: get('/api/Member/ConnectedGames', true),
  revokeGame: post('/api/Member/RevokeGame', true),
  gameAuthInfo: get('/api/Game/GameAuthInfo', false),
  platformStatus: get('/api/Platform/Status', false),
  // Quests, major events and claims (spec §7 /api/Mission/*; issue 11, decision 024).
  questList: post('/api/Mission/QuestList', 'optional'),
  quest: get('/api/Mission/Quest', 'optional'),
  claim: post('/api/Mission/Claim', true),
  majorEventList: post('/api/Mission/MajorEventList', 'optional'),
  majorEvent: get('/api/Mission/MajorEvent', 'optional'),
  claimMission: post('/api/Mission/ClaimMission', true),
  trendingEvents: get('/api/Mission/TrendingEvents', 'optional'),
  questers: post('/api/Mission/Quester', 'optional'),
  winners: post('/api/Mission/Winner', 'optional'),
  /** Redeems a game's one-time assessment (the entry redirect's `code` + `missionAssessId`). */
  redeemAssessment: post('/api/Mission/RedeemAssessment', true),
  /** Profile hooks: active quests, quests completed, points and level progress. */
  questProgress: get('/api/Mission/QuestProgress', true),
  // The reward calendar and the daily check-in (issue 12, decision 026).
  rewardCalendar: post('/api/Mission/RewardCalendar', 'optional'),
  missionsByDate: post('/api/Mission/QueryMissionByDate', 'optional'),
  checkIn: post('/api/Mission/CheckIn', true),
  /**
   * Server to server: a partnered game reports a member's progress, authenticated by the game's
   * client secret (not a member's bearer), or asks for a one-time assessment to send the member back with.
   */
  gameReportProgress: post('/api/Game/ReportProgress', false),
  gameIssueAssessment: post('/api/Game/IssueAssessment', false),
  // Lootboxes and the inventory (issue 12, decision 028).
  lootboxList: get('/api/Mission/LootboxList', false),
  openLootbox: post('/api/Mission/OpenLootbox', true),
  lootboxHistory: post('/api/Mission/LootboxHistory', true),
  useItem: post('/api/Member/UseItem', true),
  // The leaderboard (issue 13, decision 030).
  leaderboard: post('/api/Member/Leaderboard', 'optional'),
  // Prizes, redeeming and exchange records (issue 12, decision 027).
  prizeList: get('/api/Mission/PrizeList', 'optional'),
  redeemPrize: post('/api/Mission/RedeemPrize', true),
  exchangePrizeRecord: post('/api/Mission/ExchangePrizeRecord', true),
  /** One exchange record of the member (the detail view). */
  exchangeRecordDetail: get('/api/Mission/ExchangeRecordDetail', true),
  /** A physical prize's delivery details: NeedConfirm → Dealing. */
  confirmExchange: post('/api/Mission/ConfirmExchange', true),
  /**
   * Local demo only, served exactly where the outbox is: the fulfilment step settles Dealing
   * exchange records (`npm run reward:fulfil`), standing in for the prize partner.
   */
  devFulfilExchange: post('/api/Dev/FulfilExchange', false),
  /** Local demo only, and only when no SMTP server is configured: mails kept in the outbox. */
  devOutbox: get('/api/Dev/Outbox', false),
} as const satisfies Record<string, Endpoint>;
