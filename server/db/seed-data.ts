// Demo content for a fresh database. Image paths are relative to the image host (/images/);
// server/static/generate-images.ts draws one small SVG for each of them. Quests, events and the
// ledger history are in seed-quests-data.ts; points and gact here become opening ledger entries.
import type { NewMessage } from '../domain/member-messages.ts';
import type { MessageParams } from '../domain/message-catalogue.ts';
import { seedQuestImagePaths } from './seed-quests-data.ts';
import { seedLootboxImagePaths } from './seed-lootbox-data.ts';

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

export type SeedGame = {
  slug: string;
  name: string;
  tag: string;
  description: string;
  downloads: number;
  rating: number;
  releasedAt: string;
  status: 'None' | 'Active' | 'Freeze';
  isPartnered: boolean;
};

const game = (
  slug: string,
  name: string,
  tag: string,
  description: string,
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
    'RPG',
    'Forge alliances and reclaim a kingdom swallowed by living fire in this open-world role-playing saga.',
    1_250_000,
    4.7,
    '2024-03-14',
  ),
  game(
    'starfall-tactics',
    'Starfall Tactics',
    'Strategy',
    'Turn-based fleet battles across a collapsing star cluster; every move bends gravity.',
    640_000,
    4.5,
    '2023-11-02',
  ),
  game(
    'pixel-orchard',
    'Pixel Orchard',
    'Casual',
    'Plant, trade and harvest a pixel-art orchard with friends in five-minute sessions.',
    2_100_000,
    4.3,
    '2024-06-21',
  ),
  game(
    'neon-drift',
    'Neon Drift',
    'Racing',
    'Slide through rain-slick neon cities and tune your ride for weekly leaderboard cups.',
    980_000,
    4.4,
    '2023-08-09',
  ),
  game(
    'abyssal-legends',
    'Abyssal Legends',
    'RPG',
    'Dive into a sunken empire, collect relic heroes and survive the tides of the abyss.',
    730_000,
    4.6,
    '2025-01-17',
  ),
  game(
    'crown-and-conquest',
    'Crown & Conquest',
    'Strategy',
    'Build a dynasty, forge treaties and out-think rival houses in real-time campaigns.',
    510_000,
    4.2,
    '2022-10-30',
  ),
  game(
    'bubble-harbor',
    'Bubble Harbor',
    'Puzzle',
    'Match bubbles to rebuild a seaside town, one cosy pier at a time.',
    3_400_000,
    4.1,
    '2023-04-05',
  ),
  game(
    'skyforge-arena',
    'Skyforge Arena',
    'Action',
    'Three-minute aerial brawls with craftable wings, hooks and thunder hammers.',
    860_000,
    4.4,
    '2024-09-12',
  ),
  game(
    'mythic-tamers',
    'Mythic Tamers',
    'RPG',
    'Befriend and evolve over two hundred mythic creatures on a floating archipelago.',
    1_020_000,
    4.8,
    '2025-04-01',
  ),
  game(
    'galactic-traders',
    'Galactic Traders',
    'Simulation',
    'Run a merchant fleet, speculate on planet markets and dodge space pirates.',
    290_000,
    4.0,
    '2023-02-18',
  ),
  game(
    'shadow-relay',
    'Shadow Relay',
    'Action',
    'Co-op stealth heists where each player controls one shadow of the same thief.',
    415_000,
    4.3,
    '2024-12-06',
  ),
  game(
    'harvest-haven',
    'Harvest Haven',
    'Casual',
    'A relaxing farm sim with seasons, festivals and a village that remembers you.',
    1_760_000,
    4.5,
    '2022-07-22',
  ),
  game(
    'rune-puzzle-quest',
    'Rune Puzzle Quest',
    'Puzzle',
    'Slide ancient runes into place to break curses in bite-size puzzle chapters.',
    150_000,
    3.9,
    '2025-06-10',
    { isPartnered: false },
  ),
  game(
    'frozen-frontier',
    'Frozen Frontier',
    'Strategy',
    'Survive an endless winter as the last outpost commander. Temporarily unavailable.',
    75_000,
    3.6,
    '2021-12-01',
    { status: 'Freeze' },
  ),
];

export type SeedNews = {
  slug: string;
  title: string;
  gameSlug: string | null;
  body: string;
  daysAgo: number;
};

