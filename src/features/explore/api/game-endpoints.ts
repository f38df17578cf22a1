// Partnered games and search (docs/product/explore.md /api/Game/*), as the member's app calls them.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const GAME_ENDPOINTS = {
  /** Optional auth: a signed-in member's answer says which games are their favourites. */
  partneredGames: get('/api/Game/PartneredGames', 'optional'),
  gameAddToFavorite: post('/api/Game/GameAddToFavorite', true),
  gameSearch: post('/api/Game/GameSearch', false),
  newsSearch: post('/api/Game/NewsSearch', false),
  gameBanner: get('/api/Game/GameBanner', false),
  gameAuthInfo: get('/api/Game/GameAuthInfo', false),
} as const satisfies Record<string, Endpoint>;
