import { ENDPOINTS } from './endpoints';
import { request, type RequestOptions } from './request';
import { GameListSchema, NewsListSchema, type KeywordRequest } from './schemas/game';

export const gameApi = {
  partneredGames: (options?: RequestOptions) =>
    request(ENDPOINTS.partneredGames, undefined, GameListSchema, options),
  gameSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(ENDPOINTS.gameSearch, payload, GameListSchema, options),
  newsSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(ENDPOINTS.newsSearch, payload, NewsListSchema, options),
};
