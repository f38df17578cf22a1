// The demo vault (issue 13, decision 032): every partnered game's name and currency per language
// (Chinese names, so A–Z follows the reader's collation), and the demo member's balances, NFTs in
// every NFT status and assets in every category and asset status, each with a status history.
// Some games hold nothing for the demo member, so "Rewards coming soon" shows too.
import type { AssetCategory } from '../../src/features/lootbox/api/schemas/lootbox.ts';
import type { VaultItemKind, VaultStatus } from '../../src/features/profile/api/schemas/vault.ts';

type Texts = { 'en-US': string; 'zh-TW': string; 'zh-CN': string };
const texts = (en: string, tw: string, cn: string): Texts => ({
  'en-US': en,
  'zh-TW': tw,
  'zh-CN': cn,
});

export type SeedVaultGame = { slug: string; name: Texts; currency: Texts; featured: boolean };

export const SEED_VAULT_GAMES: readonly SeedVaultGame[] = [
  {
    slug: 'ember-realms',
    name: texts('Ember Realms', '餘燼王國', '余烬王国'),
    currency: texts('Rare Earth', '稀土', '稀土'),
    featured: true,
  },
  {
    slug: 'starfall-tactics',
    name: texts('Starfall Tactics', '星墜戰術', '星坠战术'),
    currency: texts('Star Shards', '星晶碎片', '星晶碎片'),
    featured: false,
  },
  {
    slug: 'pixel-orchard',
    name: texts('Pixel Orchard', '像素果園', '像素果园'),
    currency: texts('Orchard Coins', '果園幣', '果园币'),
    featured: false,
  },
  {
    slug: 'neon-drift',
    name: texts('Neon Drift', '霓虹漂移', '霓虹漂移'),
    currency: texts('Nitro Credits', '氮氣點數', '氮气点数'),
    featured: false,
  },
  {
    slug: 'abyssal-legends',
    name: texts('Abyssal Legends', '深淵傳說', '深渊传说'),
    currency: texts('Abyss Pearls', '深淵珍珠', '深渊珍珠'),
    featured: false,
  },
  {
    slug: 'crown-and-conquest',
    name: texts('Crown & Conquest', '王冠與征服', '王冠与征服'),
    currency: texts('Crown Gold', '王冠金幣', '王冠金币'),
    featured: false,
  },
  {
    slug: 'bubble-harbor',
    name: texts('Bubble Harbor', '泡泡港灣', '泡泡港湾'),
    currency: texts('Bubble Gems', '泡泡寶石', '泡泡宝石'),
    featured: true,
  },
  {
    slug: 'skyforge-arena',
    name: texts('Skyforge Arena', '天鑄競技場', '天铸竞技场'),
    currency: texts('Forge Ingots', '鍛造錠', '锻造锭'),
    featured: false,
  },
  {
    slug: 'mythic-tamers',
    name: texts('Mythic Tamers', '神話馴獸師', '神话驯兽师'),
    currency: texts('Myth Essence', '神話精華', '神话精华'),
    featured: true,
  },
  {
    slug: 'galactic-traders',
    name: texts('Galactic Traders', '銀河商人', '银河商人'),
    currency: texts('Galactic Credits', '銀河幣', '银河币'),
    featured: false,
  },
  {
    slug: 'shadow-relay',
    name: texts('Shadow Relay', '暗影接力', '暗影接力'),
    currency: texts('Shadow Tokens', '暗影代幣', '暗影代币'),
    featured: false,
  },
  {
    slug: 'harvest-haven',
    name: texts('Harvest Haven', '豐收港', '丰收港'),
    currency: texts('Harvest Seeds', '豐收種子', '丰收种子'),
    featured: false,
  },
];

export type SeedBalance = { uid: string; game: string; amount: string; daysAgo: number };

/** Neon Drift holds items but no balance; the games not listed hold nothing ("coming soon"). */
export const SEED_VAULT_BALANCES: readonly SeedBalance[] = [
  { uid: '10000001', game: 'ember-realms', amount: '12500.5', daysAgo: 1 },
  { uid: '10000001', game: 'starfall-tactics', amount: '820', daysAgo: 3 },
  { uid: '10000001', game: 'pixel-orchard', amount: '3400.25', daysAgo: 2 },
  { uid: '10000001', game: 'mythic-tamers', amount: '560', daysAgo: 6 },
  { uid: '10000002', game: 'ember-realms', amount: '75', daysAgo: 4 },
];

/** One step of an item's history: the status it took, how many days ago, and why (or nothing). */
type Step = [status: VaultStatus, daysAgo: number, note: Texts | null];

export type SeedVaultItem = {
  uid: string;
  game: string;
  kind: VaultItemKind;
  category: AssetCategory;
  name: Texts;
  /** An image the lootbox seed already draws (server/static/images/lootbox). */
  image: string;
  value: string;
  /** Oldest first; the last step is the item's status now. */
  steps: Step[];
};

