// Every language with every area merged, for tests and scripts that check the texts as a whole.
// The app never imports this file: it would put all three languages in the first route.
import enAccount from './locales/en-US/account.json';
import enCommon from './locales/en-US/common.json';
import enLootbox from './locales/en-US/lootbox.json';
import enPrizes from './locales/en-US/prizes.json';
import enProfile from './locales/en-US/profile.json';
import enQuests from './locales/en-US/quests.json';
import enReward from './locales/en-US/reward.json';
import enStatuses from './locales/en-US/statuses.json';
import enWallet from './locales/en-US/wallet.json';
import enHelp from './locales/en-US/help.json';
import enExplore from './locales/en-US/explore.json';
import enTour from './locales/en-US/tour.json';
import cnAccount from './locales/zh-CN/account.json';
import cnCommon from './locales/zh-CN/common.json';
import cnLootbox from './locales/zh-CN/lootbox.json';
import cnPrizes from './locales/zh-CN/prizes.json';
import cnProfile from './locales/zh-CN/profile.json';
import cnQuests from './locales/zh-CN/quests.json';
import cnReward from './locales/zh-CN/reward.json';
import cnStatuses from './locales/zh-CN/statuses.json';
import cnWallet from './locales/zh-CN/wallet.json';
import cnHelp from './locales/zh-CN/help.json';
import cnExplore from './locales/zh-CN/explore.json';
import cnTour from './locales/zh-CN/tour.json';
import twAccount from './locales/zh-TW/account.json';
import twCommon from './locales/zh-TW/common.json';
import twLootbox from './locales/zh-TW/lootbox.json';
import twPrizes from './locales/zh-TW/prizes.json';
import twProfile from './locales/zh-TW/profile.json';
import twQuests from './locales/zh-TW/quests.json';
import twReward from './locales/zh-TW/reward.json';
import twStatuses from './locales/zh-TW/statuses.json';
import twWallet from './locales/zh-TW/wallet.json';
import twHelp from './locales/zh-TW/help.json';
import twExplore from './locales/zh-TW/explore.json';
import twTour from './locales/zh-TW/tour.json';

type Tree = { [key: string]: string | Tree };

/** The areas deep-merged, as i18next's addResourceBundle(…, deep = true) does. */
function merge(...areas: Tree[]): Tree {
  const out: Tree = {};
  for (const area of areas) {
    for (const [key, value] of Object.entries(area)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
  }
  return out;
}

export const enUS = merge(
  enCommon,
  enAccount,
  enStatuses,
  enQuests,
  enReward,
  enLootbox,
  enPrizes,
  enProfile,
) as typeof enCommon &
  typeof enAccount &
  typeof enStatuses &
  typeof enQuests &
  typeof enReward &
  typeof enLootbox &
  typeof enPrizes &
  typeof enProfile;
export const zhTW = merge(
  twCommon,
  twAccount,
  twStatuses,
  twQuests,
  twReward,
  twLootbox,
  twPrizes,
  twProfile,
);
export const zhCN = merge(
  cnCommon,
  cnAccount,
  cnStatuses,
  cnQuests,
  cnReward,
  cnLootbox,
  cnPrizes,
  cnProfile,
);
/** The areas of each language as separate trees, to prove no two areas hold the same key. */
export const AREAS_BY_LANGUAGE = {
  'en-US': {
    common: enCommon,
    account: enAccount,
    statuses: enStatuses,
    quests: enQuests,
    reward: enReward,
    lootbox: enLootbox,
    prizes: enPrizes,
    profile: enProfile,
    wallet: enWallet,
    help: enHelp,
    explore: enExplore,
    tour: enTour,
  },
  'zh-TW': {
    common: twCommon,
    account: twAccount,
    statuses: twStatuses,
    quests: twQuests,
    reward: twReward,
    lootbox: twLootbox,
    prizes: twPrizes,
    profile: twProfile,
    wallet: twWallet,
    help: twHelp,
    explore: twExplore,
    tour: twTour,
  },
  'zh-CN': {
    common: cnCommon,
    account: cnAccount,
    statuses: cnStatuses,
    quests: cnQuests,
    reward: cnReward,
    lootbox: cnLootbox,
    prizes: cnPrizes,
    profile: cnProfile,
    wallet: cnWallet,
    help: cnHelp,
    explore: cnExplore,
    tour: cnTour,
  },
} as const;
