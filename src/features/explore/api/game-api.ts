import { GAME_ENDPOINTS } from './game-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { PartneredGameListSchema } from './schemas/favorite';
import { GameListSchema, NewsListSchema, type KeywordRequest } from './schemas/game';

export const gameApi = {
  partneredGames: (options?: RequestOptions) =>
    request(GAME_ENDPOINTS.partneredGames, undefined, PartneredGameListSchema, options),
  gameSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(GAME_ENDPOINTS.gameSearch, payload, GameListSchema, options),
  newsSearch: (payload: KeywordRequest, options?: RequestOptions) =>
    request(GAME_ENDPOINTS.newsSearch, payload, NewsListSchema, options),
};
