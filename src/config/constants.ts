// Business constants of docs/product/app.md, with their units in their names. Imports nothing from src/.
/** Spec §1: widths from this one go to the desktop page (index.html's head script and pc/ agree). */
export const LAYOUT = {
  DESKTOP_MIN_WIDTH_PX: 768,
} as const;

export const LIMITS = {
  RECENT_ACTIVITIES_COUNT: 4,
  INVITE_PAGE_SIZE: 10,
  MESSAGES_PAGE_SIZE: 20,
  STEAM_REWARD_POINTS: 100,
  NAME_MAX_LATIN_CHARS: 12,
  NAME_MAX_CHINESE_CHARS: 8,
  CLIENT_PASSWORD_MIN_CHARS: 8,
  CLIENT_PASSWORD_MAX_CHARS: 64,
} as const;

export const TIMING = {
  // The spec says "no time-out"; a request that never answers would leave the loading flag on
  // forever. See docs/decisions/002-request-timeout.md for why 15 s.
  REQUEST_TIMEOUT_MS: 15_000,
  DEEP_LINK_TIMEOUT_MS: 5_000,
  TOUR_STEP_DELAY_MS: 300,
  MESSAGE_POLL_INTERVAL_MS: 60_000,
  NOTICE_DURATION_MS: 3_000,
  /** One minute between verification codes (the platform allows five an hour). */
  CODE_RESEND_COOLDOWN_MS: 60_000,
  /** Access granted / welcome back: seconds before the member is taken on (docs/product/app.md "redirect countdown"). */
  REDIRECT_COUNTDOWN_MS: 5_000,
} as const;

export const DATE_FORMATS = {
  DATE: 'YYYY-MM-DD',
  DATE_TIME: 'YYYY-MM-DD HH:mm',
  DATE_TIME_SECONDS: 'YYYY-MM-DD HH:mm:ss',
} as const;

export const LANGUAGES = ['en-US', 'zh-TW', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const CURRENCIES = ['usd', 'hkd', 'jpy', 'myr', 'sgd'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'usd';

/** The uid a login gets when it arrived as a `_token` URL parameter (docs/product/app.md). */
export const API_LOGIN_UID = 'api';

/** Header every call carries (docs/product/app.md). */
export const DEVICE_TYPE = 'pc';

/** The `state` value the auth host sends when there is nothing to redirect to (docs/product/app.md rule 1). */
export const ENTRY_DEFAULT_STATE = 'STATE';

/**
 * Levels (docs/product/app.md: Lvl. 0 to Lvl. 4 "Hermit") follow the points a member has ever earned, not the
 * balance, so spending never lowers a level (decision 024). Index = level; value = earned points
 * at which it starts.
 */
export const LEVEL_THRESHOLDS_POINTS = [0, 300, 1_000, 3_000, 8_000] as const;
export const TOP_LEVEL = 4;

export const QUESTS = {
  LIST_PAGE_SIZE: 10,
  QUESTER_PAGE_SIZE: 20,
  WINNER_PAGE_SIZE: 20,
  /** A game's one-time assessment code is good for this long. */
  ASSESSMENT_TTL_MS: 10 * 60_000,
  /** The zone when none is known: a sign-up or visitor whose device sent none the server can store. */
  DEFAULT_TIME_ZONE: 'UTC',
} as const;
