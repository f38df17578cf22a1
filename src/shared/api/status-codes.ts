// The platform's status codes (docs/product/app.md), shared by the local API and the client. The server sends
// `message` (English, server/http/status-messages.ts); the client shows the translation under
// `errors.status.<name>` and falls back to the server's text only for a code it does not know, so
// the English never ships to the browser. Codes never change once published.
export const STATUS = {
  Success: { code: 0 },
  ParameterError: { code: 1001 },
  DataNotExist: { code: 1002 },
  DataAlreadyExists: { code: 1003 },
  DataError: { code: 1004 },
  UploadError: { code: 1005 },
  DuplicateRequest: { code: 1006 },
  RequestExpired: { code: 1007 },
  SignatureError: { code: 1008 },
  TooManyRequests: { code: 1009 },
  ServerError: { code: 1010 },
  AccountOrPasswordError: { code: 2001 },
  AccountDisabled: { code: 2002 },
  OldPasswordIncorrect: { code: 2003 },
  PasswordEmpty: { code: 2004 },
  UserNotExist: { code: 2005 },
  UserAlreadyExists: { code: 2006 },
  InsufficientPermissions: { code: 2007 },
  SecurityCertificationFailed: { code: 2008 },
  AccountNotActivated: { code: 2009 },
  ClientIpChanged: { code: 2010 },
  TokenNotExist: { code: 3001 },
  TokenExpires: { code: 3002 },
  TokenExpired: { code: 3003 },
  TokenInvalid: { code: 3004 },
  TokenLogout: { code: 3005 },
  VerificationCodeError: { code: 4001 },
  VerificationCodeExpired: { code: 4002 },
  VerificationCodeInputError: { code: 4003 },
  VerificationCodeSendFailed: { code: 4004 },
  GameNotExist: { code: 5001 },
  InsufficientUsdtBalance: { code: 6001 },
  InsufficientGactBalance: { code: 6002 },
  DeductionBelowZero: { code: 6003 },
  InsufficientBalance: { code: 6004 },
  InsufficientPointBalance: { code: 6005 },
  GactDeductionFailed: { code: 6006 },
  WalletAddressEmpty: { code: 6007 },
  MutualConversionProhibited: { code: 6008 },
  WithdrawNotActivated: { code: 6009 },
  WithdrawalTooSmall: { code: 6010 },
  RateUnavailable: { code: 6011 },
  ConversionLimitUsed: { code: 6012 },
  DailyLimitExceeded: { code: 6013 },
  NftNotTradable: { code: 6014 },
  AssetAlreadyExists: { code: 6015 },
  OrderNotExist: { code: 6016 },
  OrderProcessedRepeatedly: { code: 6017 },
  OrderLocked: { code: 6018 },
  KycIncomplete: { code: 7001 },
  KycApproved: { code: 7002 },
  KycProcessing: { code: 7003 },
  NameSensitiveWords: { code: 7004 },
  ContactCustomerService: { code: 7005 },
  EmailAlreadyExists: { code: 2011 },
  EmailNotExist: { code: 2012 },
  PasswordSameAsOld: { code: 2013 },
  AuthorizeRequired: { code: 2014 },
  /** The new sign-in email of a signed-in member already belongs to an account (theirs included). */
  AccountInUse: { code: 2016 },
  /** A signed-in member confirmed a change with a password that is not theirs. */
  PasswordNotMatch: { code: 2017 },
  /** A sign-up named an invite code that no member has: the member fixes it or leaves it empty. */
  InviteCodeNotExist: { code: 2018 },
  BetaEnded: { code: 2015 },
  TooManyCodeRequests: { code: 4005 },
  SignOnCodeInvalid: { code: 4006 },
  /** Quests and events (issue 11): the quest or event is over; nothing more can be claimed. */
  QuestEnded: { code: 8001 },
  /** The quest or event has not opened yet (`data.opensAt`). */
  QuestNotOpen: { code: 8002 },
  /** Some condition is not met yet (`data.unmet`: the condition ids). */
  QuestConditionsUnmet: { code: 8003 },
  /** A quest with a winner limit has all its winners. */
  QuestWinnersFull: { code: 8004 },
  /** A game's one-time assessment code is unknown, used, expired or for another member or quest. */
  AssessmentInvalid: { code: 8005 },
  /** A quest needs a higher level than the member's (`data.level`). */
  QuestLevelLocked: { code: 8006 },
  /**
   * Check-in (issue 12): the day asked for is not today in the member's zone (the screen showed a
   * day that has turned); `data: { today, timeZone }`. A day already checked in answers its receipt.
   */
  CheckInDayOver: { code: 9100 },
  /** Lootbox and inventory (issue 12, decision 028): this item cannot be used at all. */
  ItemNotUsable: { code: 9201 },
  /** The item was used already; an item is used at most once. */
  ItemAlreadyUsed: { code: 9202 },
  /** The item is frozen (held by support or a pending trade) and cannot be used now. */
  ItemFrozen: { code: 9203 },
  /** A chest name breaks docs/product/app.md (12 Latin letters, digits or symbols, or 8 Chinese characters). */
  ChestNameInvalid: { code: 9204 },
  /**
   * GACT wallet (issue 14): a withdrawal address that is not a 0x address with a valid EIP-55
   * checksum (mixed case that does not match, wrong length, not hex).
   */
  WalletAddressInvalid: { code: 9340 },
  /** Convert (issue 14, decision 036): the amount is below the pair's minimum (or would buy nothing). */
  ConvertAmountTooSmall: { code: 9320 },
  /**
   * Invite rewards (issue 15, decision 039): the invitee has not qualified yet (email not verified,
   * or no quest claimed yet).
   */
  InviteRewardNotReady: { code: 9400 },
  /**
   * The invitee can never earn an invite reward: the inviter's own mailbox, a mailbox already
   * rewarded through another account, or an account closed or frozen.
   */
  InviteRewardIneligible: { code: 9401 },
  /** Prizes (issue 12, decision 027): no unit of the prize is left. */
  PrizeOutOfStock: { code: 9001 },
  /** The exchange record is not waiting for the member's delivery details (already confirmed or settled). */
  ExchangeNotConfirmable: { code: 9002 },
  /** The fulfilment step met a record that is no longer being dealt with (already settled). */
  ExchangeAlreadySettled: { code: 9003 },
  /** Steam connect (issue 15 item 2, decision 040): Steam did not confirm the sign-in (checked with Steam). */
  SteamSignInRefused: { code: 9420 },
  /** The member cancelled the sign-in on Steam's page. */
  SteamSignInCancelled: { code: 9421 },
  /** This Steam sign-in answer was already used once (a replayed assertion). */
  SteamSignInReplayed: { code: 9422 },
  /** The connect code is unknown, expired, or another member's (start again from the profile). */
  SteamCodeInvalid: { code: 9423 },
  /** The Steam account is linked to another member. */
  SteamAccountTaken: { code: 9424 },
  /** The member already has another Steam account linked (disconnect it first). */
  SteamAlreadyLinked: { code: 9425 },
  /** Steam could not be reached to check the sign-in. */
  SteamUnavailable: { code: 9426 },
} as const;

export type StatusName = keyof typeof STATUS;

/** Statuses that mean the bearer token is no longer good: the response carries `tokenInvalid`. */
export const TOKEN_INVALID_STATUSES: readonly StatusName[] = [
  'TokenNotExist',
  'TokenExpires',
  'TokenExpired',
  'TokenInvalid',
  'TokenLogout',
];

const byCode = new Map<number, StatusName>(
  (Object.keys(STATUS) as StatusName[]).map((name) => [STATUS[name].code, name]),
);

export function statusNameOf(code: number): StatusName | undefined {
  return byCode.get(code);
}
