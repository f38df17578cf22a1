// Demo content for a fresh database. Image paths are relative to the image host (/images/);
// server/static/generate-images.ts draws one small SVG for each of them. Quests, events and the
// ledger history are in seed-quests-data.ts; points and gact here become opening ledger entries.
import type { MailLanguage } from '../mail/language.ts';
import type { NewMessage } from '../domain/shared/member-messages.ts';
import type { MessageParams } from '../domain/shared/message-catalogue.ts';
import { seedQuestImagePaths } from './seed-quests-data.ts';
import { seedLootboxImagePaths } from './seed-lootbox-data.ts';
import { SEED_VAULT_GAMES } from './seed-vault-data.ts';

export type SeedMember = {
  uid: string;
  email: string;
  password: string;
  nickname: string;
  avatar: string | null;
  level: number;
  points: number;
  gact: string;
  inviteCode: string;
  invitedBy: string | null;
  status: 'WaitActive' | 'Actived' | 'Frozen' | 'Close' | 'Black';
  steamConnected: boolean;
  joinedDaysAgo: number;
};

export const DEMO_MEMBER = {
  uid: '10000001',
  email: 'demo@gamerhub.test',
  password: 'Demo#2026pass',
  nickname: 'DemoHero',
  avatar: 'avatars/demo.svg',
  level: 2,
  points: 1280,
  gact: '356.25',
  inviteCode: 'GHDEMO26',
  invitedBy: null,
  status: 'Actived',
  steamConnected: false,
  joinedDaysAgo: 120,
} as const satisfies SeedMember;

export const SEED_MEMBERS: readonly SeedMember[] = [
  DEMO_MEMBER,
  {
    uid: '10000002',
    email: 'luna@gamerhub.test',
    password: 'Luna#2026pass',
    nickname: 'LunaByte',
    avatar: 'avatars/luna.svg',
    level: 1,
    points: 340,
    gact: '12.5',
    inviteCode: 'GHLUNA42',
    invitedBy: DEMO_MEMBER.uid,
    status: 'Actived',
    steamConnected: true,
    joinedDaysAgo: 60,
  },
  {
    uid: '10000003',
    email: 'kai@gamerhub.test',
    password: 'Kai#2026pass',
    nickname: 'KaiRunner',
    avatar: null,
    level: 0,
    points: 100,
    gact: '0',
    inviteCode: 'GHKAI777',
    invitedBy: DEMO_MEMBER.uid,
    status: 'Actived',
    steamConnected: false,
    joinedDaysAgo: 20,
  },
  {
    uid: '10000004',
    email: 'frozen@gamerhub.test',
    password: 'Frozen#2026pass',
    nickname: 'IceBlock',
    avatar: null,
    level: 1,
    points: 50,
    gact: '3.14159',
    inviteCode: 'GHFRZ001',
    invitedBy: null,
    status: 'Frozen',
    steamConnected: false,
    joinedDaysAgo: 200,
  },
  {
    uid: '10000005',
    email: 'pending@gamerhub.test',
    password: 'Pending#2026pass',
    nickname: 'NewComer',
    avatar: null,
    level: 0,
    points: 0,
    gact: '0',
    inviteCode: 'GHPND002',
    invitedBy: DEMO_MEMBER.uid,
    status: 'WaitActive',
    steamConnected: false,
    joinedDaysAgo: 2,
  },
  {
    uid: '10000006',
    email: 'closed@gamerhub.test',
    password: 'Closed#2026pass',
    nickname: 'Departed',
    avatar: null,
    level: 3,
    points: 900,
    gact: '88',
    inviteCode: 'GHCLS003',
    invitedBy: null,
    status: 'Close',
    steamConnected: false,
    joinedDaysAgo: 400,
  },
];

/** A text members read, written in every language the platform speaks (migration 021). */
export type Localized = Record<MailLanguage, string>;

