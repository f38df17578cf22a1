// The support form's draft, kept in this tab while the member signs in again (a session that ended
// mid-send; src/machines/session-draft.ts), read strictly, like any stored value.
import * as z from 'zod/mini';
import { SUPPORT_TOPICS } from '../api/schemas/support';
import { sessionDraft } from '../../../shared/machines/session-draft';

const KEY = 'support';

const StoredDraftSchema = z.object({
  draftId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  draft: z.object({
    topic: z.union([z.enum(SUPPORT_TOPICS), z.literal('')]),
    subject: z.string().check(z.maxLength(500)),
    message: z.string().check(z.maxLength(5000)),
    email: z.string().check(z.maxLength(500)),
  }),
});
export type StoredDraft = z.infer<typeof StoredDraftSchema>;

const stored = sessionDraft<StoredDraft>(KEY, (value) => {
  const parsed = StoredDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
});

export function takeStoredDraft(): StoredDraft | null {
  return stored.take() ?? null;
}

export function storeDraft(draft: StoredDraft): void {
  stored.save(draft);
}
