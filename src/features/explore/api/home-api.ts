// Home's own calls (issue 16 item 1, decision 047): the banners and setting a favourite game.
import { GAME_ENDPOINTS } from './game-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { BannerListSchema } from './schemas/banner';
import { FavoriteResultSchema, type FavoriteRequest } from './schemas/favorite';

export const homeApi = {
  banners: (options?: RequestOptions) =>
    request(GAME_ENDPOINTS.gameBanner, undefined, BannerListSchema, options),
  setFavorite: (payload: FavoriteRequest, options?: RequestOptions) =>
    request(GAME_ENDPOINTS.gameAddToFavorite, payload, FavoriteResultSchema, options),
};