const text = (en: string, tw: string, cn: string): Localized => ({
  'en-US': en,
  'zh-TW': tw,
  'zh-CN': cn,
});

/** Game genres (games.tag). Migration 021 translates an existing English tag with this table. */
export const SEED_GENRES = {
  RPG: text('RPG', '角色扮演', '角色扮演'),
  Strategy: text('Strategy', '策略', '策略'),
  Casual: text('Casual', '休閒', '休闲'),
  Racing: text('Racing', '競速', '竞速'),
  Puzzle: text('Puzzle', '益智', '益智'),
  Action: text('Action', '動作', '动作'),
  Simulation: text('Simulation', '模擬', '模拟'),
} as const satisfies Record<string, Localized>;

/** A catalogue game. `name` is the published (proper) name, the same in every language. */
export type SeedGame = {
  slug: string;
  name: string;
  tag: Localized;
  description: Localized;
  downloads: number;
  rating: number;
  releasedAt: string;
  status: 'None' | 'Active' | 'Freeze';
  isPartnered: boolean;
};

const game = (
  slug: string,
  name: string,
  tag: Localized,
  description: Localized,
  downloads: number,
  rating: number,
  releasedAt: string,
  extra: Partial<SeedGame> = {},
): SeedGame => ({
  slug,
  name,
  tag,
  description,
  downloads,
  rating,
  releasedAt,
  status: 'Active',
  isPartnered: true,
  ...extra,
});

