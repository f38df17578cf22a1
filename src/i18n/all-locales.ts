// Every language with every area merged, for tests and scripts that check the texts as a whole.
// The app never imports this file: it would put all three languages in the first route.
import enCommon from './locales/en-US/common.json';
import enAccount from './locales/en-US/account.json';
import twCommon from './locales/zh-TW/common.json';
import twAccount from './locales/zh-TW/account.json';
import cnCommon from './locales/zh-CN/common.json';
import cnAccount from './locales/zh-CN/account.json';

export const enUS = { ...enCommon, ...enAccount };
export const zhTW = { ...twCommon, ...twAccount };
export const zhCN = { ...cnCommon, ...cnAccount };
/** The areas of each language as separate trees, to prove no two areas share a top-level key. */
export const AREAS_BY_LANGUAGE = {
  'en-US': { common: enCommon, account: enAccount },
  'zh-TW': { common: twCommon, account: twAccount },
  'zh-CN': { common: cnCommon, account: cnAccount },
} as const;
