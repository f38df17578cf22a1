// Demo quests, major events and the ledger history behind them (issue 11). Every time is relative to
// the clock at seed time (hours from "now"), so an upcoming quest is still upcoming when a newcomer
// looks. The demo member (uid 10000001, level 2, three invitees, Steam not connected) sees every
// state: claimable, inProgress, available, claimed (with a receipt), expired, locked by level and
// locked until it opens; a winner-limited quest has 4 of its 5 winners; one major event is live and
// trending, one upcoming, one ended with winners.
import type { ConditionType, QuestKind } from '../../src/features/quests/api/schemas/quest.ts';

export type SeedText = { 'en-US': string; 'zh-TW': string; 'zh-CN': string };

const t = (en: string, tw: string, cn: string): SeedText => ({
  'en-US': en,
  'zh-TW': tw,
  'zh-CN': cn,
});

export const SEED_UIDS = {
  demo: '10000001',
  luna: '10000002',
  kai: '10000003',
  frozen: '10000004',
  closed: '10000006',
} as const;

/** The demo member's zone: a day there turns at 16:00 UTC, which the quest screens say. */
export const DEMO_TIME_ZONE = 'Asia/Taipei';

export type SeedCondition = {
  type: ConditionType;
  target: number;
  gameSlug?: string;
  link?: string;
  label?: SeedText;
};

export type SeedQuest = {
  key: string;
  gameSlug: string | null;
  eventKey?: string;
  kind: QuestKind;
  title: SeedText;
  description: SeedText;
  item?: SeedText;
  image: string;
  rewardPoints: number;
  startsInHours: number;
  endsInHours: number | null;
  winnerLimit?: number;
  minLevel?: number;
  conditions: SeedCondition[];
};

export type SeedEvent = {
  key: string;
  title: SeedText;
  description: SeedText;
  image: string;
  startsInHours: number;
  endsInHours: number;
  winnerLimit?: number;
  isTrending: boolean;
};

const DAY_H = 24;

export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    key: 'winter-clash',
    title: t('Winter Clash', '冬季爭霸戰', '冬季争霸战'),
    description: t(
      'Three quests, one week: join the clash, win Starfall battles and level up for a share of 50 winner badges.',
      '三個任務、一週時間：加入爭霸、贏下星隕戰役並提升等級，爭奪 50 枚優勝徽章。',
      '三个任务、一周时间：加入争霸、赢下星陨战役并提升等级，争夺 50 枚优胜徽章。',
    ),
    image: 'events/winter-clash.svg',
    startsInHours: -3 * DAY_H,
    endsInHours: 10 * DAY_H,
    winnerLimit: 50,
    isTrending: true,
  },
  {
    key: 'spring-cup',
    title: t('Spring Festival Cup', '春節盃', '春节杯'),
    description: t(
      'Race and harvest through the festival week. Quests open when the cup starts.',
      '在節慶週裡競速與收成。盃賽開始時任務才會開放。',
      '在节庆周里竞速与收成。杯赛开始时任务才会开放。',
    ),
    image: 'events/spring-cup.svg',
    startsInHours: 5 * DAY_H,
    endsInHours: 20 * DAY_H,
    isTrending: true,
  },
  {
    key: 'autumn-harvest',
    title: t('Autumn Harvest', '秋收祭', '秋收祭'),
    description: t(
      'The first three members to finish both harvest quests won the golden scythe.',
      '最先完成兩個收成任務的三位會員贏得了金鐮刀。',
      '最先完成两个收成任务的三位会员赢得了金镰刀。',
    ),
    image: 'events/autumn-harvest.svg',
    startsInHours: -20 * DAY_H,
    endsInHours: -5 * DAY_H,
    winnerLimit: 3,
    isTrending: false,
  },
];

const ember = 'ember-realms';
const starfall = 'starfall-tactics';