export const SEED_GAMES: readonly SeedGame[] = [
  game(
    'ember-realms',
    'Ember Realms',
    SEED_GENRES.RPG,
    text(
      'Forge alliances and reclaim a kingdom swallowed by living fire in this open-world role-playing saga.',
      '在這部開放世界角色扮演史詩中締結同盟，奪回被活火吞噬的王國。',
      '在这部开放世界角色扮演史诗中缔结同盟，夺回被活火吞噬的王国。',
    ),
    1_250_000,
    4.7,
    '2024-03-14',
  ),
  game(
    'starfall-tactics',
    'Starfall Tactics',
    SEED_GENRES.Strategy,
    text(
      'Turn-based fleet battles across a collapsing star cluster; every move bends gravity.',
      '在崩塌中的星團展開回合制艦隊對戰；每一步都會扭曲重力。',
      '在崩塌中的星团展开回合制舰队对战；每一步都会扭曲重力。',
    ),
    640_000,
    4.5,
    '2023-11-02',
  ),
  game(
    'pixel-orchard',
    'Pixel Orchard',
    SEED_GENRES.Casual,
    text(
      'Plant, trade and harvest a pixel-art orchard with friends in five-minute sessions.',
      '與好友一起種植、交易並收成像素風果園，每局只需五分鐘。',
      '与好友一起种植、交易并收获像素风果园，每局只需五分钟。',
    ),
    2_100_000,
    4.3,
    '2024-06-21',
  ),
  game(
    'neon-drift',
    'Neon Drift',
    SEED_GENRES.Racing,
    text(
      'Slide through rain-slick neon cities and tune your ride for weekly leaderboard cups.',
      '在雨水濕滑的霓虹城市中甩尾飛馳，調校愛車迎戰每週排行榜盃賽。',
      '在雨水湿滑的霓虹城市中漂移飞驰，调校爱车迎战每周排行榜杯赛。',
    ),
    980_000,
    4.4,
    '2023-08-09',
  ),
  game(
    'abyssal-legends',
    'Abyssal Legends',
    SEED_GENRES.RPG,
    text(
      'Dive into a sunken empire, collect relic heroes and survive the tides of the abyss.',
      '潛入沉沒的帝國，收集遺物英雄，在深淵的潮汐中求生。',
      '潜入沉没的帝国，收集遗物英雄，在深渊的潮汐中求生。',
    ),
    730_000,
    4.6,
    '2025-01-17',
  ),
  game(
    'crown-and-conquest',
    'Crown & Conquest',
    SEED_GENRES.Strategy,
    text(
      'Build a dynasty, forge treaties and out-think rival houses in real-time campaigns.',
      '建立王朝、締結條約，在即時戰役中以智謀勝過敵對家族。',
      '建立王朝、缔结条约，在即时战役中以智谋胜过敌对家族。',
    ),
    510_000,
    4.2,
    '2022-10-30',
  ),
  game(
    'bubble-harbor',
    'Bubble Harbor',
    SEED_GENRES.Puzzle,
    text(
      'Match bubbles to rebuild a seaside town, one cosy pier at a time.',
      '消除泡泡重建海濱小鎮，一次修好一座溫馨碼頭。',
      '消除泡泡重建海滨小镇，一次修好一座温馨码头。',
    ),
    3_400_000,
    4.1,
    '2023-04-05',
  ),
  game(
    'skyforge-arena',
    'Skyforge Arena',
    SEED_GENRES.Action,
    text(
      'Three-minute aerial brawls with craftable wings, hooks and thunder hammers.',
      '三分鐘的空中混戰，可打造翅膀、鉤爪與雷霆戰鎚。',
      '三分钟的空中混战，可打造翅膀、钩爪与雷霆战锤。',
    ),
    860_000,
    4.4,
    '2024-09-12',
  ),
  game(
    'mythic-tamers',
    'Mythic Tamers',
    SEED_GENRES.RPG,
    text(
      'Befriend and evolve over two hundred mythic creatures on a floating archipelago.',
      '在漂浮群島上結交並進化兩百多種神話生物。',
      '在漂浮群岛上结交并进化两百多种神话生物。',
    ),
    1_020_000,
    4.8,
    '2025-04-01',
  ),
  game(
    'galactic-traders',
    'Galactic Traders',
    SEED_GENRES.Simulation,
    text(
      'Run a merchant fleet, speculate on planet markets and dodge space pirates.',
      '經營商船隊，在行星市場中投機買賣，並躲避太空海盜。',
      '经营商船队，在行星市场中投机买卖，并躲避太空海盗。',
    ),
    290_000,
    4.0,
    '2023-02-18',
  ),
  game(
    'shadow-relay',
    'Shadow Relay',
    SEED_GENRES.Action,
    text(
      'Co-op stealth heists where each player controls one shadow of the same thief.',
      '合作潛行搶案：每位玩家各自操控同一名盜賊的一道影子。',
      '合作潜行劫案：每位玩家各自操控同一名盗贼的一道影子。',
    ),
    415_000,
    4.3,
    '2024-12-06',
  ),
  game(
    'harvest-haven',
    'Harvest Haven',
    SEED_GENRES.Casual,
    text(
      'A relaxing farm sim with seasons, festivals and a village that remembers you.',
      '輕鬆的農場模擬遊戲，有四季更迭、節慶活動，還有一座記得你的村莊。',
      '轻松的农场模拟游戏，有四季更迭、节庆活动，还有一座记得你的村庄。',
    ),
    1_760_000,
    4.5,
    '2022-07-22',
  ),
  game(
    'rune-puzzle-quest',
    'Rune Puzzle Quest',
    SEED_GENRES.Puzzle,
    text(
      'Slide ancient runes into place to break curses in bite-size puzzle chapters.',
      '在短小精悍的解謎章節中推動古老符文歸位，破除詛咒。',
      '在短小精悍的解谜章节中推动古老符文归位，破除诅咒。',
    ),
    150_000,
    3.9,
    '2025-06-10',
    { isPartnered: false },
  ),
  game(
    'frozen-frontier',
    'Frozen Frontier',
    SEED_GENRES.Strategy,
    text(
      'Survive an endless winter as the last outpost commander. Temporarily unavailable.',
      '身為最後一座前哨站的指揮官，在無盡寒冬中求生。暫停服務中。',
      '身为最后一座前哨站的指挥官，在无尽寒冬中求生。暂停服务中。',
    ),
    75_000,
    3.6,
    '2021-12-01',
    { status: 'Freeze' },
  ),
];

