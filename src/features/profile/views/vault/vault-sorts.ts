// The vault's nine orders (spec: "most popular, featured, new release, currency, asset, highest,
// lowest, A–Z and Z–A"; decision 032). Each is a pure comparison with the game id as the last key,
// so every order is total and the same list always comes out the same way. Amounts are decimal
// strings compared exactly, never through a float. No React: the page and the tests import it.

export const VAULT_SORTS = [
  'popular',
  'featured',
  'new',
  'currency',
  'asset',
  'highest',
  'lowest',
  'az',
  'za',
] as const;
export type VaultSort = (typeof VAULT_SORTS)[number];
export const DEFAULT_VAULT_SORT: VaultSort = 'popular';

export type SortableGame = {
  gameId: number;
  name: string;
  popularity: number;
  featured: boolean;
  releasedAt: string;
  balance: string | null;
  nftCount: number;
  assetCount: number;
  totalValue: string;
};

/** `?sort=` → a known sort, or the default for anything else. */
export function parseVaultSort(value: string | null | undefined): VaultSort {
  return (VAULT_SORTS as readonly string[]).includes(value ?? '')
    ? (value as VaultSort)
    : DEFAULT_VAULT_SORT;
}

/** Compares two non-negative decimal strings ("12.5", "0012.50") by value: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const aw = ai.replace(/^0+/, '');
  const bw = bi.replace(/^0+/, '');
  if (aw.length !== bw.length) return aw.length < bw.length ? -1 : 1;
  if (aw !== bw) return aw < bw ? -1 : 1;
  const scale = Math.max(af.length, bf.length);
  const ap = af.padEnd(scale, '0');
  const bp = bf.padEnd(scale, '0');
  return ap === bp ? 0 : ap < bp ? -1 : 1;
}

const collators = new Map<string, Intl.Collator>();
/** One collator per locale: zh-TW orders Chinese names by stroke, zh-CN by pinyin, as readers expect. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

type Compare = (a: SortableGame, b: SortableGame) => number;

const desc = (a: number, b: number) => b - a;
/** No balance at all sorts below a balance of zero. */
const balanceDesc: Compare = (a, b) =>
  a.balance === null || b.balance === null
    ? Number(a.balance === null) - Number(b.balance === null)
    : compareDecimals(b.balance, a.balance);
const itemCount = (g: SortableGame) => g.nftCount + g.assetCount;

function comparatorFor(sort: VaultSort, locale: string): Compare {
  switch (sort) {
    case 'popular':
      return (a, b) => desc(a.popularity, b.popularity);
    case 'featured':
      return (a, b) => Number(b.featured) - Number(a.featured) || desc(a.popularity, b.popularity);
    case 'new':
      // ISO dates order as text.
      return (a, b) => (a.releasedAt === b.releasedAt ? 0 : a.releasedAt < b.releasedAt ? 1 : -1);
    case 'currency':
      return balanceDesc;
    case 'asset':
      return (a, b) => desc(itemCount(a), itemCount(b));
    case 'highest':
      return (a, b) => compareDecimals(b.totalValue, a.totalValue);
    case 'lowest':
      return (a, b) => compareDecimals(a.totalValue, b.totalValue);
    case 'az':
      return (a, b) => collatorFor(locale).compare(a.name, b.name);
    case 'za':
      return (a, b) => collatorFor(locale).compare(b.name, a.name);
  }
}

/** The games in `sort` order for `locale` (a new array); ties fall back to the game id, ascending. */
export function sortGames<T extends SortableGame>(
  games: readonly T[],
  sort: VaultSort,
  locale: string,
): T[] {
  const compare = comparatorFor(sort, locale);
  return [...games].sort((a, b) => compare(a, b) || a.gameId - b.gameId);
}
