import * as z from 'zod/mini';

/** A member who signed up with the inviter's link (MemberInviteList); no email: theirs to share. */
export const InvitedMemberSchema = z.object({
  nickname: z.string(),
  avatar: z.nullable(z.string()),
  joinedAt: z.string(),
});
export type InvitedMember = z.infer<typeof InvitedMemberSchema>;
export const InvitedMemberListSchema = z.array(InvitedMemberSchema);
