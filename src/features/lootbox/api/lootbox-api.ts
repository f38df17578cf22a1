// Typed calls of the lootbox and inventory endpoints (issue 12, decision 028). The open machine's
// actor and the lootbox query factories call these.
import { LOOTBOX_ENDPOINTS } from './lootbox-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import type { PageRequest } from '../../../shared/api/schemas/envelope';
import {
  InventoryItemSchema,
  InventoryListSchema,
  LootboxListSchema,
  OpenHistorySchema,
  OpenReceiptSchema,
  type InventoryRequest,
  type OpenLootboxRequest,
  type UseItemRequest,
} from './schemas/lootbox';

export const lootboxApi = {
  list: (options?: RequestOptions) =>
    request(LOOTBOX_ENDPOINTS.lootboxList, undefined, LootboxListSchema, options),
  open: (payload: OpenLootboxRequest, options?: RequestOptions) =>
    request(LOOTBOX_ENDPOINTS.openLootbox, payload, OpenReceiptSchema, options),
  history: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(LOOTBOX_ENDPOINTS.lootboxHistory, payload, OpenHistorySchema, options),
  inventory: (payload: InventoryRequest, options?: RequestOptions) =>
    requestWithTotal(LOOTBOX_ENDPOINTS.inventory, payload, InventoryListSchema, options),
  useItem: (payload: UseItemRequest, options?: RequestOptions) =>
    request(LOOTBOX_ENDPOINTS.useItem, payload, InventoryItemSchema, options),
};