const MINTED = texts('Minted to your account', '已鑄造到你的帳號', '已铸造到你的账号');
const EARNED = texts('Earned in game', '於遊戲中獲得', '于游戏中获得');

export const SEED_VAULT_ITEMS: readonly SeedVaultItem[] = [
  {
    uid: '10000001',
    game: 'ember-realms',
    kind: 'NFT',
    category: 'Land',
    name: texts('Volcano Isle Deed', '火山島地契', '火山岛地契'),
    image: 'lootbox/volcano-isle.svg',
    value: '1200',
    steps: [['NotListed', 60, MINTED]],
  },
  {
    uid: '10000001',
    game: 'ember-realms',
    kind: 'NFT',
    category: 'Landmark',
    name: texts('Crystal Spire Tower', '水晶尖塔大樓', '水晶尖塔大楼'),
    image: 'lootbox/crystal-spire.svg',
    value: '4800',
    steps: [
      ['NotListed', 50, MINTED],
      ['Listed', 10, texts('Listed on the market', '已在市集上架', '已在市集上架')],
    ],
  },
  {
    uid: '10000001',
    game: 'ember-realms',
    kind: 'Asset',
    category: 'Avatar',
    name: texts('Ember Knight Skin', '餘燼騎士造型', '余烬骑士造型'),
    image: 'lootbox/ember-knight.svg',
    value: '150',
    steps: [['Available', 40, EARNED]],
  },
  {
    uid: '10000001',
    game: 'ember-realms',
    kind: 'Asset',
    category: 'Building',
    name: texts('Old Guild Hall', '古老公會大廳', '古老公会大厅'),
    image: 'lootbox/guild-hall.svg',
    value: '300',
    steps: [
      ['Available', 40, EARNED],
      ['Used', 5, texts('Placed in your town', '已放置於你的城鎮', '已放置于你的城镇')],
    ],
  },
  {
    uid: '10000001',
    game: 'starfall-tactics',
    kind: 'NFT',
    category: 'Avatar',
    name: texts('Shadow Ranger', '暗影遊俠', '暗影游侠'),
    image: 'lootbox/shadow-ranger.svg',
    value: '900',
    steps: [
      ['NotListed', 90, MINTED],
      ['Listed', 30, texts('Listed on the market', '已在市集上架', '已在市集上架')],
      ['TransferredOut', 20, texts('Sold to another player', '已售予其他玩家', '已售予其他玩家')],
    ],
  },
  {
    uid: '10000001',
    game: 'starfall-tactics',
    kind: 'Asset',
    category: 'Land',
    name: texts('Meadow Plot', '草原地塊', '草原地块'),
    image: 'lootbox/meadow-plot.svg',
    value: '200',
    steps: [
      ['Available', 30, EARNED],
      [
        'Frozen',
        2,
        texts('Held during a trade review', '交易審核期間暫時凍結', '交易审核期间暂时冻结'),
      ],
    ],
  },
  {
    uid: '10000001',
    game: 'pixel-orchard',
    kind: 'NFT',
    category: 'Building',
    name: texts('Stone Cottage', '石造小屋', '石造小屋'),
    image: 'lootbox/stone-cottage.svg',
    value: '650',
    steps: [
      ['NotListed', 70, MINTED],
      ['Withdraw', 15, texts('Withdrawn to your wallet', '已提領至你的錢包', '已提取至你的钱包')],
    ],
  },
  {
    uid: '10000001',
    game: 'pixel-orchard',
    kind: 'Asset',
    category: 'Landmark',
    name: texts('Sky Temple', '天空神殿', '天空神殿'),
    image: 'lootbox/sky-temple.svg',
    value: '1000',
    steps: [['Available', 25, EARNED]],
  },
  {
    uid: '10000001',
    game: 'neon-drift',
    kind: 'NFT',
    category: 'Avatar',
    name: texts('Golden Dragon Rider', '金龍騎手', '金龙骑手'),
    image: 'lootbox/golden-dragon.svg',
    value: '2400',
    steps: [
      ['NotListed', 45, MINTED],
      [
        'Unknown',
        1,
        texts(
          'The chain has not confirmed the last transfer yet',
          '鏈上尚未確認最近一次轉移',
          '链上尚未确认最近一次转移',
        ),
      ],
    ],
  },
  {
    uid: '10000001',
    game: 'mythic-tamers',
    kind: 'Asset',
    category: 'Building',
    name: texts('Tamer Lodge', '馴獸師小屋', '驯兽师小屋'),
    image: 'lootbox/stone-cottage.svg',
    value: '120',
    steps: [['Available', 12, EARNED]],
  },
  {
    uid: '10000002',
    game: 'ember-realms',
    kind: 'NFT',
    category: 'Land',
    name: texts('Ash Valley Deed', '灰燼谷地契', '灰烬谷地契'),
    image: 'lootbox/volcano-isle.svg',
    value: '800',
    steps: [['NotListed', 20, MINTED]],
  },
];
