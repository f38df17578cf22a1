// Names shown as they are in every language: each language in its own script, currencies by code.
import type { Currency, Language } from './constants';

export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
};

export const CURRENCY_CODES: Record<Currency, string> = {
  usd: 'USD',
  hkd: 'HKD',
  jpy: 'JPY',
  myr: 'MYR',
  sgd: 'SGD',
};