export const SEED_QUESTS: readonly SeedQuest[] = [
  // Platform quests
  {
    key: 'invite-three',
    gameSlug: null,
    kind: 'oneTime',
    title: t('Invite 3 friends', '邀請 3 位好友', '邀请 3 位好友'),
    description: t(
      'Share your invite code. When three friends have joined, the reward is yours.',
      '分享你的邀請碼。三位好友加入後，獎勵就是你的。',
      '分享你的邀请码。三位好友加入后，奖励就是你的。',
    ),
    image: 'quests/invite-three.svg',
    rewardPoints: 150,
    startsInHours: -60 * DAY_H,
    endsInHours: null,
    conditions: [{ type: 'inviteFriends', target: 3 }],
  },
  {
    key: 'follow-x',
    gameSlug: null,
    kind: 'oneTime',
    title: t('Follow GamerHub on X', '在 X 上追蹤 GamerHub', '在 X 上关注 GamerHub'),
    description: t(
      'Open our channel and follow it for news of every new quest.',
      '打開我們的頻道並追蹤，第一時間得知每個新任務。',
      '打开我们的频道并关注，第一时间获知每个新任务。',
    ),
    image: 'quests/follow-x.svg',
    rewardPoints: 30,
    startsInHours: -30 * DAY_H,
    endsInHours: 60 * DAY_H,
    conditions: [
      {
        type: 'interactive',
        target: 1,
        link: 'https://x.com/gamerhub',
        label: t('Follow @gamerhub on X', '在 X 上追蹤 @gamerhub', '在 X 上关注 @gamerhub'),
      },
    ],
  },
  {
    key: 'reach-level-two',
    gameSlug: null,
    kind: 'oneTime',
    title: t('Reach level 2', '升到等級 2', '升到等级 2'),
    description: t(
      'Earn points from quests and check-ins until you reach level 2.',
      '透過任務與簽到賺取積分，直到升上等級 2。',
      '通过任务与签到赚取积分，直到升上等级 2。',
    ),
    item: t('Bronze frame', '青銅頭像框', '青铜头像框'),
    image: 'quests/reach-level-two.svg',
    rewardPoints: 100,
    startsInHours: -90 * DAY_H,
    endsInHours: null,
    conditions: [{ type: 'reachLevel', target: 2 }],
  },
  {
    key: 'hermit-trial',
    gameSlug: null,
    kind: 'oneTime',
    title: t("The Hermit's trial", '隱士的試煉', '隐士的试炼'),
    description: t(
      'Only for level 3 and above: connect Steam and check in on 10 days.',
      '僅限等級 3 以上：連結 Steam 並簽到 10 天。',
      '仅限等级 3 以上：连接 Steam 并签到 10 天。',
    ),
    image: 'quests/hermit-trial.svg',
    rewardPoints: 300,
    startsInHours: -30 * DAY_H,
    endsInHours: null,
    minLevel: 3,
    conditions: [
      { type: 'connectSteam', target: 1 },
      { type: 'checkInDays', target: 10 },
    ],
  },
  {
    key: 'check-in-week',
    gameSlug: null,
    kind: 'oneTime',
    title: t('Check in on 7 days', '簽到 7 天', '签到 7 天'),
    description: t(
      'Check in on any seven days. Days do not need to be in a row.',
      '任選七天簽到，不需要連續。',
      '任选七天签到，不需要连续。',
    ),
    image: 'quests/check-in-week.svg',
    rewardPoints: 70,
    startsInHours: -30 * DAY_H,
    endsInHours: null,
    conditions: [{ type: 'checkInDays', target: 7 }],
  },
  // Game quests
  {
    key: 'ember-daily',
    gameSlug: ember,
    kind: 'daily',
    title: t('Ember Realms: 5 rounds a day', '餘燼王國：每日 5 局', '余烬王国：每日 5 局'),
    description: t(
      'Play five rounds of Ember Realms today. Starts again at midnight in your time zone.',
      '今天玩五局餘燼王國。在你的時區午夜重新開始。',
      '今天玩五局余烬王国。在你的时区午夜重新开始。',
    ),
    image: 'quests/ember-daily.svg',
    rewardPoints: 30,
    startsInHours: -30 * DAY_H,
    endsInHours: null,
    conditions: [{ type: 'playGame', target: 5, gameSlug: ember }],
  },
  {
    key: 'starfall-weekly',
    gameSlug: starfall,
    kind: 'weekly',
    title: t('Starfall: weekly commander', '星隕戰術：每週指揮官', '星陨战术：每周指挥官'),
    description: t(
      'Finish ten Starfall Tactics battles this week (Monday to Sunday).',
      '本週（週一至週日）完成十場星隕戰術戰役。',
      '本周（周一至周日）完成十场星陨战术战役。',
    ),
    image: 'quests/starfall-weekly.svg',
    rewardPoints: 80,
    startsInHours: -30 * DAY_H,
    endsInHours: null,
    conditions: [{ type: 'playGame', target: 10, gameSlug: starfall }],
  },
  {
    key: 'ember-veteran',
    gameSlug: ember,
    kind: 'oneTime',
    title: t('Ember Realms veteran', '餘燼王國老手', '余烬王国老手'),
    description: t(
      'Play three rounds of Ember Realms at level 1 or above.',
      '在等級 1 以上玩三局餘燼王國。',
      '在等级 1 以上玩三局余烬王国。',
    ),
    item: t('Fire-forged mount', '火鍛坐騎', '火锻坐骑'),
    image: 'quests/ember-veteran.svg',
    rewardPoints: 120,
    startsInHours: -10 * DAY_H,
    endsInHours: 20 * DAY_H,
    conditions: [
      { type: 'playGame', target: 3, gameSlug: ember },
      { type: 'reachLevel', target: 1 },
    ],
  },
  {
    key: 'ember-first-five',
    gameSlug: ember,
    kind: 'oneTime',
    title: t('Ember Realms: first five win', '餘燼王國：前五名獲勝', '余烬王国：前五名获胜'),
    description: t(
      'Only the first five members to finish a round and claim win the reward.',
      '只有最先完成一局並領取的五位會員能獲得獎勵。',
      '只有最先完成一局并领取的五位会员能获得奖励。',
    ),
    image: 'quests/ember-first-five.svg',
    rewardPoints: 20,
    startsInHours: -3 * DAY_H,
    endsInHours: 4 * DAY_H,
    winnerLimit: 5,
    conditions: [{ type: 'playGame', target: 1, gameSlug: ember }],
  },
  {
    key: 'starfall-skirmish',
    gameSlug: starfall,
    kind: 'oneTime',
    title: t('Starfall weekend skirmish', '星隕週末小規模戰鬥', '星陨周末小规模战斗'),
    description: t(
      'Three battles over the weekend. This one is over.',
      '週末三場戰役。本任務已結束。',
      '周末三场战役。本任务已结束。',
    ),
    image: 'quests/starfall-skirmish.svg',
    rewardPoints: 60,
    startsInHours: -6 * DAY_H,
    endsInHours: -2 * DAY_H,
    conditions: [{ type: 'playGame', target: 3, gameSlug: starfall }],
  },
  {
    key: 'orchard-festival',
    gameSlug: 'pixel-orchard',
    kind: 'oneTime',
    title: t('Pixel Orchard festival', '像素果園祭典', '像素果园祭典'),
    description: t(
      'Harvest a festival basket when the spring festival opens.',
      '春季祭典開放時收成一籃節慶果實。',
      '春季祭典开放时收成一篮节庆果实。',
    ),
    item: t('Lantern basket skin', '燈籠籃外觀', '灯笼篮外观'),
    image: 'quests/orchard-festival.svg',
    rewardPoints: 50,
    startsInHours: 2 * DAY_H,
    endsInHours: 9 * DAY_H,
    conditions: [{ type: 'playGame', target: 1, gameSlug: 'pixel-orchard' }],
  },
  // Event quests (times are their event's)
  {
    key: 'clash-join',
    gameSlug: null,
    eventKey: 'winter-clash',
    kind: 'event',
    title: t('Join the Winter Clash', '加入冬季爭霸戰', '加入冬季争霸战'),
    description: t(
      'Open the clash page to sign up.',
      '打開爭霸戰頁面報名。',
      '打开争霸战页面报名。',
    ),
    image: 'quests/clash-join.svg',
    rewardPoints: 40,
    startsInHours: -3 * DAY_H,
    endsInHours: 10 * DAY_H,
    conditions: [
      {
        type: 'interactive',
        target: 1,
        link: 'https://gamerhub.example/winter-clash',
        label: t('Open the clash page', '打開爭霸戰頁面', '打开争霸战页面'),
      },
    ],
  },
  {
    key: 'clash-battles',
    gameSlug: starfall,
    eventKey: 'winter-clash',
    kind: 'event',
    title: t('Win 3 Starfall battles', '贏得 3 場星隕戰役', '赢得 3 场星陨战役'),
    description: t(
      'Any three Starfall Tactics battles during the clash.',
      '爭霸戰期間任意三場星隕戰術戰役。',
      '争霸战期间任意三场星陨战术战役。',
    ),
    image: 'quests/clash-battles.svg',
    rewardPoints: 90,
    startsInHours: -3 * DAY_H,
    endsInHours: 10 * DAY_H,
    conditions: [{ type: 'playGame', target: 3, gameSlug: starfall }],
  },
  {
    key: 'clash-level',
    gameSlug: null,
    eventKey: 'winter-clash',
    kind: 'event',
    title: t('Reach level 3 during the clash', '在爭霸戰期間升到等級 3', '在争霸战期间升到等级 3'),
    description: t(
      'Climb to level 3 before the clash ends.',
      '在爭霸戰結束前升到等級 3。',
      '在争霸战结束前升到等级 3。',
    ),
    item: t('Winter Clash badge', '冬季爭霸徽章', '冬季争霸徽章'),
    image: 'quests/clash-level.svg',
    rewardPoints: 120,
    startsInHours: -3 * DAY_H,
    endsInHours: 10 * DAY_H,
    conditions: [{ type: 'reachLevel', target: 3 }],
  },
  {
    key: 'cup-race',
    gameSlug: 'neon-drift',
    eventKey: 'spring-cup',
    kind: 'event',
    title: t('Race the festival cup', '參加節慶盃競速', '参加节庆杯竞速'),
    description: t(
      'Finish one cup race in Neon Drift.',
      '在霓虹漂移中完成一場盃賽。',
      '在霓虹漂移中完成一场杯赛。',
    ),
    image: 'quests/cup-race.svg',
    rewardPoints: 60,
    startsInHours: 5 * DAY_H,
    endsInHours: 20 * DAY_H,
    conditions: [{ type: 'playGame', target: 1, gameSlug: 'neon-drift' }],
  },
  {
    key: 'cup-harvest',
    gameSlug: 'pixel-orchard',
    eventKey: 'spring-cup',
    kind: 'event',
    title: t('Festival harvest', '節慶收成', '节庆收成'),
    description: t(
      'Harvest a full orchard during the cup.',
      '在盃賽期間收成整座果園。',
      '在杯赛期间收成整座果园。',
    ),
    image: 'quests/cup-harvest.svg',
    rewardPoints: 60,
    startsInHours: 5 * DAY_H,
    endsInHours: 20 * DAY_H,
    conditions: [{ type: 'playGame', target: 1, gameSlug: 'pixel-orchard' }],
  },
  {
    key: 'harvest-plant',
    gameSlug: null,
    eventKey: 'autumn-harvest',
    kind: 'event',
    title: t('Plant the harvest field', '播種收成田', '播种收成田'),
    description: t('Visit the harvest field.', '造訪收成田。', '造访收成田。'),
    image: 'quests/harvest-plant.svg',
    rewardPoints: 30,
    startsInHours: -20 * DAY_H,
    endsInHours: -5 * DAY_H,
    conditions: [
      {
        type: 'interactive',
        target: 1,
        link: 'https://gamerhub.example/autumn-harvest',
        label: t('Visit the harvest field', '造訪收成田', '造访收成田'),
      },
    ],
  },
  {
    key: 'harvest-reap',
    gameSlug: ember,
    eventKey: 'autumn-harvest',
    kind: 'event',
    title: t('Reap with Ember Realms', '在餘燼王國收割', '在余烬王国收割'),
    description: t(
      'Two rounds of Ember Realms during the harvest.',
      '收成期間玩兩局餘燼王國。',
      '收成期间玩两局余烬王国。',
    ),
    image: 'quests/harvest-reap.svg',
    rewardPoints: 40,
    startsInHours: -20 * DAY_H,
    endsInHours: -5 * DAY_H,
    conditions: [{ type: 'playGame', target: 2, gameSlug: ember }],
  },
];

