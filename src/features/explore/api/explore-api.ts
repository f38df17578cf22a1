// Typed calls of explore, the game page and the news page (issue 16 item 2, decision 045).
import { EXPLORE_ENDPOINTS } from './explore-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import {
  ExploreGameListSchema,
  GameDetailSchema,
  GenreListSchema,
  NewsDetailSchema,
  type GameListRequest,
} from './schemas/explore';

export const exploreApi = {
  gameList: (payload: GameListRequest, options?: RequestOptions) =>
    requestWithTotal(EXPLORE_ENDPOINTS.gameList, payload, ExploreGameListSchema, options),
  genreList: (options?: RequestOptions) =>
    request(EXPLORE_ENDPOINTS.genreList, undefined, GenreListSchema, options),
  gameDetail: (gameId: number, options?: RequestOptions) =>
    request(EXPLORE_ENDPOINTS.gameDetail, { gameId }, GameDetailSchema, options),
  newsDetail: (newsId: number, options?: RequestOptions) =>
    request(EXPLORE_ENDPOINTS.newsDetail, { newsId }, NewsDetailSchema, options),
};
