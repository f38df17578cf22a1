// Accounts and single sign-on: the inputs of sign-up, code sign-in, password reset, profile edits and
// partnered-game sign-on. The server validates every request with these; the client uses the same
// schemas for its forms. Error messages are i18n keys (the client translates them).
//
// Phone numbers and profile edits are in ./profile.ts: libphonenumber-js (about 30 KiB gzipped) must
// not ride along with every account screen.
import * as z from 'zod/mini';
import { EmailSchema } from '../../../../shared/api/schemas/member';
import { Id } from '../../../../shared/api/schemas/ids';

// ---------------------------------------------------------------------------------------------
// Passwords

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Spec §5: 'Incorrect password format'. */
export const PASSWORD_FORMAT_MESSAGE = 'account.passwordFormat';

const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
/** "Special" is anything that is not an ASCII letter or digit (so `é`, `#` and a space all count). */
const SPECIAL = /[^A-Za-z0-9]/;
/** Control and format characters (and lone surrogates) never belong in a password. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/**
 * The password rule on its own, for forms that show which part is missing.
 * Length is counted in UTF-16 units (string length), 8 to 64. Lower/upper case and digits are the
 * ASCII ones (a-z, A-Z, 0-9); every other printable character, accented letters and CJK included,
 * counts as special.
 */
export function passwordProblems(value: string) {
  return {
    length: value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH,
    lower: !LOWER.test(value),
    upper: !UPPER.test(value),
    digit: !DIGIT.test(value),
    special: !SPECIAL.test(value),
    unprintable: UNPRINTABLE.test(value),
  };
}

export function isValidPassword(value: string): boolean {
  return !Object.values(passwordProblems(value)).some(Boolean);
}

/** 8 to 64 characters with at least one lower-case and one upper-case letter, a digit and a special character. */
export const PasswordSchema = z
  .string()
  .check(z.refine(isValidPassword, { error: PASSWORD_FORMAT_MESSAGE }));

// ---------------------------------------------------------------------------------------------
// Verification codes

export const VERIFICATION_CODE_MESSAGE = 'account.codeFormat';
/** Exactly six ASCII digits (surrounding spaces are ignored). */
export const VerificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^[0-9]{6}$/, { error: VERIFICATION_CODE_MESSAGE }));

/** Spec §4 code types. */
export const CODE_TYPES = [
  'RestorePoint',
  'RestoreNft',
  'Convert',
  'Register',
  'ResetPassword',
  'Transfer',
  'Authorize',
  'Login',
] as const;
export const CodeTypeSchema = z.enum(CODE_TYPES);
export type CodeType = z.infer<typeof CodeTypeSchema>;

/** The code types /api/Member/VerificationCode sends to a signed-out visitor; any other is a ParameterError. */
export const EMAIL_CODE_TYPES = [
  'Register',
  'ResetPassword',
  'Login',
] as const satisfies readonly CodeType[];
/**
 * Also sent by /api/Member/VerificationCode, but only to a signed-in member: Authorize to their new
 * email, Transfer (confirming a withdrawal) to their own.
 */
export const MEMBER_CODE_TYPES = ['Authorize', 'Transfer'] as const satisfies readonly CodeType[];

// ---------------------------------------------------------------------------------------------
// Nicknames

export const NICKNAME_MESSAGE = 'account.nicknameFormat';
/**
 * Spec §9: up to 12 Latin or 8 Chinese characters. A wide (CJK) character weighs 1.5, any other
 * character 1, and the total may not exceed 12: so 12 Latin, 8 CJK, or e.g. 6 CJK + 3 Latin.
 * Counted in code points after trimming.
 */
export const NICKNAME_MAX_WIDTH = 12;
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
/** Letters, marks, digits, punctuation, symbols and single inner spaces; no control characters. */
const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+(?: [\p{L}\p{M}\p{N}\p{P}\p{S}]+)*$/u;

/** The nickname's width in Latin-character units (a CJK character counts 1.5). */
export function nicknameWidth(value: string): number {
  let halves = 0;
  for (const char of value) halves += WIDE.test(char) ? 3 : 2;
  return halves / 2;
}

export const NicknameSchema = z.string().check(
  z.trim(),
  z.refine((v) => NICKNAME_CHARS.test(v) && nicknameWidth(v) <= NICKNAME_MAX_WIDTH, {
    error: NICKNAME_MESSAGE,
  }),
);

// ---------------------------------------------------------------------------------------------
// Ids and opaque codes

