// The member's settings (issue 15 item 4, decision 042). The time zone lives on members.time_zone,
// where every "a day" rule reads it; the rest in member_settings, whose missing row reads as the
// defaults, so a member who never saved has settings too.
import type {
  MemberSettings,
  NotificationKind,
  SetSettingsRequest,
} from '../../../src/shared/api/schemas/settings.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/envelope.ts';

type SettingsRow = {
  time_zone: string;
  notify_reward_email: boolean | null;
  notify_quest: boolean | null;
  notify_wallet: boolean | null;
  notify_invite: boolean | null;
  show_step: boolean | null;
};

const SELECT_SETTINGS = `
  SELECT m.time_zone, s.notify_reward_email, s.notify_quest, s.notify_wallet, s.notify_invite,
         s.show_step
    FROM members m LEFT JOIN member_settings s ON s.member_id = m.id
   WHERE m.id = $1`;

function settingsOf(row: SettingsRow): MemberSettings {
  return {
    timeZone: row.time_zone,
    notifyRewardEmail: row.notify_reward_email ?? true,
    notifyQuest: row.notify_quest ?? true,
    notifyWallet: row.notify_wallet ?? true,
    notifyInvite: row.notify_invite ?? true,
    showStep: row.show_step ?? false,
  };
}

export async function memberSettings(db: Queryable, memberId: number): Promise<MemberSettings> {
  const [row] = await db.query<SettingsRow>(SELECT_SETTINGS, [memberId]);
  if (!row) throw new ApiError('UserNotExist');
  return settingsOf(row);
}

/**
 * The zone's canonical IANA name ("asia/taipei" → "Asia/Taipei"), or null for a name Intl does not
 * know: a stored zone must be one every period computation can use.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The canonical name when it is one members.time_zone accepts (its CHECK), else null. */
export function storableTimeZone(name: string | undefined): string | null {
  const zone = name ? canonicalTimeZone(name) : null;
  return zone && /^[A-Za-z0-9_+/-]{1,64}$/.test(zone) ? zone : null;
}

/** Stores the whole set in one transaction and answers what is now stored. */
export async function setMemberSettings(
  db: Db,
  clock: Clock,
  memberId: number,
  input: SetSettingsRequest,
): Promise<MemberSettings> {
  const timeZone = storableTimeZone(input.timeZone);
  if (!timeZone) throw new ApiError('ParameterError');
  return db.transaction(async (tx) => {
    const updated = await tx.query('UPDATE members SET time_zone = $2 WHERE id = $1 RETURNING id', [
      memberId,
      timeZone,
    ]);
    if (updated.length === 0) throw new ApiError('UserNotExist');
    await tx.query(
      `INSERT INTO member_settings (member_id, notify_reward_email, notify_quest, notify_wallet,
                                    notify_invite, show_step, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (member_id) DO UPDATE SET
         notify_reward_email = EXCLUDED.notify_reward_email, notify_quest = EXCLUDED.notify_quest,
         notify_wallet = EXCLUDED.notify_wallet, notify_invite = EXCLUDED.notify_invite,
         show_step = EXCLUDED.show_step, updated_at = EXCLUDED.updated_at`,
      [
        memberId,
        input.notifyRewardEmail,
        input.notifyQuest,
        input.notifyWallet,
        input.notifyInvite,
        input.showStep,
        clock.now(),
      ],
    );
    return memberSettings(tx, memberId);
  });
}

/** member_settings' column for each kind of activity message (the settings screen's switches). */
export const ACTIVITY_COLUMN: Record<NotificationKind, string> = {
  quest: 'notify_quest',
  wallet: 'notify_wallet',
  invite: 'notify_invite',
};

/**
 * Whether the member wants an activity message of this kind: the activity slice asks before it
 * writes one (decision 042). Defaults to yes, like the settings screen.
 */
export async function wantsActivity(
  db: Queryable,
  memberId: number,
  kind: NotificationKind,
): Promise<boolean> {
  const settings = await memberSettings(db, memberId);
  if (kind === 'quest') return settings.notifyQuest;
  if (kind === 'wallet') return settings.notifyWallet;
  return settings.notifyInvite;
}

/** Whether the member wants a mail when reward points arrive (decision 042). */
export async function wantsRewardMail(db: Queryable, memberId: number): Promise<boolean> {
  return (await memberSettings(db, memberId)).notifyRewardEmail;
}
