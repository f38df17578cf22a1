// Every path of spec §7, with its method and whether it needs the bearer token. Shared with server/.
export type Endpoint = {
  readonly path: string;
  readonly method: 'GET' | 'POST';
  readonly auth: boolean;
  /** false for message polling and mark-as-read, which must not flash the loading bar (spec §4). */
  readonly tracksLoading: boolean;
};

const post = (path: string, auth: boolean, tracksLoading = true): Endpoint => ({
  path,
  method: 'POST',
  auth,
  tracksLoading,
});
const get = (path: string, auth: boolean): Endpoint => ({ path, method: 'GET', auth, tracksLoading: true });

export const ENDPOINTS = {
  login: post('/api/Member/Login', false),
  logout: post('/api/Member/Logout', true),
  memberInfo: get('/api/Member/MemberInfo', true),
  messages: post('/api/Member/Messages', true, false),
  readMessage: post('/api/Member/ReadMessage', true, false),
  verificationCode: post('/api/Member/VerificationCode', false),
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
} as const satisfies Record<string, Endpoint>;
