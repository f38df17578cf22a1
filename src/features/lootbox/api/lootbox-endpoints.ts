// Lootboxes and the inventory (docs/product/lootbox.md /api/Mission/*, /api/Member/Inventory; issue 12, decision 028).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const LOOTBOX_ENDPOINTS = {
  lootboxList: get('/api/Mission/LootboxList', false),
  openLootbox: post('/api/Mission/OpenLootbox', true),
  lootboxHistory: post('/api/Mission/LootboxHistory', true),
  inventory: post('/api/Member/Inventory', true),
  useItem: post('/api/Member/UseItem', true),
} as const satisfies Record<string, Endpoint>;
