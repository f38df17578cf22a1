// The member's settings (issue 15 item 4, decision 042): the time zone every "a day" rule reads,
// which activity events notify them, and whether the guided tour shows again. Shared by the
// client and the local API.
import * as z from 'zod/mini';

/** An IANA zone name as members.time_zone accepts it; the server also asks Intl whether it exists. */
export const TimeZoneSchema = z.string().check(z.regex(/^[A-Za-z0-9_+/-]{1,64}$/));

export const MemberSettingsSchema = z.object({
  timeZone: TimeZoneSchema,
  /** Mail me when reward points arrive. */
  notifyRewardEmail: z.boolean(),
  /** Activity messages for quest events (a quest completed, a reward to claim). */
  notifyQuest: z.boolean(),
  /** Activity messages for wallet events (a convert, a withdrawal's review). */
  notifyWallet: z.boolean(),
  /** Activity messages for invite events (a friend joined, an invite reward). */
  notifyInvite: z.boolean(),
  /** Show the guided tour (issue 16) on the next visit. */
  showStep: z.boolean(),
});
export type MemberSettings = z.infer<typeof MemberSettingsSchema>;

/** SetSettings sends the whole set: what the screen shows is exactly what is stored. */
export const SetSettingsRequestSchema = MemberSettingsSchema;
export type SetSettingsRequest = MemberSettings;

export const NOTIFICATION_KINDS = ['quest', 'wallet', 'invite'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
