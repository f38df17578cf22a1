// The demo prize catalogue and the demo member's exchange records (issue 12, decision 027). The
// catalogue shows every case at once: plenty in stock, a daily limit, a per-member limit already
// used, one out of stock, one the demo member cannot afford, and a physical prize (delivery).
import type { Texts } from '../domain/shared/texts.ts';
import type { PrizeKind } from '../../src/features/prizes/api/schemas/prize.ts';

export type SeedPrize = {
  key: string;
  kind: PrizeKind;
  name: Texts;
  description: Texts;
  cost: number;
  stock: number;
  memberLimit: number | null;
  dailyLimit: number | null;
};

export const SEED_PRIZES: readonly SeedPrize[] = [
  {
    key: 'ember-booster',
    kind: 'digital',
    name: {
      'en-US': 'Ember Trials booster pack',
      'zh-TW': '餘燼試煉強化包',
      'zh-CN': '余烬试炼强化包',
    },
    description: {
      'en-US':
        'Three random upgrade cores for Ember Trials, delivered as a code to enter in the game.',
      'zh-TW': '三個餘燼試煉的隨機升級核心，以兌換碼發放，於遊戲內輸入即可領取。',
      'zh-CN': '三个余烬试炼的随机升级核心，以兑换码发放，在游戏内输入即可领取。',
    },
    cost: 120,
    stock: 200,
    memberLimit: null,
    dailyLimit: 3,
  },
  {
    key: 'gift-card',
    kind: 'digital',
    name: {
      'en-US': '$5 game store gift card',
      'zh-TW': '5 美元遊戲商店禮品卡',
      'zh-CN': '5 美元游戏商店礼品卡',
    },
    description: {
      'en-US': 'A $5 credit code for the partnered game store. One a day per member.',
      'zh-TW': '合作遊戲商店 5 美元儲值碼。每位會員每天限兌換一張。',
      'zh-CN': '合作游戏商店 5 美元充值码。每位会员每天限兑换一张。',
    },
    cost: 500,
    stock: 40,
    memberLimit: null,
    dailyLimit: 1,
  },
  {
    key: 'starfall-skin',
    kind: 'digital',
    name: { 'en-US': 'Starfall hero skin', 'zh-TW': '星隕英雄造型', 'zh-CN': '星陨英雄皮肤' },
    description: {
      'en-US': 'The limited "Comet" skin for your Starfall Skirmish hero. One per member.',
      'zh-TW': '星隕之戰英雄的限定「彗星」造型。每位會員限兌換一次。',
      'zh-CN': '星陨之战英雄的限定“彗星”皮肤。每位会员限兑换一次。',
    },
    cost: 300,
    stock: 25,
    memberLimit: 1,
    dailyLimit: null,
  },
  {
    key: 'arcade-pass',
    kind: 'digital',
    name: { 'en-US': 'Arcade weekend pass', 'zh-TW': '街機週末通行證', 'zh-CN': '街机周末通行证' },
    description: {
      'en-US': 'Unlimited arcade plays for one weekend. One per member.',
      'zh-TW': '一個週末內街機無限暢玩。每位會員限兌換一次。',
      'zh-CN': '一个周末内街机无限畅玩。每位会员限兑换一次。',
    },
    cost: 100,
    stock: 30,
    memberLimit: 1,
    dailyLimit: null,
  },
  {
    key: 'gamerhub-tee',
    kind: 'physical',
    name: { 'en-US': 'GamerHub T-shirt', 'zh-TW': 'GamerHub T 恤', 'zh-CN': 'GamerHub T 恤' },
    description: {
      'en-US':
        'A soft cotton tee with the GamerHub logo, shipped to you. Tell us where after redeeming.',
      'zh-TW': '印有 GamerHub 標誌的純棉 T 恤，寄送到府。兌換後請填寫收件資料。',
      'zh-CN': '印有 GamerHub 标志的纯棉 T 恤，寄送到家。兑换后请填写收件信息。',
    },
    cost: 800,
    stock: 12,
    memberLimit: 2,
    dailyLimit: 1,
  },
  {
    key: 'pro-controller',
    kind: 'physical',
    name: { 'en-US': 'Wireless pro controller', 'zh-TW': '無線專業手把', 'zh-CN': '无线专业手柄' },
    description: {
      'en-US': 'A wireless controller for PC and mobile, shipped to you.',
      'zh-TW': '支援電腦與手機的無線手把，寄送到府。',
      'zh-CN': '支持电脑与手机的无线手柄，寄送到家。',
    },
    cost: 2500,
    stock: 3,
    memberLimit: 1,
    dailyLimit: 1,
  },
  {
    key: 'mystery-crate',
    kind: 'digital',
    name: { 'en-US': 'Mystery loot crate', 'zh-TW': '神秘戰利品箱', 'zh-CN': '神秘战利品箱' },
    description: {
      'en-US': 'A crate of random in-game items. All gone for now: more come with the next event.',
      'zh-TW': '內含隨機遊戲道具。目前已兌換完畢，下次活動將補貨。',
      'zh-CN': '内含随机游戏道具。目前已兑换完毕，下次活动将补货。',
    },
    cost: 50,
    stock: 0,
    memberLimit: null,
    dailyLimit: null,
  },
];

/**
 * The demo member's redemptions, oldest first. `settle`: what the fulfilment step did (none: still
 * Dealing, or NeedConfirm for a physical prize; 'confirm': delivery given, now Dealing).
 */
export type SeedRedemption = {
  prize: string;
  hoursAgo: number;
  settle?: 'success' | 'fail' | 'confirm' | 'confirmAndSuccess';
};

export const SEED_REDEMPTIONS: readonly SeedRedemption[] = [
  { prize: 'ember-booster', hoursAgo: 24 * 20, settle: 'success' },
  { prize: 'arcade-pass', hoursAgo: 24 * 18, settle: 'success' },
  { prize: 'ember-booster', hoursAgo: 24 * 16, settle: 'fail' },
  { prize: 'ember-booster', hoursAgo: 24 * 14, settle: 'success' },
  { prize: 'gamerhub-tee', hoursAgo: 24 * 12, settle: 'confirmAndSuccess' },
  { prize: 'ember-booster', hoursAgo: 24 * 10, settle: 'success' },
  { prize: 'ember-booster', hoursAgo: 24 * 8, settle: 'fail' },
  { prize: 'ember-booster', hoursAgo: 24 * 6, settle: 'success' },
  { prize: 'ember-booster', hoursAgo: 24 * 5, settle: 'success' },
  { prize: 'ember-booster', hoursAgo: 24 * 4, settle: 'success' },
  { prize: 'ember-booster', hoursAgo: 24 * 3, settle: 'fail' },
  { prize: 'ember-booster', hoursAgo: 24 * 2, settle: 'success' },
  { prize: 'gamerhub-tee', hoursAgo: 30 },
  { prize: 'ember-booster', hoursAgo: 3 },
];

export const DEMO_DELIVERY = {
  name: 'Demo Hero',
  phone: '+886 912 345 678',
  address: '7 Xinyi Road, Taipei 110',
};
