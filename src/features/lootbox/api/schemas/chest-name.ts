// A chest name (docs/product/lootbox.md): up to 12 Latin letters, digits or symbols, or up to 8 Chinese characters,
// and no sensitive word ('Name contains sensitive words', NameSensitiveWords 7004). Shared by the
// open form (told before sending) and the server (which decides). Pure: no i18n, no zod.
import { containsSensitiveWord } from '../../../../shared/api/schemas/sensitive-words';

/** Printable ASCII without spaces at the ends: letters, digits, symbols and inner spaces. */
const LATIN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** CJK unified ideographs (the common block and extension A). */
const HAN = /^[\u3400-\u4dbf\u4e00-\u9fff]+$/u;

export const CHEST_NAME_LATIN_MAX = 12;
export const CHEST_NAME_HAN_MAX = 8;

export type ChestNameProblem = 'format' | 'sensitive';

/** Why a chest name is refused, or null when it is fine. An empty name is for the caller to allow. */
export function chestNameProblem(name: string): ChestNameProblem | null {
  const chars = [...name];
  const fits =
    (LATIN.test(name) && chars.length <= CHEST_NAME_LATIN_MAX) ||
    (HAN.test(name) && chars.length <= CHEST_NAME_HAN_MAX);
  if (!fits) return 'format';
  return containsSensitiveWord(name) ? 'sensitive' : null;
}
