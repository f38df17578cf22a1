// Explore, the game page and the news page (issue 16 item 2, decision 045). Loaded only with the
// explore, game, news and quest pages.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const EXPLORE_ENDPOINTS = {
  gameList: post('/api/Game/GameList', false),
  genreList: get('/api/Game/GenreList', false),
  /** Optional auth: the game's quests carry the signed-in member's state. */
  gameDetail: post('/api/Game/GameDetail', 'optional'),
  newsDetail: post('/api/Game/NewsDetail', false),
} as const satisfies Record<string, Endpoint>;