export type SeedNews = {
  slug: string;
  title: Localized;
  gameSlug: string | null;
  body: Localized;
  daysAgo: number;
};

export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: 'ember-realms-season-4',
    title: text(
      'Ember Realms Season 4: The Ashen Crown is live',
      '餘燼王國第 4 季「灰燼王冠」正式上線',
      '余烬王国第 4 季“灰烬王冠”正式上线',
    ),
    gameSlug: 'ember-realms',
    body: text(
      'New region, twelve quests and a fire-forged mount await.',
      '全新區域、十二項任務與一匹烈焰鍛造的坐騎等你來拿。',
      '全新区域、十二项任务与一匹烈焰锻造的坐骑等你来拿。',
    ),
    daysAgo: 1,
  },
  {
    slug: 'mythic-tamers-evolution',
    title: text(
      'Mythic Tamers adds 24 new evolutions',
      '神話馴獸師新增 24 種進化型態',
      '神话驯兽师新增 24 种进化形态',
    ),
    gameSlug: 'mythic-tamers',
    body: text(
      'Water and storm lines gain a third form.',
      '水系與風暴系生物獲得第三型態。',
      '水系与风暴系生物获得第三形态。',
    ),
    daysAgo: 3,
  },
  {
    slug: 'neon-drift-cup',
    title: text(
      'Neon Drift weekly cup doubles GACT prizes',
      '霓虹漂移每週盃賽 GACT 獎勵加倍',
      '霓虹漂移每周杯赛 GACT 奖励翻倍',
    ),
    gameSlug: 'neon-drift',
    body: text(
      'Top 100 racers share the boosted pool this week.',
      '本週前 100 名車手共享加碼獎池。',
      '本周前 100 名车手共享加码奖池。',
    ),
    daysAgo: 5,
  },
  {
    slug: 'platform-steam-link',
    title: text(
      'Link Steam and earn 100 reward points',
      '連結 Steam 即可獲得 100 獎勵積分',
      '关联 Steam 即可获得 100 奖励积分',
    ),
    gameSlug: null,
    body: text(
      'Connect your Steam account from Profile to claim the bonus.',
      '在個人資料中連結你的 Steam 帳號即可領取獎勵。',
      '在个人资料中关联你的 Steam 账号即可领取奖励。',
    ),
    daysAgo: 8,
  },
  {
    slug: 'starfall-balance',
    title: text(
      'Starfall Tactics balance update 2.3',
      '星墜戰術 2.3 版平衡性更新',
      '星坠战术 2.3 版平衡性更新',
    ),
    gameSlug: 'starfall-tactics',
    body: text(
      'Carrier fleets cost more; scouts move farther.',
      '航母艦隊成本提高；偵察艦移動距離更遠。',
      '航母舰队成本提高；侦察舰移动距离更远。',
    ),
    daysAgo: 12,
  },
  {
    slug: 'pixel-orchard-festival',
    title: text(
      'Pixel Orchard spring festival starts Friday',
      '像素果園春季祭典週五開跑',
      '像素果园春季庆典周五开启',
    ),
    gameSlug: 'pixel-orchard',
    body: text(
      'Cherry trees, lanterns and a limited basket skin.',
      '櫻花樹、燈籠與限定籃子外觀。',
      '樱花树、灯笼与限定篮子皮肤。',
    ),
    daysAgo: 16,
  },
  {
    slug: 'skyforge-ranked',
    title: text(
      'Skyforge Arena opens ranked season 2',
      '天鑄競技場開啟第 2 個排位賽季',
      '天铸竞技场开启第 2 个排位赛季',
    ),
    gameSlug: 'skyforge-arena',
    body: text(
      'Climb from Copper to Mythril and keep your wings.',
      '從紅銅一路爬升到秘銀，翅膀也會一直保留。',
      '从红铜一路攀升到秘银，翅膀也会一直保留。',
    ),
    daysAgo: 21,
  },
  {
    slug: 'invite-programme',
    title: text(
      'Invite friends, unlock lootboxes together',
      '邀請好友，一起解鎖寶箱',
      '邀请好友，一起解锁宝箱',
    ),
    gameSlug: null,
    body: text(
      'Every friend who joins with your code earns you both a lootbox.',
      '每位用你的邀請碼加入的好友，都能讓你們各得一個寶箱。',
      '每位用你的邀请码加入的好友，都能让你们各得一个宝箱。',
    ),
    daysAgo: 27,
  },
  {
    slug: 'shadow-relay-heist',
    title: text(
      'Shadow Relay: the museum heist chapter',
      '暗影接力：博物館搶案篇章',
      '暗影接力：博物馆劫案篇章',
    ),
    gameSlug: 'shadow-relay',
    body: text(
      'Four-player stealth with a brand-new gadget tree.',
      '四人潛行合作，搭配全新的道具技能樹。',
      '四人潜行合作，搭配全新的道具技能树。',
    ),
    daysAgo: 35,
  },
  {
    slug: 'harvest-haven-anniversary',
    title: text(
      'Harvest Haven celebrates its third anniversary',
      '豐收港歡慶三週年',
      '丰收港欢庆三周年',
    ),
    gameSlug: 'harvest-haven',
    body: text(
      'Log in daily for anniversary seeds and a golden scarecrow.',
      '每日登入即可獲得週年種子與黃金稻草人。',
      '每日登录即可获得周年种子与黄金稻草人。',
    ),
    daysAgo: 44,
  },
];

