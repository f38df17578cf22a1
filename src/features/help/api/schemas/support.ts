// Customer service 24/7 (issue 15 item 4, decision 042): a request from the support form and the
// number it was recorded under. Shared by the client and the local API.
import * as z from 'zod/mini';
import { EmailSchema } from '../../../../shared/api/schemas/member';

export const SUPPORT_TOPICS = ['account', 'quests', 'rewards', 'wallet', 'games', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 2000;

/** No control characters but line breaks and tabs: PostgreSQL text cannot hold NUL, a mail should not hold the rest. */
function isPrintable(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

const Text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.refine(isPrintable));

export const SupportRequestSchema = z.object({
  /** Made once per draft by the client: sending the same draft again returns the first number. */
  draftId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  topic: z.enum(SUPPORT_TOPICS),
  subject: Text(SUPPORT_SUBJECT_MAX),
  message: Text(SUPPORT_MESSAGE_MAX),
  /** Where the confirmation and the answer go: required for a visitor, the member's email otherwise. */
  email: z.optional(EmailSchema),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SupportReceiptSchema = z.object({
  /** What the member quotes to customer service, e.g. GH-000123. */
  number: z.string().check(z.regex(/^GH-\d{6,}$/)),
  replyEmail: z.string(),
  /** False when the confirmation mail could not be sent: the screen then asks to note the number. */
  mailed: z.boolean(),
});
export type SupportReceipt = z.infer<typeof SupportReceiptSchema>;
