// The support form's draft, kept in this tab while the member signs in again (a session that ended
// mid-send): read once when the form opens, then forgotten. Session storage, not local: it is about
// this visit, and a draft should not outlive the tab. Read strictly, like any stored value.
import * as z from 'zod/mini';
import { SUPPORT_TOPICS } from '../api/schemas/support';

const KEY = 'gamerhub.supportDraft';

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

export function takeStoredDraft(): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (raw === null) return null;
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeDraft(draft: StoredDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the member types it again after signing in.
  }
}
