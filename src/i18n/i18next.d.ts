// Translation keys are typed from en-US (docs/architecture.md "Translations"): a missing or misspelt key in
// `t('…')` fails `npm run typecheck`. The areas share the one namespace (text-areas.ts).
import 'i18next';
import type account from './locales/en-US/account.json';
import type common from './locales/en-US/common.json';
import type lootbox from './locales/en-US/lootbox.json';
import type prizes from './locales/en-US/prizes.json';
import type profile from './locales/en-US/profile.json';
import type quests from './locales/en-US/quests.json';
import type reward from './locales/en-US/reward.json';
import type wallet from './locales/en-US/wallet.json';
import type help from './locales/en-US/help.json';
import type explore from './locales/en-US/explore.json';
import type tour from './locales/en-US/tour.json';
import type statuses from './locales/en-US/statuses.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof common &
        typeof account &
        typeof statuses &
        typeof quests &
        typeof reward &
        typeof lootbox &
        typeof prizes &
        typeof profile &
        typeof wallet &
        typeof help &
        typeof explore &
        typeof tour;
    };
  }
}
