// Typed calls of the Steam connect endpoints (issue 15 item 2, decision 040): the Steam connect
// machine's actors and the Steam query call these.
import { request, type RequestOptions } from '../../../shared/api/request';
import {
  SteamConnectReceiptSchema,
  SteamConnectStartSchema,
  SteamDisconnectSchema,
  SteamInfoSchema,
} from './schemas/steam';
import { STEAM_ENDPOINTS } from './steam-endpoints';

export const steamApi = {
  info: (options?: RequestOptions) =>
    request(STEAM_ENDPOINTS.steamInfo, undefined, SteamInfoSchema, options),
  start: (options?: RequestOptions) =>
    request(STEAM_ENDPOINTS.steamConnectStart, {}, SteamConnectStartSchema, options),
  connect: (code: string, options?: RequestOptions) =>
    request(STEAM_ENDPOINTS.steamConnect, { code }, SteamConnectReceiptSchema, options),
  disconnect: (options?: RequestOptions) =>
    request(STEAM_ENDPOINTS.steamDisconnect, {}, SteamDisconnectSchema, options),
};
