// Typed calls of the vault endpoints (issue 13, decision 032); the vault query factories call these.
import { PROFILE_ENDPOINTS } from './profile-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { VaultItemDetailSchema, VaultSchema } from './schemas/vault';

export const vaultApi = {
  vault: (options?: RequestOptions) =>
    request(PROFILE_ENDPOINTS.vault, undefined, VaultSchema, options),
  item: (id: number, options?: RequestOptions) =>
    request(PROFILE_ENDPOINTS.vaultItem, { id }, VaultItemDetailSchema, options),
};
