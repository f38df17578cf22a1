// Texts the server stores per language (jsonb columns of quests, games, prizes, messages…) and the
// one rule for reading them: the member's language, else English.
import type { MailLanguage } from '../../mail/language.ts';

/** Texts stored per language (jsonb); a missing language falls back to English. */
export type Texts = Partial<Record<MailLanguage, string>>;

export function pick(texts: Texts | null | undefined, language: MailLanguage): string {
  return texts?.[language] ?? texts?.['en-US'] ?? '';
}
