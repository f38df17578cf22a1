// Demo lootboxes, their odds (basis points summing to 10000 per box) and the demo member's opens
// and inventory, so /lootbox, /lootbox/list and /profile/inventory show some of everything at once.
import type { AssetCategory, AssetStatus } from '../../src/features/lootbox/api/schemas/lootbox.ts';

type Texts = { 'en-US': string; 'zh-TW': string; 'zh-CN': string };

export type SeedItem = {
  key: string;
  category: AssetCategory;
  name: Texts;
  usable: boolean;
};

export const SEED_ITEMS: readonly SeedItem[] = [
  {
    key: 'ember-knight',
    category: 'Avatar',
    name: { 'en-US': 'Ember Knight', 'zh-TW': '餘燼騎士', 'zh-CN': '余烬骑士' },
    usable: true,
  },
  {
    key: 'stone-cottage',
    category: 'Building',
    name: { 'en-US': 'Stone Cottage', 'zh-TW': '石造小屋', 'zh-CN': '石造小屋' },
    usable: false,
  },
  {
    key: 'meadow-plot',
    category: 'Land',
    name: { 'en-US': 'Meadow Plot', 'zh-TW': '草原地塊', 'zh-CN': '草原地块' },
    usable: false,
  },
  {
    key: 'crystal-spire',
    category: 'Landmark',
    name: { 'en-US': 'Crystal Spire', 'zh-TW': '水晶尖塔', 'zh-CN': '水晶尖塔' },
    usable: false,
  },
  {
    key: 'golden-dragon',
    category: 'Avatar',
    name: { 'en-US': 'Golden Dragon', 'zh-TW': '黃金巨龍', 'zh-CN': '黄金巨龙' },
    usable: true,
  },
  {
    key: 'volcano-isle',
    category: 'Land',
    name: { 'en-US': 'Volcano Isle', 'zh-TW': '火山島', 'zh-CN': '火山岛' },
    usable: false,
  },
  {
    key: 'sky-temple',
    category: 'Landmark',
    name: { 'en-US': 'Sky Temple', 'zh-TW': '天空神殿', 'zh-CN': '天空神殿' },
    usable: false,
  },
  {
    key: 'guild-hall',
    category: 'Building',
    name: { 'en-US': 'Guild Hall', 'zh-TW': '公會大廳', 'zh-CN': '公会大厅' },
    usable: false,
  },
  {
    key: 'shadow-ranger',
    category: 'Avatar',
    name: { 'en-US': 'Shadow Ranger', 'zh-TW': '暗影遊俠', 'zh-CN': '暗影游侠' },
    usable: true,
  },
];

export type SeedBox = {
  key: string;
  name: Texts;
  cost: number;
  /** Item key → weight in basis points; the weights sum to 10000. */
  odds: readonly (readonly [string, number])[];
};

export const SEED_BOXES: readonly SeedBox[] = [
  {
    key: 'starter-chest',
    name: { 'en-US': 'Starter Chest', 'zh-TW': '新手寶箱', 'zh-CN': '新手宝箱' },
    cost: 100,
    odds: [
      ['ember-knight', 4000],
      ['stone-cottage', 3000],
      ['meadow-plot', 2000],
      ['crystal-spire', 800],
      ['golden-dragon', 200],
    ],
  },
  {
    key: 'legend-chest',
    name: { 'en-US': 'Legend Chest', 'zh-TW': '傳說寶箱', 'zh-CN': '传说宝箱' },
    cost: 500,
    odds: [
      ['shadow-ranger', 5000],
      ['guild-hall', 3000],
      ['volcano-isle', 1500],
      ['sky-temple', 500],
    ],
  },
];

/** The demo member's past opens: which box, what came out, the chest's name, how long ago. */
export const SEED_OPENS: readonly {
  box: string;
  item: string;
  chestName: string | null;
  daysAgo: number;
  status: AssetStatus;
}[] = [
  {
    box: 'starter-chest',
    item: 'ember-knight',
    chestName: 'FirstLoot',
    daysAgo: 6,
    status: 'Used',
  },
  { box: 'starter-chest', item: 'meadow-plot', chestName: null, daysAgo: 4, status: 'Available' },
  {
    box: 'legend-chest',
    item: 'guild-hall',
    chestName: '傳說之箱',
    daysAgo: 2,
    status: 'Available',
  },
];

/** Items the demo holds that did not come from an open (a support grant, a frozen trade). */
export const SEED_GRANTS: readonly { item: string; daysAgo: number; status: AssetStatus }[] = [
  { item: 'golden-dragon', daysAgo: 10, status: 'Available' },
  // A second usable avatar: after trying Use on one, a newcomer (and the inventory browser test)
  // still has one to use.
  { item: 'shadow-ranger', daysAgo: 8, status: 'Available' },
  { item: 'crystal-spire', daysAgo: 9, status: 'Frozen' },
];

export const lootboxImage = (key: string) => `lootbox/${key}.svg`;

export function seedLootboxImagePaths(): string[] {
  return [...SEED_ITEMS, ...SEED_BOXES].map((x) => lootboxImage(x.key));
}
