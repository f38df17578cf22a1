// The nine vault sorts (decision 032): examples pinning what each orders by, and fast-check
// properties (1,000 runs each): every sort is a permutation, deterministic whatever the input
// order (total, with the id tie-break), idempotent, and Z–A / lowest are A–Z / highest reversed
// where the keys are distinct.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VAULT_SORTS,
  compareDecimals,
  parseVaultSort,
  sortGames,
  type SortableGame,
} from './vault-sorts';

const RUNS = 1000;
const LOCALES = ['en-US', 'zh-TW', 'zh-CN'] as const;

const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }))
  .map(([n, scale]) => {
    if (scale === 0) return n.toString();
    const digits = n.toString().padStart(scale + 1, '0');
    return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });
const nameArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.constantFrom(
    '餘燼王國',
    '星墜戰術',
    '像素果園',
    '霓虹漂移',
    'Ember',
    'ember',
    'Åsa',
    'Zed',
    '10',
    '9',
  ),
);
const gameArb = (id: number) =>
  fc.record({
    gameId: fc.constant(id),
    name: nameArb,
    popularity: fc.integer({ min: 0, max: 5 }),
    featured: fc.boolean(),
    releasedAt: fc.constantFrom('2023-01-01', '2024-06-21', '2025-04-01'),
    balance: fc.option(fc.constantFrom('0', '1', '1.5', '820', '820.0001'), { nil: null }),
    nftCount: fc.integer({ min: 0, max: 3 }),
    assetCount: fc.integer({ min: 0, max: 3 }),
    totalValue: fc.constantFrom('0', '0.5', '12', '12.0', '100.25'),
  });
const gamesArb: fc.Arbitrary<SortableGame[]> = fc
  .integer({ min: 0, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => gameArb(i + 1))))
  .map((games) => [...games]);
const shuffled = <T>(list: T[]) =>
  fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length });

const ids = (games: SortableGame[]) => games.map((g) => g.gameId);

function game(id: number, over: Partial<SortableGame>): SortableGame {
  return {
    gameId: id,
    name: `G${id}`,
    popularity: 0,
    featured: false,
    releasedAt: '2024-01-01',
    balance: null,
    nftCount: 0,
    assetCount: 0,
    totalValue: '0',
    ...over,
  };
}

describe('what each sort orders by', () => {
  const games = [
    game(1, {
      name: 'Pixel',
      popularity: 10,
      releasedAt: '2023-01-01',
      balance: '5',
      totalValue: '5',
    }),
    game(2, {
      name: 'ember',
      popularity: 30,
      featured: true,
      balance: '0',
      nftCount: 3,
      totalValue: '900.5',
    }),
    game(3, {
      name: 'Neon',
      popularity: 20,
      releasedAt: '2025-01-01',
      assetCount: 1,
      totalValue: '900.25',
    }),
    game(4, { name: 'Abyss', popularity: 20, featured: true, balance: '12.5', totalValue: '12.5' }),
  ];
  const order = (sort: (typeof VAULT_SORTS)[number], locale = 'en-US') =>
    ids(sortGames(games, sort, locale));

  it('popular: most players first, ties by id', () =>
    expect(order('popular')).toEqual([2, 3, 4, 1]));
  it('featured: featured first, then popularity', () =>
    expect(order('featured')).toEqual([2, 4, 3, 1]));
  it('new: newest release first', () => expect(order('new')).toEqual([3, 2, 4, 1]));
  it('currency: balance high to low, a zero balance above none', () =>
    expect(order('currency')).toEqual([4, 1, 2, 3]));
  it('asset: most items first', () => expect(order('asset')).toEqual([2, 3, 1, 4]));
  it('highest and lowest: total value, exactly', () => {
    expect(order('highest')).toEqual([2, 3, 4, 1]);
    expect(order('lowest')).toEqual([1, 4, 3, 2]);
  });
  it('A–Z and Z–A: the locale collator, case-insensitive first', () => {
    expect(order('az')).toEqual([4, 2, 3, 1]);
    expect(order('za')).toEqual([1, 3, 2, 4]);
  });
  it('A–Z in Chinese follows the locale: stroke order in zh-TW, pinyin in zh-CN', () => {
    const zh = [
      game(1, { name: '霓虹漂移' }),
      game(2, { name: '星墜戰術' }),
      game(3, { name: '像素果園' }),
    ];
    // Strokes: 星 9 < 像 14 < 霓 16. Pinyin: ní < xiàng < xīng.
    expect(ids(sortGames(zh, 'az', 'zh-TW'))).toEqual([2, 3, 1]);
    expect(ids(sortGames(zh, 'az', 'zh-CN'))).toEqual([1, 3, 2]);
  });
  it('an unknown ?sort= falls back to popular', () => {
    expect(parseVaultSort('za')).toBe('za');
    expect(parseVaultSort('bogus')).toBe('popular');
    expect(parseVaultSort(null)).toBe('popular');
  });
});

describe('compareDecimals', () => {
  it('compares by value, not text', () => {
    expect(compareDecimals('9', '10')).toBe(-1);
    expect(compareDecimals('12.50', '12.5')).toBe(0);
    expect(compareDecimals('0012', '12')).toBe(0);
    expect(compareDecimals('0.0001', '0')).toBe(1);
  });
  it('agrees with exact integer arithmetic', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scaled = (s: string) => {
          const [i = '0', f = ''] = s.split('.');
          return BigInt(i + f.padEnd(4, '0'));
        };
        const expected = scaled(a) === scaled(b) ? 0 : scaled(a) < scaled(b) ? -1 : 1;
        expect(compareDecimals(a, b)).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(VAULT_SORTS)('sort %s (fast-check)', (sort) => {
  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(gamesArb, fc.constantFrom(...LOCALES), (games, locale) => {
        const out = sortGames(games, sort, locale);
        expect([...ids(out)].sort((a, b) => a - b)).toEqual(ids(games));
      }),
      { numRuns: RUNS },
    );
  });

  it('is total and stable: any input order gives the same output, and sorting again changes nothing', () => {
    fc.assert(
      fc.property(
        gamesArb.chain((games) => fc.tuple(fc.constant(games), shuffled(games))),
        fc.constantFrom(...LOCALES),
        ([games, reordered], locale) => {
          const out = sortGames(games, sort, locale);
          expect(ids(sortGames(reordered, sort, locale))).toEqual(ids(out));
          expect(ids(sortGames(out, sort, locale))).toEqual(ids(out));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('reversible sorts (fast-check)', () => {
  it('Z–A is exactly A–Z reversed when no two names collate equal', () => {
    fc.assert(
      fc.property(gamesArb, fc.constantFrom(...LOCALES), (games, locale) => {
        const collator = new Intl.Collator(locale, { numeric: true });
        const distinct = games.every((a, i) =>
          games.every((b, j) => i === j || collator.compare(a.name, b.name) !== 0),
        );
        fc.pre(distinct);
        expect(ids(sortGames(games, 'za', locale))).toEqual(
          ids(sortGames(games, 'az', locale)).reverse(),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('lowest is exactly highest reversed when no two totals are equal', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(decimal, { maxLength: 12, selector: (d) => Number(d) }),
        (totals) => {
          const games = totals.map((totalValue, i) => game(i + 1, { totalValue }));
          expect(ids(sortGames(games, 'lowest', 'en-US'))).toEqual(
            ids(sortGames(games, 'highest', 'en-US')).reverse(),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
