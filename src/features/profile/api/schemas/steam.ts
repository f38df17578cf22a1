// Steam connect (issue 15 item 2, decision 040): the member's link, the start of Steam's sign-in
// and the connect receipt. Shared by the client and the local API. Steam ids are 64-bit ids as
// decimal text; points are decimal strings.
import * as z from 'zod/mini';

/**
 * Where Steam (or the local stand-in) sends the browser back after its sign-in: not an envelope
 * call, a redirect into the app (`/?state=steam_x_0&code=…`, docs/product/profile.md's entry redirect).
 */
export const STEAM_RETURN_PATH = '/api/Steam/Return';

const Instant = z.string().check(z.minLength(10), z.maxLength(40));
const SteamId = z.string().check(z.regex(/^\d{1,20}$/));
const Points = z.string().check(z.regex(/^\d{1,20}$/));
/** The Steam persona name (GetPlayerSummaries, decision 050); null when it could not be asked. */
const PersonaName = z.nullable(z.string().check(z.minLength(1), z.maxLength(64)));

export const SteamInfoSchema = z.object({
  connected: z.boolean(),
  steamId: z.nullable(SteamId),
  personaName: PersonaName,
  linkedAt: z.nullable(Instant),
  /** Whether connecting now would still pay: this member has never been paid for a link. */
  rewardOpen: z.boolean(),
  /** The reward of a first link (docs/product/profile.md: 100 reward points). */
  rewardPoints: Points,
});
export type SteamInfo = z.infer<typeof SteamInfoSchema>;

export const SteamConnectStartSchema = z.object({
  /** Steam's (or the stand-in's) OpenID 2.0 checkid_setup address the browser is sent to. */
  url: z.string().check(z.regex(/^https?:\/\//), z.maxLength(4096)),
  expiresAt: Instant,
});
export type SteamConnectStart = z.infer<typeof SteamConnectStartSchema>;

/** The one-time code of the return address (shape of the entry redirect's `code`). */
export const SteamConnectRequestSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/)),
});
export type SteamConnectRequest = z.infer<typeof SteamConnectRequestSchema>;

const RewardSchema = z.object({
  points: Points,
  entryId: z.number().check(z.int(), z.minimum(1)),
  balanceAfter: Points,
  createdAt: Instant,
});

export const SteamConnectReceiptSchema = z.object({
  steamId: SteamId,
  personaName: PersonaName,
  linkedAt: Instant,
  /** The reward of this link; null when this member or this Steam account was rewarded before. */
  reward: z.nullable(RewardSchema),
});
export type SteamConnectReceipt = z.infer<typeof SteamConnectReceiptSchema>;

export const SteamDisconnectSchema = z.object({ connected: z.literal(false) });
