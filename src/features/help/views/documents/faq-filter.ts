/** Folds case and width (full-width Latin and digits typed on a Chinese keyboard match too). */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * Whether a question and its answer hold every word of the search (any order). Chinese has no
 * spaces between words, so a run of Chinese is one term matched as a substring.
 */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const terms = fold(search).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = fold(texts.join('\n'));
  return terms.every((term) => haystack.includes(term));
}
