// What the game pages show for the seeded games (issue 16 item 2, decision 045): a long description
// in every language, genres (slugs of migration 022's genres), the published review count, social
// channels and, for the games that have an app, its deep link and store page (decision 046).
import type { Localized } from './seed-data.ts';

export type SocialKind = 'website' | 'discord' | 'x' | 'youtube' | 'twitch' | 'facebook';

export type SeedGameDetail = {
  slug: string;
  about: Localized;
  /** Genre slugs, the card genre (games.tag) first. */
  genres: readonly string[];
  reviewCount: number;
  social: readonly { kind: SocialKind; url: string }[];
  app: { link: string; fallback: string } | null;
};

const text = (en: string, tw: string, cn: string): Localized => ({
  'en-US': en,
  'zh-TW': tw,
  'zh-CN': cn,
});

const play = (id: string) => `https://play.google.com/store/apps/details?id=test.gamerhub.${id}`;

const channels = (name: string, extra: { kind: SocialKind; url: string }[] = []) => [
  { kind: 'website' as const, url: `https://${name.toLowerCase()}.example.com/` },
  { kind: 'discord' as const, url: `https://discord.gg/${name.toLowerCase()}` },
  { kind: 'x' as const, url: `https://x.com/${name}` },
  ...extra,
];

export const SEED_GAME_DETAILS: readonly SeedGameDetail[] = [
  {
    slug: 'ember-realms',
    about: text(
      'Ember Realms is an open-world role-playing saga set in a kingdom consumed by living fire. Recruit companions from six clans, forge weapons in volcanic foundries and decide which houses rise from the ashes. Seasonal chapters add new regions, quests and mounts.',
      '《餘燼王國》是一部開放世界角色扮演史詩，舞台是被活火吞噬的王國。從六大氏族招募夥伴、在火山鍛造廠打造武器，並決定哪些家族能從灰燼中崛起。每季章節都會加入新區域、任務與坐騎。',
      '《余烬王国》是一部开放世界角色扮演史诗，舞台是被活火吞噬的王国。从六大氏族招募伙伴、在火山锻造厂打造武器，并决定哪些家族能从灰烬中崛起。每季章节都会加入新区域、任务与坐骑。',
    ),
    genres: ['rpg', 'open-world', 'multiplayer'],
    reviewCount: 48_210,
    social: channels('EmberRealms', [
      { kind: 'youtube', url: 'https://www.youtube.com/@EmberRealms' },
    ]),
    app: { link: 'gamerhub-ember-realms://open?game=ember-realms', fallback: play('emberrealms') },
  },
  {
    slug: 'starfall-tactics',
    about: text(
      'Command a fleet in turn-based battles across a collapsing star cluster, where every jump warps the gravity of the board. Build decks of manoeuvres, salvage wrecks between fights and climb the weekly admiral ladder.',
      '在崩塌中的星團指揮艦隊進行回合制戰鬥，每一次躍遷都會扭曲棋盤的重力。組建戰術卡組、在戰鬥之間回收殘骸，並挑戰每週的艦隊司令排行榜。',
      '在崩塌中的星团指挥舰队进行回合制战斗，每一次跃迁都会扭曲棋盘的重力。组建战术卡组、在战斗之间回收残骸，并挑战每周的舰队司令排行榜。',
    ),
    genres: ['strategy', 'sci-fi'],
    reviewCount: 21_904,
    social: channels('StarfallTactics', [
      { kind: 'twitch', url: 'https://www.twitch.tv/starfalltactics' },
    ]),
    app: {
      link: 'gamerhub-starfall://open?game=starfall-tactics',
      fallback: 'https://apps.apple.com/app/starfall-tactics/id6450000001',
    },
  },
  {
    slug: 'pixel-orchard',
    about: text(
      'Plant, graft and harvest a pixel-art orchard in five-minute sessions. Trade fruit with friends, decorate your farmhouse and join seasonal festivals with limited trees.',
      '以五分鐘一局的節奏種植、嫁接並收成像素風果園。與好友交換水果、佈置農舍，並參加有限定果樹的季節祭典。',
      '以五分钟一局的节奏种植、嫁接并收获像素风果园。与好友交换水果、布置农舍，并参加有限定果树的季节庆典。',
    ),
    genres: ['casual', 'simulation', 'multiplayer'],
    reviewCount: 35_377,
    social: channels('PixelOrchard'),
    app: {
      link: 'gamerhub-pixel-orchard://open?game=pixel-orchard',
      fallback: play('pixelorchard'),
    },
  },
  {
    slug: 'neon-drift',
    about: text(
      'Drift through rain-slick neon cities at night. Tune engines, tyres and paint, race ghosts of your friends and compete in weekly cups for GACT prizes.',
      '在夜晚雨水濕滑的霓虹城市中甩尾飛馳。調校引擎、輪胎與塗裝，與好友的幽靈車競速，並參加每週盃賽爭奪 GACT 獎勵。',
      '在夜晚雨水湿滑的霓虹城市中漂移飞驰。调校引擎、轮胎与涂装，与好友的幽灵车竞速，并参加每周杯赛争夺 GACT 奖励。',
    ),
    genres: ['racing', 'multiplayer'],
    reviewCount: 29_650,
    social: channels('NeonDrift', [{ kind: 'youtube', url: 'https://www.youtube.com/@NeonDrift' }]),
    app: { link: 'gamerhub-neon-drift://open?game=neon-drift', fallback: play('neondrift') },
  },
  {
    slug: 'abyssal-legends',
    about: text(
      'Descend into a sunken empire, collect relic heroes and lead them through tides that reshape each dungeon. Every dive ends when the abyss rises, so plan your escape.',
      '潛入沉沒的帝國，收集遺物英雄，帶領他們穿越會重塑每座地城的潮汐。每次下潛都會在深淵上漲時結束，請事先規劃退路。',
      '潜入沉没的帝国，收集遗物英雄，带领他们穿越会重塑每座地城的潮汐。每次下潜都会在深渊上涨时结束，请事先规划退路。',
    ),
    genres: ['rpg', 'action'],
    reviewCount: 12_018,
    social: channels('AbyssalLegends'),
    app: null,
  },
  {
    slug: 'crown-and-conquest',
    about: text(
      'Build a dynasty over generations: marry, scheme, forge treaties and lead armies in real-time campaigns. Rival houses remember every betrayal.',
      '跨越數代建立王朝：聯姻、謀略、締結條約，並在即時戰役中統領大軍。敵對家族會記住每一次背叛。',
      '跨越数代建立王朝：联姻、谋略、缔结条约，并在即时战役中统领大军。敌对家族会记住每一次背叛。',
    ),
    genres: ['strategy', 'simulation'],
    reviewCount: 9_431,
    social: channels('CrownConquest', [
      { kind: 'facebook', url: 'https://www.facebook.com/CrownConquest' },
    ]),
    app: null,
  },
  {
    slug: 'bubble-harbor',
    about: text(
      'Match bubbles to rebuild a seaside town one pier at a time. Hundreds of short levels, friendly neighbours and no timers on the relaxed mode.',
      '消除泡泡，一次修好一座碼頭，重建海濱小鎮。數百個短關卡、友善的鄰居，輕鬆模式還不限時間。',
      '消除泡泡，一次修好一座码头，重建海滨小镇。数百个短关卡、友善的邻居，轻松模式还不限时间。',
    ),
    genres: ['puzzle', 'casual'],
    reviewCount: 17_289,
    social: channels('BubbleHarbor'),
    app: null,
  },
  {
    slug: 'skyforge-arena',
    about: text(
      'Three-minute aerial brawls for up to eight players. Craft wings, grappling hooks and thunder hammers, then climb from Copper to Mythril in ranked seasons.',
      '最多八人的三分鐘空中混戰。打造翅膀、鉤爪與雷霆戰鎚，在排位賽季中從紅銅一路爬升到秘銀。',
      '最多八人的三分钟空中混战。打造翅膀、钩爪与雷霆战锤，在排位赛季中从红铜一路攀升到秘银。',
    ),
    genres: ['action', 'multiplayer'],
    reviewCount: 22_760,
    social: channels('SkyforgeArena', [
      { kind: 'twitch', url: 'https://www.twitch.tv/skyforgearena' },
    ]),
    app: null,
  },
  {
    slug: 'mythic-tamers',
    about: text(
      'Befriend more than two hundred mythic creatures on a floating archipelago. Evolve them through three forms, train teams for island trials and trade with other tamers.',
      '在漂浮群島上結交兩百多種神話生物。讓牠們經歷三種型態的進化、訓練隊伍挑戰島嶼試煉，並與其他馴獸師交換。',
      '在漂浮群岛上结交两百多种神话生物。让它们经历三种形态的进化、训练队伍挑战岛屿试炼，并与其他驯兽师交换。',
    ),
    genres: ['rpg', 'open-world'],
    reviewCount: 40_512,
    social: channels('MythicTamers', [
      { kind: 'youtube', url: 'https://www.youtube.com/@MythicTamers' },
    ]),
    app: {
      link: 'gamerhub-mythic-tamers://open?game=mythic-tamers',
      fallback: play('mythictamers'),
    },
  },
  {
    slug: 'galactic-traders',
    about: text(
      'Run a merchant fleet between planets with living markets. Buy low, sell high, insure your cargo and decide whether to pay the pirates or outrun them.',
      '在擁有動態市場的行星之間經營商船隊。低買高賣、為貨物投保，並決定是付錢給海盜還是甩開他們。',
      '在拥有动态市场的行星之间经营商船队。低买高卖、为货物投保，并决定是付钱给海盗还是甩开他们。',
    ),
    genres: ['simulation', 'sci-fi', 'strategy'],
    reviewCount: 6_840,
    social: channels('GalacticTraders'),
    app: null,
  },
  {
    slug: 'shadow-relay',
    about: text(
      'A co-op stealth heist for two to four players, each controlling one shadow of the same thief. Split up, swap shadows and leave no trace.',
      '二到四人的合作潛行搶案，每位玩家各自操控同一名盜賊的一道影子。分頭行動、交換影子，不留下任何痕跡。',
      '二到四人的合作潜行劫案，每位玩家各自操控同一名盗贼的一道影子。分头行动、交换影子，不留下任何痕迹。',
    ),
    genres: ['action', 'co-op'],
    reviewCount: 8_125,
    social: channels('ShadowRelay'),
    app: null,
  },
  {
    slug: 'harvest-haven',
    about: text(
      'A relaxing farm life with four seasons, village festivals and neighbours who remember your gifts. Grow crops, raise animals and restore the old harbour.',
      '擁有四季、村莊節慶與會記得你送禮的鄰居的悠閒農場生活。種植作物、飼養動物，並修復古老的港口。',
      '拥有四季、村庄节庆与会记得你送礼的邻居的悠闲农场生活。种植作物、饲养动物，并修复古老的港口。',
    ),
    genres: ['casual', 'simulation'],
    reviewCount: 26_402,
    social: channels('HarvestHaven', [
      { kind: 'facebook', url: 'https://www.facebook.com/HarvestHaven' },
    ]),
    app: null,
  },
  {
    slug: 'rune-puzzle-quest',
    about: text(
      'Slide ancient runes into place to break curses across bite-size chapters. Each chapter adds one new rune rule, and hints never cost real money.',
      '在短小精悍的章節中推動古老符文歸位，破除詛咒。每一章都會加入一條新的符文規則，而且提示永遠不需要花真錢。',
      '在短小精悍的章节中推动古老符文归位，破除诅咒。每一章都会加入一条新的符文规则，而且提示永远不需要花真钱。',
    ),
    genres: ['puzzle'],
    reviewCount: 4_377,
    social: channels('RunePuzzle'),
    app: null,
  },
  {
    slug: 'frozen-frontier',
    about: text(
      'Command the last outpost through an endless winter. The game is temporarily unavailable while its servers move.',
      '在無盡寒冬中指揮最後一座前哨站。伺服器搬遷期間，遊戲暫停服務。',
      '在无尽寒冬中指挥最后一座前哨站。服务器迁移期间，游戏暂停服务。',
    ),
    genres: ['strategy', 'simulation'],
    reviewCount: 1_902,
    social: channels('FrozenFrontier'),
    app: null,
  },
];
