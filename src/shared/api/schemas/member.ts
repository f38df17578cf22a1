import * as z from 'zod/mini';
import { Id } from './ids';

export const EmailSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email());

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** What the client stores as `loginInfo` (docs/product/app.md) minus showStep, which the client owns. */
export const LoginResultSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  uid: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  /** True on the member's first sign-in: the client then shows the welcome popup once. */
  firstLogin: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const LogoutRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

export const MEMBER_STATUSES = ['WaitActive', 'Actived', 'Frozen', 'Close', 'Black'] as const;

export const MemberInfoSchema = z.object({
  uid: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.nullable(z.string()),
  level: z.number().check(z.int(), z.minimum(0), z.maximum(4)),
  points: z.number(),
  gact: z.string(),
  inviteCode: z.string(),
  status: z.enum(MEMBER_STATUSES),
  steamConnected: z.boolean(),
  createdAt: z.string(),
  /** E.164 ('+886912345678') or null; optional so older servers' answers still parse. */
  phone: z.optional(z.nullable(z.string())),
  /**
   * The points one invite earns (decimal string of whole points, the server's INVITE_REWARD_POINTS),
   * said on the invite sheet; optional so older servers' answers still parse.
   */
  inviteRewardPoints: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const MessageSchema = z.object({
  id: z.number(),
  icon: z.string(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;
export const MessageListSchema = z.array(MessageSchema);

export const ReadMessageRequestSchema = z.object({
  // int4 in the database: a larger id is bad input, not a server error.
  id: Id,
});
export type ReadMessageRequest = z.infer<typeof ReadMessageRequestSchema>;
