// The platform's status codes (spec §8), shared by the local API and the client. The server sends
// `message` (English); the client shows the translation under `errors.<key>` and falls back to the
// server's text only for a code it does not know. Codes never change once published.
export const STATUS = {
  Success: { code: 0, message: 'Success' },
  ParameterError: { code: 1001, message: 'Parameter error' },
  DataNotExist: { code: 1002, message: 'Data does not exist' },
  DataAlreadyExists: { code: 1003, message: 'Data already exists' },
  DataError: { code: 1004, message: 'Data error' },
  UploadError: { code: 1005, message: 'Upload error' },
  DuplicateRequest: { code: 1006, message: 'Duplicate request' },
  RequestExpired: { code: 1007, message: 'Request has expired' },
  SignatureError: { code: 1008, message: 'Signature error' },
  TooManyRequests: { code: 1009, message: 'Too many requests, please try again later' },
  ServerError: { code: 1010, message: 'Something went wrong, Please try again' },
  AccountOrPasswordError: { code: 2001, message: 'Account or password error' },
  AccountDisabled: { code: 2002, message: 'Account Is Disabled' },
  OldPasswordIncorrect: { code: 2003, message: 'The old password is incorrect' },
  PasswordEmpty: { code: 2004, message: 'Password cannot be empty' },
  UserNotExist: { code: 2005, message: 'User does not exist' },
  UserAlreadyExists: { code: 2006, message: 'User already exists' },
  InsufficientPermissions: { code: 2007, message: 'Insufficient user permissions' },
  SecurityCertificationFailed: { code: 2008, message: 'Security certification failed' },
  AccountNotActivated: { code: 2009, message: 'Account not activated' },
  ClientIpChanged: { code: 2010, message: 'Client IP changed' },
  TokenNotExist: { code: 3001, message: 'Token does not exist' },
  TokenExpires: { code: 3002, message: 'Token expires' },
  TokenExpired: { code: 3003, message: 'Token has expired' },
  TokenInvalid: { code: 3004, message: 'Token invalid' },
  TokenLogout: { code: 3005, message: 'Token logout' },
  VerificationCodeError: { code: 4001, message: 'Verification code error' },
  VerificationCodeExpired: { code: 4002, message: 'Verification code expired' },
  VerificationCodeInputError: { code: 4003, message: 'Verification code input error' },
  VerificationCodeSendFailed: { code: 4004, message: 'Verification code sending failed' },
  GameNotExist: { code: 5001, message: 'Game does not exist' },
  InsufficientUsdtBalance: { code: 6001, message: 'Insufficient USDT balance' },
  InsufficientGactBalance: { code: 6002, message: 'Insufficient GACT balance' },
  DeductionBelowZero: { code: 6003, message: 'The deduction amount cannot be less than 0' },
  InsufficientBalance: { code: 6004, message: 'Insufficient balance' },
  InsufficientPointBalance: { code: 6005, message: 'Insufficient Point balance' },
  GactDeductionFailed: { code: 6006, message: 'GACT deduction failed' },
  WalletAddressEmpty: { code: 6007, message: 'Wallet address cannot be empty' },
  MutualConversionProhibited: { code: 6008, message: 'Prohibit mutual conversion of GACT or NFTs' },
  WithdrawNotActivated: { code: 6009, message: 'Account status not activated cannot withdraw' },
  WithdrawalTooSmall: { code: 6010, message: 'Withdrawal amount is too small' },
  RateUnavailable: { code: 6011, message: 'Error obtaining rate' },
  ConversionLimitUsed: { code: 6012, message: 'The conversion limit has been used up' },
  DailyLimitExceeded: { code: 6013, message: 'Exceeding the daily limit' },
  NftNotTradable: { code: 6014, message: 'NFT no longer tradable' },
  AssetAlreadyExists: { code: 6015, message: 'Asset already exists' },
  OrderNotExist: { code: 6016, message: 'Order does not exist' },
  OrderProcessedRepeatedly: { code: 6017, message: 'Order cannot be processed repeatedly' },
  OrderLocked: { code: 6018, message: 'Order locked' },
  KycIncomplete: { code: 7001, message: 'KYC incomplete' },
  KycApproved: { code: 7002, message: 'KYC approved' },
  KycProcessing: { code: 7003, message: 'KYC processing' },
  NameSensitiveWords: { code: 7004, message: 'Name contains sensitive words' },
  ContactCustomerService: { code: 7005, message: 'Operation error contact customer service' },
  // Accounts and single sign-on (2011+, 4005+).
  EmailAlreadyExists: { code: 2011, message: 'Email already exists' },
  EmailNotExist: { code: 2012, message: 'Email does not exist' },
  PasswordSameAsOld: { code: 2013, message: 'The new password cannot equal the old one' },
  AuthorizeRequired: { code: 2014, message: 'Please authorize first' },
  /** The new sign-in email of a signed-in member already belongs to an account (theirs included). */
  AccountInUse: { code: 2016, message: 'Account is already in used' },
  /** A signed-in member confirmed a change with a password that is not theirs. */
  PasswordNotMatch: { code: 2017, message: 'Password not match' },
  BetaEnded: {
    code: 2015,
    message:
      'The beta has ended; single sign-on logins are no longer allowed ahead of the official launch',
  },
  TooManyCodeRequests: {
    code: 4005,
    message: 'Too many verification codes requested, please try again later',
  },
  SignOnCodeInvalid: {
    code: 4006,
    message: 'The sign-on code is invalid or has already been used',
  },
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
