// What may stay Latin on a Chinese screen (issue 28 item 7): brand, token and member names with no
// Chinese name. Anything else in Latin letters inside a Chinese text is an untranslated word.

/** Brand, token and member names with no Chinese name: they stay Latin on a Chinese screen. */
export const LATIN_NAMES = ['GACT', 'Steam', 'LunaByte'] as const;

/** The Latin words of a text that are not one of LATIN_NAMES. */
export function englishWordsIn(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter(
    (word) => !(LATIN_NAMES as readonly string[]).includes(word),
  );
}