export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: 'ember-realms-season-4',
    title: 'Ember Realms Season 4: The Ashen Crown is live',
    gameSlug: 'ember-realms',
    body: 'New region, twelve quests and a fire-forged mount await.',
    daysAgo: 1,
  },
  {
    slug: 'mythic-tamers-evolution',
    title: 'Mythic Tamers adds 24 new evolutions',
    gameSlug: 'mythic-tamers',
    body: 'Water and storm lines gain a third form.',
    daysAgo: 3,
  },
  {
    slug: 'neon-drift-cup',
    title: 'Neon Drift weekly cup doubles GACT prizes',
    gameSlug: 'neon-drift',
    body: 'Top 100 racers share the boosted pool this week.',
    daysAgo: 5,
  },
  {
    slug: 'platform-steam-link',
    title: 'Link Steam and earn 100 reward points',
    gameSlug: null,
    body: 'Connect your Steam account from Profile to claim the bonus.',
    daysAgo: 8,
  },
  {
    slug: 'starfall-balance',
    title: 'Starfall Tactics balance update 2.3',
    gameSlug: 'starfall-tactics',
    body: 'Carrier fleets cost more; scouts move farther.',
    daysAgo: 12,
  },
  {
    slug: 'pixel-orchard-festival',
    title: 'Pixel Orchard spring festival starts Friday',
    gameSlug: 'pixel-orchard',
    body: 'Cherry trees, lanterns and a limited basket skin.',
    daysAgo: 16,
  },
  {
    slug: 'skyforge-ranked',
    title: 'Skyforge Arena opens ranked season 2',
    gameSlug: 'skyforge-arena',
    body: 'Climb from Copper to Mythril and keep your wings.',
    daysAgo: 21,
  },
  {
    slug: 'invite-programme',
    title: 'Invite friends, unlock lootboxes together',
    gameSlug: null,
    body: 'Every friend who joins with your code earns you both a lootbox.',
    daysAgo: 27,
  },
  {
    slug: 'shadow-relay-heist',
    title: 'Shadow Relay: the museum heist chapter',
    gameSlug: 'shadow-relay',
    body: 'Four-player stealth with a brand-new gadget tree.',
    daysAgo: 35,
  },
  {
    slug: 'harvest-haven-anniversary',
    title: 'Harvest Haven celebrates its third anniversary',
    gameSlug: 'harvest-haven',
    body: 'Log in daily for anniversary seeds and a golden scarecrow.',
    daysAgo: 44,
  },
];

export type SeedBanner = { slug: string; gameSlug: string; title: string };

export const SEED_BANNERS: readonly SeedBanner[] = [
  { slug: 'ember-realms-season-4', gameSlug: 'ember-realms', title: 'Season 4: The Ashen Crown' },
  { slug: 'mythic-tamers-launch', gameSlug: 'mythic-tamers', title: 'Tame the legends' },
  { slug: 'neon-drift-cup', gameSlug: 'neon-drift', title: 'Double GACT cup week' },
  { slug: 'pixel-orchard-festival', gameSlug: 'pixel-orchard', title: 'Spring festival' },
];

export const MESSAGE_KINDS = ['reward', 'quest', 'system', 'invite', 'event', 'wallet'] as const;
type MessageKind = (typeof MESSAGE_KINDS)[number];

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
          'zh-TW': '在 Ember Realms 達到 10 級',
          'zh-CN': '在 Ember Realms 达到 10 级',
        },
        points: 50,
      },
    },
    { template: 'quest.newAvailable', params: {} },
  ],
  system: [
    { template: 'system.newSignIn', params: {} },
    { template: 'system.maintenance', params: { minutes: 30, at: '02:00 UTC' } },
  ],
  invite: [
    { template: 'invite.friendJoined', params: { name: 'LunaByte' } },
    { template: 'invite.rewardReady', params: { points: 100 } },
  ],
  event: [
    { template: 'event.startsSoon', params: { event: 'Neon Drift', hours: 2 } },
    { template: 'event.placed', params: { event: 'Starfall Tactics', rank: 42 } },
  ],
  wallet: [
    { template: 'wallet.gactReceived', params: { amount: '12.5' } },
    {
      template: 'wallet.pointsExchanged',
      params: {
        points: 200,
        item: {
          'en-US': 'a Pixel Orchard seed pack',
          'zh-TW': 'Pixel Orchard 種子包',
          'zh-CN': 'Pixel Orchard 种子包',
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
