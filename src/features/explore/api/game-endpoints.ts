// Partnered games, search and the platform's own status (spec §7 /api/Game/*).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const GAME_ENDPOINTS = {
  /** Optional auth: a signed-in member's answer says which games are their favourites. */
  partneredGames: get('/api/Game/PartneredGames', 'optional'),
  gameAddToFavorite: post('/api/Game/GameAddToFavorite', true),
  gameSearch: post('/api/Game/GameSearch', false),
  newsSearch: post('/api/Game/NewsSearch', false),
  gameBanner: get('/api/Game/GameBanner', false),
  gameAuthInfo: get('/api/Game/GameAuthInfo', false),
  platformStatus: get('/api/Platform/Status', false),
  /**
   * Server to server: a partnered game reports a member's progress, authenticated by the game's
   * client secret (not a member's bearer), or asks for a one-time assessment to send the member back with.
   */
  gameReportProgress: post('/api/Game/ReportProgress', false),
  gameIssueAssessment: post('/api/Game/IssueAssessment', false),
} as const satisfies Record<string, Endpoint>;
