// The app's texts come in areas (docs/architecture.md "Translations"): `common` (shell, generic errors) loads
// before the first render; every other area loads with the first route or notice that needs it, in
// the active language only: `account` with the account screens, the menu,
// activity and the shell's popups (invite, server help, recent activities), `statuses` (the
// docs/product/app.md message of every platform status) with those screens and with the first failure notice.
// Areas share one i18next namespace and are deep-merged, so a key reads the same wherever it is used
// (`t('errors.status.TokenInvalid')`) and moving a key between areas changes no call site; no two
// areas may hold the same key (locales.test.ts). `quests` loads with the quest screens, `reward`
// with the reward calendar, `lootbox` (keys `lootbox.*` and `inventory.*`) with the lootbox and
// inventory screens, `prizes` (keys prizes.*, redeem.*, exchange.*) with /reward/redeem and
// /reward/history, `profile` (keys profile.*, leaderboard.*, achievements.*, tickets.*, vault.*)
// with /profile and the screens under it, `wallet` (keys wallet.*) with the GACT wallet's screens, `help` (keys setting.*, support.*, faq.*,
// policy.*, terms.*) with the menu's setting, support, FAQ, policy and terms screens, `explore` (keys
// home.*, search.*, explore.*, game.*, news.*, deepLink.*) with /home, /explore and the game and news pages, `tour` (keys tour.*)
// only when the guided tour is about to run.
export const TEXT_AREAS = [
  'common',
  'account',
  'statuses',
  'quests',
  'reward',
  'lootbox',
  'prizes',
  'profile',
  'wallet',
  'help',
  'explore',
  'tour',
] as const;
export type TextArea = (typeof TEXT_AREAS)[number];