/** Stored progress: `daysAgo` picks the period (a daily quest's earlier day), 0 = now. */
export type SeedProgress = {
  uid: string;
  questKey: string;
  /** The condition's index in the quest. */
  condition: number;
  progress: number;
  hoursAgo: number;
};

export const SEED_PROGRESS: readonly SeedProgress[] = [
  { uid: SEED_UIDS.demo, questKey: 'ember-daily', condition: 0, progress: 2, hoursAgo: 0.5 },
  { uid: SEED_UIDS.demo, questKey: 'starfall-weekly', condition: 0, progress: 4, hoursAgo: 1 },
  { uid: SEED_UIDS.demo, questKey: 'ember-veteran', condition: 0, progress: 3, hoursAgo: 30 },
  { uid: SEED_UIDS.demo, questKey: 'clash-join', condition: 0, progress: 1, hoursAgo: 40 },
  { uid: SEED_UIDS.demo, questKey: 'clash-battles', condition: 0, progress: 1, hoursAgo: 20 },
  { uid: SEED_UIDS.luna, questKey: 'clash-join', condition: 0, progress: 1, hoursAgo: 60 },
  { uid: SEED_UIDS.luna, questKey: 'clash-battles', condition: 0, progress: 2, hoursAgo: 50 },
  { uid: SEED_UIDS.kai, questKey: 'clash-join', condition: 0, progress: 1, hoursAgo: 45 },
  { uid: SEED_UIDS.demo, questKey: 'starfall-skirmish', condition: 0, progress: 1, hoursAgo: 100 },
  ...[SEED_UIDS.luna, SEED_UIDS.kai, SEED_UIDS.frozen, SEED_UIDS.closed].map((uid, i) => ({
    uid,
    questKey: 'ember-first-five',
    condition: 0,
    progress: 1,
    hoursAgo: 50 - i * 6,
  })),
  ...[SEED_UIDS.luna, SEED_UIDS.kai, SEED_UIDS.closed].flatMap((uid, i) => [
    { uid, questKey: 'harvest-plant', condition: 0, progress: 1, hoursAgo: 400 - i * 10 },
    { uid, questKey: 'harvest-reap', condition: 0, progress: 2, hoursAgo: 380 - i * 10 },
  ]),
];

