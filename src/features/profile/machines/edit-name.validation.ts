// The display name rule of docs/product/profile.md/§9, checked before sending: 12 Latin or 8 Chinese characters
// (NicknameSchema, shared with the server; told in the profile's own words, so the screen
// needs no account texts) and no sensitive word (the server decides; its list is
// the same module).
import { NicknameSchema } from '../../account/api/schemas/account';
import { containsSensitiveWord } from '../../../shared/api/schemas/sensitive-words';
import type { TextKey } from '../../../i18n/text-key';

/** The i18n key of what is wrong with the name, or null when it can be sent. */
export function nameProblem(draft: string): TextKey | null {
  // A blank name is missing, not too long: say so rather than repeat the length rule.
  if (draft.trim() === '') return 'profile.name.required';
  if (!NicknameSchema.safeParse(draft).success) return 'profile.name.format';
  if (containsSensitiveWord(draft.trim())) return 'errors.status.NameSensitiveWords';
  return null;
}
