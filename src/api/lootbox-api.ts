// Typed calls of the lootbox and inventory endpoints (issue 12, decision 028). The open machine's
// actor and the lootbox query factories call these.
import { ENDPOINTS } from './endpoints';
import { request, requestWithTotal, type RequestOptions } from './request';
import type { PageRequest } from './schemas/envelope';
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
    request(ENDPOINTS.lootboxList, undefined, LootboxListSchema, options),
  open: (payload: OpenLootboxRequest, options?: RequestOptions) =>
    request(ENDPOINTS.openLootbox, payload, OpenReceiptSchema, options),
  history: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(ENDPOINTS.lootboxHistory, payload, OpenHistorySchema, options),
  inventory: (payload: InventoryRequest, options?: RequestOptions) =>
    requestWithTotal(ENDPOINTS.inventory, payload, InventoryListSchema, options),
  useItem: (payload: UseItemRequest, options?: RequestOptions) =>
    request(ENDPOINTS.useItem, payload, InventoryItemSchema, options),
};