/** A positive integer id; a numeric string is accepted too, because GET sends its payload as a query string. */
export const IdSchema = z
  .pipe(
    z.union([Id, z.string().check(z.regex(/^[1-9][0-9]{0,9}$/))]),
    z.transform((value: number | string) => Number(value)),
  )
  .check(z.refine((n) => n <= 2_147_483_647));

/** One-time sign-on codes and client secrets are opaque strings. */
const OpaqueSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(512));

// ---------------------------------------------------------------------------------------------
// Requests

export const VerificationCodeRequestSchema = z.object({
  email: EmailSchema,
  codeType: z.enum([...EMAIL_CODE_TYPES, ...MEMBER_CODE_TYPES]),
});
export type VerificationCodeRequest = z.input<typeof VerificationCodeRequestSchema>;

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  code: VerificationCodeSchema,
  /** The inviter's invite code: an empty one is none; an unknown one is refused (InviteCodeNotExist). */
  inviteCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /**
   * The device's IANA zone, stored as the member's (docs/architecture.md "Time"). One the server cannot store is
   * ignored (the default zone, changeable in settings) rather than refusing the sign-up.
   */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

export const LoginByCodeRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
});
export type LoginByCodeRequest = z.input<typeof LoginByCodeRequestSchema>;

/** A signed-in member moves their sign-in to a new email, proven by an Authorize code sent there. */
export const ChangeEmailRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  /** The member's current password, compared as typed (never trimmed). */
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

/** A signed-in member sets a new password, proven by the current one. */
export const ChangePasswordRequestSchema = z.object({
  /** The current password, compared as typed (never trimmed). */
  oldPassword: z.string().check(z.minLength(1), z.maxLength(256)),
  password: PasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const RebackRequestSchema = z.object({
  code: OpaqueSchema,
  /** Echo of the sign-on `state`; not interpreted by the server. */
  state: z.optional(z.string().check(z.maxLength(512))),
});
export type RebackRequest = z.input<typeof RebackRequestSchema>;

export const SignOnCodeSchema = z.object({ code: z.string() });
export type SignOnCode = z.infer<typeof SignOnCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Partnered-game single sign-on

export const GAME_SCOPES = ['profile', 'wallet_balance', 'transaction_history'] as const;
export const GameScopeSchema = z.enum(GAME_SCOPES);
export type GameScope = z.infer<typeof GameScopeSchema>;

export const GameIdRequestSchema = z.object({ gameId: IdSchema });
export type GameIdRequest = z.input<typeof GameIdRequestSchema>;

export const GameAuthInfoSchema = z.object({
  gameId: z.number(),
  name: z.string(),
  icon: z.string(),
  scopes: z.array(GameScopeSchema),
  betaEnded: z.boolean(),
});
export type GameAuthInfo = z.infer<typeof GameAuthInfoSchema>;

export const GetThirdTokenRequestSchema = z.object({
  gameId: IdSchema,
  /** Must be true: the member ticked "authorize" (else status AuthorizeRequired). */
  authorize: z.optional(z.boolean()),
});
export type GetThirdTokenRequest = z.input<typeof GetThirdTokenRequestSchema>;

export const ThirdTokenSchema = z.object({
  code: z.string(),
  /** The game's registered return address with `code` added; the client navigates there. */
  returnUrl: z.string(),
});
export type ThirdToken = z.infer<typeof ThirdTokenSchema>;

export const CheckThirdTokenRequestSchema = z.object({
  gameId: IdSchema,
  code: OpaqueSchema,
  /** The game's client secret, compared as given (not trimmed). */
  secret: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type CheckThirdTokenRequest = z.input<typeof CheckThirdTokenRequestSchema>;

export const ThirdTokenIdentitySchema = z.object({
  uid: z.string(),
  nickname: z.string(),
  scopes: z.array(GameScopeSchema),
});
export type ThirdTokenIdentity = z.infer<typeof ThirdTokenIdentitySchema>;

export const ConnectedGameSchema = z.object({
  gameId: z.number(),
  name: z.string(),
  icon: z.string(),
  scopes: z.array(GameScopeSchema),
  grantedAt: z.string(),
});
export type ConnectedGame = z.infer<typeof ConnectedGameSchema>;
export const ConnectedGameListSchema = z.array(ConnectedGameSchema);

export const PlatformStatusSchema = z.object({
  betaEnded: z.boolean(),
  /** Whether this server reaches its database now (issue 31): 'unavailable' while it reconnects. */
  database: z.enum(['ok', 'unavailable']),
});
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Local demo outbox (only without SMTP)

export const OutboxRequestSchema = z.object({
  email: z.optional(EmailSchema),
});
export const OutboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxMailListSchema = z.array(OutboxMailSchema);