export type SeedBanner = { slug: string; gameSlug: string; title: Localized };

export const SEED_BANNERS: readonly SeedBanner[] = [
  {
    slug: 'ember-realms-season-4',
    gameSlug: 'ember-realms',
    title: text('Season 4: The Ashen Crown', '第 4 季：灰燼王冠', '第 4 季：灰烬王冠'),
  },
  {
    slug: 'mythic-tamers-launch',
    gameSlug: 'mythic-tamers',
    title: text('Tame the legends', '馴服傳說', '驯服传说'),
  },
  {
    slug: 'neon-drift-cup',
    gameSlug: 'neon-drift',
    title: text('Double GACT cup week', 'GACT 雙倍盃賽週', 'GACT 双倍杯赛周'),
  },
  {
    slug: 'pixel-orchard-festival',
    gameSlug: 'pixel-orchard',
    title: text('Spring festival', '春季祭典', '春季庆典'),
  },
];

export const MESSAGE_KINDS = ['reward', 'quest', 'system', 'invite', 'event', 'wallet'] as const;
type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * A game as messages name it: the platform's localized name (decision 044), so a Chinese message
 * calls the game what the Vault, Home and Quests call it, not by its English published name.
 */
function gameName(slug: string): MessageParams[string] {
  const game = SEED_VAULT_GAMES.find((g) => g.slug === slug);
  if (!game) throw new Error(`No localized name for the game ${slug}`);
  return game.name;
}

