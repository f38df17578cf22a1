import { GAME_ENDPOINTS } from './game-endpoints';
import { request, type RequestOptions } from './request';
import { GameListSchema, NewsListSchema, type KeywordRequest } from './schemas/game';

export const gameApi = {
  partneredGames: (options?: RequestOptions) =>
    request(GAME_ENDPOINTS.partneredGames, undefined, GameListSchema, options),
  gameSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(GAME_ENDPOINTS.gameSearch, payload, GameListSchema, options),
  newsSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(GAME_ENDPOINTS.newsSearch, payload, NewsListSchema, options),
};