/** Claims already paid: the ledger and quest_claims both get them, in time order. */
export type SeedClaim = { uid: string; questKey: string; hoursAgo: number };

export const SEED_CLAIMS: readonly SeedClaim[] = [
  // The demo member's history: a claimed one-time quest, earlier days of the daily quest, last week.
  { uid: SEED_UIDS.demo, questKey: 'reach-level-two', hoursAgo: 10 * DAY_H },
  { uid: SEED_UIDS.demo, questKey: 'starfall-weekly', hoursAgo: 8 * DAY_H },
  { uid: SEED_UIDS.demo, questKey: 'ember-daily', hoursAgo: 3 * DAY_H },
  { uid: SEED_UIDS.demo, questKey: 'ember-daily', hoursAgo: 2 * DAY_H },
  { uid: SEED_UIDS.demo, questKey: 'ember-daily', hoursAgo: 1 * DAY_H },
  // Four of the five winners of the limited quest.
  { uid: SEED_UIDS.luna, questKey: 'ember-first-five', hoursAgo: 49 },
  { uid: SEED_UIDS.kai, questKey: 'ember-first-five', hoursAgo: 43 },
  { uid: SEED_UIDS.frozen, questKey: 'ember-first-five', hoursAgo: 37 },
  { uid: SEED_UIDS.closed, questKey: 'ember-first-five', hoursAgo: 31 },
  // The ended event: luna and kai finished both quests (winners), closed only one.
  { uid: SEED_UIDS.luna, questKey: 'harvest-plant', hoursAgo: 399 },
  { uid: SEED_UIDS.luna, questKey: 'harvest-reap', hoursAgo: 379 },
  { uid: SEED_UIDS.kai, questKey: 'harvest-plant', hoursAgo: 389 },
  { uid: SEED_UIDS.kai, questKey: 'harvest-reap', hoursAgo: 369 },
  { uid: SEED_UIDS.closed, questKey: 'harvest-plant', hoursAgo: 379 },
];

/** Check-ins the rewards issue will write for real: one ledger entry per day, 10 points each. */
export const SEED_CHECK_IN_POINTS = 10;
export const SEED_CHECK_INS: readonly { uid: string; daysAgo: number }[] = [1, 2, 3, 5, 6].map(
  (daysAgo) => ({ uid: SEED_UIDS.demo, daysAgo }),
);

export function seedQuestImagePaths(): string[] {
  return [...SEED_EVENTS.map((e) => e.image), ...SEED_QUESTS.map((q) => q.image)];
}