/** What the seed tells members, as templates of the server's catalogue (decision 041). */
const MESSAGE_TEMPLATES: Record<MessageKind, readonly SeedTemplate[]> = {
  reward: [
    { template: 'reward.dailyClaimed', params: { points: 20 } },
    {
      template: 'reward.lootboxOpened',
      params: {
        item: { 'en-US': 'a Rare avatar frame', 'zh-TW': '稀有頭像框', 'zh-CN': '稀有头像框' },
      },
    },
  ],
  quest: [
    {
      template: 'quest.completed',
      params: {
        quest: {
          'en-US': 'Reach level 10 in Ember Realms',
          'zh-TW': '在餘燼王國達到 10 級',
          'zh-CN': '在余烬王国达到 10 级',
        },
        points: 50,
      },
    },
    { template: 'quest.newAvailable', params: {} },
  ],
  system: [
    { template: 'system.newSignIn', params: {} },
    {
      template: 'system.maintenance',
      params: {
        minutes: 30,
        at: {
          'en-US': '02:00 UTC',
          'zh-TW': '02:00（世界協調時間）',
          'zh-CN': '02:00（协调世界时）',
        },
      },
    },
  ],
  invite: [
    { template: 'invite.friendJoined', params: { name: 'LunaByte' } },
    { template: 'invite.rewardReady', params: { points: 100 } },
  ],
  event: [
    { template: 'event.startsSoon', params: { event: gameName('neon-drift'), hours: 2 } },
    { template: 'event.placed', params: { event: gameName('starfall-tactics'), rank: 42 } },
  ],
  wallet: [
    { template: 'wallet.gactReceived', params: { amount: '12.5' } },
    {
      template: 'wallet.pointsExchanged',
      params: {
        points: 200,
        item: {
          'en-US': 'a Pixel Orchard seed pack',
          'zh-TW': '像素果園種子包',
          'zh-CN': '像素果园种子包',
        },
      },
    },
  ],
};

type SeedTemplate = Pick<NewMessage, 'template'> & { params: MessageParams };

export type SeedMessage = SeedTemplate & {
  icon: string;
  minutesAgo: number;
  isRead: boolean;
};

/** `count` messages, newest first, a few hours to several weeks old; the newest few and some older ones unread. */
export function seedMessages(count: number): SeedMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = MESSAGE_KINDS[i % MESSAGE_KINDS.length] ?? 'system';
    const variants = MESSAGE_TEMPLATES[kind];
    const template =
      variants[Math.floor(i / MESSAGE_KINDS.length) % variants.length] ?? variants[0]!;
    return {
      icon: `icons/${kind}.svg`,
      ...template,
      minutesAgo: 45 + i * 17 * 60 + i * i * 13,
      isRead: i >= 5 && i % 4 !== 1,
    };
  });
}

export const DEMO_MESSAGE_COUNT = 30;
export const OTHER_MEMBER_MESSAGE_COUNT = 3;

/** Every image path the seed refers to, for the SVG generator and its test. */
export function seedImagePaths(): string[] {
  const paths = new Set<string>();
  for (const m of SEED_MEMBERS) if (m.avatar) paths.add(m.avatar);
  for (const g of SEED_GAMES) paths.add(`games/${g.slug}.svg`);
  for (const n of SEED_NEWS) paths.add(`news/${n.slug}.svg`);
  for (const b of SEED_BANNERS) paths.add(`banners/${b.slug}.svg`);
  for (const kind of MESSAGE_KINDS) paths.add(`icons/${kind}.svg`);
  for (const image of seedQuestImagePaths()) paths.add(image);
  for (const image of seedLootboxImagePaths()) paths.add(image);
  return [...paths].sort();
}

export type SeedPartner = {
  gameSlug: string;
  /** Demo client secret the game's server sends to CheckThirdToken; only its SHA-256 is stored. */
  secret: string;
  scopes: readonly ('profile' | 'wallet_balance' | 'transaction_history')[];
};

/** Partnered games that may use single sign-on. Their return address comes from PARTNER_RETURN_BASE. */
export const SEED_PARTNERS: readonly SeedPartner[] = [
  {
    gameSlug: 'starfall-tactics',
    secret: 'starfall-demo-secret',
    scopes: ['profile', 'wallet_balance', 'transaction_history'],
  },
  {
    gameSlug: 'ember-realms',
    secret: 'ember-realms-demo-secret',
    scopes: ['profile', 'wallet_balance', 'transaction_history'],
  },
];
