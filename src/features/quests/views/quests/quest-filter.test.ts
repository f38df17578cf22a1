import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_QUESTS,
  isFiltered,
  listFilterSearch,
  parseListFilter,
  parseTarget,
  questListFilter,
  type ListFilter,
} from './quest-filter';

const parse = (query: string, known?: number[]) =>
  parseListFilter(new URLSearchParams(query), known);

describe('parseListFilter', () => {
  it('reads a game id, the platform and each kind', () => {
    expect(parse('game=2&kind=daily')).toEqual({ game: 2, kind: 'daily' });
    expect(parse('game=platform&kind=oneTime')).toEqual({ game: 'platform', kind: 'oneTime' });
    expect(parse('kind=weekly')).toEqual({ game: 'all', kind: 'weekly' });
    expect(parse('kind=event')).toEqual({ game: 'all', kind: 'event' });
    expect(parse('')).toEqual(ALL_QUESTS);
  });

  it.each([
    'kind=Daily',
    'kind=daily ',
    'kind=',
    'kind=all',
    'kind=toString',
    'kind=__proto__',
    'kind=daily&kind=weekly',
    'kind=%00',
  ])('a bad kind (%s) is All', (query) => {
    expect(parse(query).kind).toBe('all');
  });

  it.each([
    'game=0',
    'game=-1',
    'game=01',
    'game=1.5',
    'game=1e3',
    'game=+3',
    'game= 3',
    'game=0x10',
    'game=2147483648',
    'game=99999999999',
    'game=Platform',
    'game=1&game=2',
    'game=',
  ])('a bad game (%s) is All', (query) => {
    expect(parse(query).game).toBe('all');
  });

  it('a game that is not partnered is All once the games are known; kept while they load', () => {
    expect(parse('game=9', [1, 2])).toEqual(ALL_QUESTS);
    expect(parse('game=2', [1, 2]).game).toBe(2);
    expect(parse('game=9').game).toBe(9);
    expect(parse('game=platform', []).game).toBe('platform');
  });

  it('never throws, and always gives a filter the list can ask for', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (game, kind) => {
        const params = new URLSearchParams();
        params.set('game', game);
        params.set('kind', kind);
        const filter = parseListFilter(params);
        expect(['all', 'daily', 'weekly', 'oneTime', 'event']).toContain(filter.kind);
        expect(
          filter.game === 'all' ||
            filter.game === 'platform' ||
            (Number.isInteger(filter.game) && filter.game >= 1 && filter.game <= 2_147_483_647),
        ).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('listFilterSearch', () => {
  it('writes only what is filtered, and keeps other parameters', () => {
    expect(listFilterSearch(ALL_QUESTS)).toBe('');
    expect(listFilterSearch({ game: 3, kind: 'all' })).toBe('?game=3');
    expect(listFilterSearch({ game: 'platform', kind: 'daily' })).toBe('?game=platform&kind=daily');
    expect(listFilterSearch(ALL_QUESTS, new URLSearchParams('game=1&x=y'))).toBe('?x=y');
  });

  it('is read back as the same filter', () => {
    const filters = fc.record({
      game: fc.oneof(
        fc.constant('all' as const),
        fc.constant('platform' as const),
        fc.integer({ min: 1, max: 2_147_483_647 }),
      ),
      kind: fc.constantFrom('all', 'daily', 'weekly', 'oneTime', 'event'),
    }) as fc.Arbitrary<ListFilter>;
    fc.assert(
      fc.property(filters, (filter) => {
        expect(parse(listFilterSearch(filter).slice(1))).toEqual(filter);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('what QuestList is asked for', () => {
  it('names a game id, the platform or neither, and a kind', () => {
    expect(questListFilter(ALL_QUESTS)).toEqual({});
    expect(questListFilter({ game: 2, kind: 'weekly' })).toEqual({ gameId: 2, kind: 'weekly' });
    expect(questListFilter({ game: 'platform', kind: 'all' })).toEqual({ platform: true });
    expect(questListFilter({ game: 'platform', kind: 'daily' })).toEqual({
      platform: true,
      kind: 'daily',
    });
  });
  it('isFiltered', () => {
    expect(isFiltered(ALL_QUESTS)).toBe(false);
    expect(isFiltered({ game: 'all', kind: 'daily' })).toBe(true);
    expect(isFiltered({ game: 'platform', kind: 'all' })).toBe(true);
  });
});

describe('parseTarget', () => {
  const target = (query: string) => parseTarget(new URLSearchParams(query));
  it('reads exactly one of questId and eventId', () => {
    expect(target('questId=42')).toEqual({ questId: 42 });
    expect(target('eventId=7&other=1')).toEqual({ eventId: 7 });
  });
  it.each([
    '',
    'questId=1&eventId=2',
    'questId=1&questId=1',
    'questId=',
    'questId=0',
    'questId=abc',
    'questId=1.0',
    'eventId=-3',
    'eventId=3000000000',
    'id=5',
  ])('anything else (%s) is not found', (query) => {
    expect(target(query)).toBeNull();
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const found = target(query);
        expect(found === null || typeof found === 'object').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
