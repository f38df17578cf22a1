import { describe, expect, it } from 'vitest';
import { gameHref, idOfSearch, newsHref } from './explore-kit';

describe('explore addresses', () => {
  it.each([
    ['?id=7', 7],
    ['?id=2147483647', 2_147_483_647],
    ['?id=2147483648', null],
    ['?id=0', null],
    ['?id=07', null],
    ['?id=1e3', null],
    ['?id=-1', null],
    ['?id=abc', null],
    ['?id=1&id=2', null],
    ['', null],
    ['?id=%E0%A4%A', null],
  ])('%s → %s', (search, id) => expect(idOfSearch(search)).toBe(id));

  it('builds fixed paths', () => {
    expect(gameHref(3)).toBe('/explore/game?id=3');
    expect(newsHref(4)).toBe('/explore/news?id=4');
  });
});
