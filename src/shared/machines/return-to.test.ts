import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReturnTo, returnToIn, signInReturningTo } from './return-to';

const ORIGIN = 'https://app.gamerhub.test';

const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/quests/desc',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/login',
  '/login/signup',
  '/reback?code=x',
  '/login/game?gameId=1',
  '/nowhere',
  '/quests/desc\u0000',
  '/quests/desc\n',
  'quests/desc',
  '',
  `/quests/desc?id=${'1'.repeat(600)}`,
];

describe('parseReturnTo', () => {
  it('keeps a table path with its query, re-encoded, without a fragment', () => {
    expect(parseReturnTo('/quests/desc?id=7&claim=1')).toBe('/quests/desc?id=7&claim=1');
    expect(parseReturnTo('/quests/event_desc?id=2&claim=5#top')).toBe(
      '/quests/event_desc?id=2&claim=5',
    );
    expect(parseReturnTo('/quests/desc/?id=7')).toBe('/quests/desc?id=7');
    expect(parseReturnTo('/home')).toBe('/home');
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(parseReturnTo(value)).toBeNull();
  });

  it('is read from a sign-in address only when given once', () => {
    expect(returnToIn('?returnTo=%2Fquests%2Fdesc%3Fid%3D7')).toBe('/quests/desc?id=7');
    expect(returnToIn('?returnTo=/home&returnTo=/menu')).toBeNull();
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInReturningTo('/quests/desc?id=7&claim=1')).toBe(
      '/login?returnTo=%2Fquests%2Fdesc%3Fid%3D7%26claim%3D1',
    );
    expect(signInReturningTo('//evil.example')).toBe('/login');
  });

  it('never sends the member off the origin, whatever the address holds (property)', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      'evil.example',
      'quests',
      'desc',
      '?',
      '#',
      '@',
      ':',
      'https:',
      'javascript:',
      '..',
      '\t',
      'id=1',
      '&',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.array(pieces, { maxLength: 12 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(value, (raw) => {
        const target = parseReturnTo(raw);
        if (target === null) return;
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
