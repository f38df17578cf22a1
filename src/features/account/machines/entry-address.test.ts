import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryRedirectMachine } from './entry-redirect.machine';
import { createActor } from 'xstate';

const ORIGIN = 'https://app.gamerhub.test';

function targetFor(search: string, hasStoredLogin = false): string | null {
  const actor = createActor(entryRedirectMachine, { input: { search, hasStoredLogin } }).start();
  return actor.getSnapshot().output?.target ?? null;
}

/** Where the browser would end up if it navigated to `target` from the app's origin. */
function landsOnOrigin(target: string | null): boolean {
  if (target === null) return true;
  return (
    target.startsWith('/') && !target.startsWith('//') && new URL(target, ORIGIN).origin === ORIGIN
  );
}

describe('entry redirect rules (docs/product/account.md), in order', () => {
  it('rule 1: a state whose third part is not 0 opens the quest description', () => {
    expect(targetFor('?state=Convert_ab12_42_7&code=c0de')).toBe(
      '/quests/desc?id=42&code=c0de&missionAssessId=7',
    );
  });
  it('rule 1: a state whose third part is 0 opens the profile with code and codeType', () => {
    expect(targetFor('?state=Register_x_0&code=c1')).toBe('/profile?code=c1&codeType=Register');
    expect(targetFor('?state=Register_x_0_9&code=c1')).toBe('/profile?code=c1&codeType=Register');
  });
  it('rule 1 wins over rules 2 and 3', () => {
    expect(targetFor('?state=Register_x_0&code=c1&inviteCode=ABCD1234')).toBe(
      '/profile?code=c1&codeType=Register',
    );
  });
  it('rule 2: only a code goes to /reback with code and state', () => {
    expect(targetFor('?code=abc123')).toBe('/reback?code=abc123');
    expect(targetFor('?code=abc123&state=STATE')).toBe('/reback?code=abc123&state=STATE');
  });
  it('rule 2 wins over rule 3', () => {
    expect(targetFor('?code=abc123&inviteCode=ABCD1234')).toBe('/reback?code=abc123');
  });
  it('rule 3: an invite code opens the login page carrying it', () => {
    expect(targetFor('?inviteCode=ABCD1234', true)).toBe('/login?inviteCode=ABCD1234');
  });
  it('rule 3: a visitor with no stored login lands on sign-up, the code filled in', () => {
    expect(targetFor('?inviteCode=ABCD1234')).toBe('/login/signup?inviteCode=ABCD1234');
  });
  it.each([
    ['ABC', 'ABC'],
    ['ab', 'ab'],
    ['gh-12 34', 'gh-12+34'],
    ['  NOSUCH01 ', 'NOSUCH01'],
    ['javascript:alert(1)', 'javascript%3Aalert%281%29'],
    ['//evil.example', '%2F%2Fevil.example'],
  ])('rule 3: an invite code of any shape (%j) is carried, encoded', (code, encoded) => {
    const search = `?${new URLSearchParams({ inviteCode: code }).toString()}`;
    expect(targetFor(search)).toBe(`/login/signup?inviteCode=${encoded}`);
    expect(targetFor(search, true)).toBe(`/login?inviteCode=${encoded}`);
  });
  it('rule 3: an empty, repeated, overlong or control-character invite code counts as absent', () => {
    for (const search of [
      '?inviteCode=',
      '?inviteCode=%20',
      '?inviteCode=A&inviteCode=B',
      `?inviteCode=${'A'.repeat(65)}`,
      '?inviteCode=AB%0ACD',
      '?inviteCode=AB%E2%80%8BCD',
    ])
      expect(targetFor(search), search).toBeNull();
  });
  it('rule 4: nothing to do mounts the app where it landed', () => {
    expect(targetFor('')).toBeNull();
    expect(targetFor('?state=STATE')).toBeNull();
    expect(targetFor('?tab=games')).toBeNull();
  });
});

describe('malformed input falls through and never leaves the origin', () => {
  const hostile = [
    '?state=//evil.example',
    '?state=Register_x_1_//evil.example&code=c',
    '?state=a_b_1_%2F%2Fevil&code=c',
    '?state=%2F%5Cevil.example_x_1_2',
    '?state=javascript:alert(1)_x_1_2',
    '?state=Register_x_1&code=c', // mission without missionAssessId
    '?state=Register_x_-1_2&code=c',
    '?state=Register_x_1_2_3_4&code=c',
    '?state=_x_1_2&code=c',
    '?state=Register_x_abc_2&code=c',
    '?code=//evil.example',
    '?code=/\\evil.example',
    '?code=javascript:alert(1)',
    '?code=%2F%2Fevil.example',
    '?code=a&code=b',
    '?inviteCode=javascript:alert(1)',
    '?inviteCode=//evil.example',
    '?inviteCode=%2F%5Cevil',
    '?inviteCode=AB',
    '?inviteCode=A&inviteCode=B',
    '?inviteCode=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '?state=',
    '?code=',
    '?inviteCode=',
    '?%E0%A4%A=1',
  ];
  it.each(hostile)('%s', (search) => {
    const target = targetFor(search);
    expect(landsOnOrigin(target)).toBe(true);
    if (target)
      expect(target).toMatch(/^\/(quests\/desc|profile|reback|login|login\/signup)(\?|$)/);
  });

  it('a malformed state is not "only a code": the app mounts', () => {
    expect(targetFor('?code=abc&state=garbage')).toBeNull();
    expect(targetFor('?code=abc&state=a&state=b')).toBeNull();
  });

  it('mounts the app for a malformed state with no code', () => {
    expect(targetFor('?state=//evil.example')).toBeNull();
    expect(targetFor('?state=//evil.example&code=//evil.example')).toBeNull();
  });

  it('any query at all lands on the origin, on one of the five targets or none (1,000 runs)', () => {
    const part = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '//evil.example',
        '/\\evil',
        'javascript:alert(1)',
        '%2F%2F',
        '..',
        '0',
        '1',
        'STATE',
        '_',
        '?',
        '#',
        '&',
      ),
    );
    const query = fc
      .record({
        state: fc.option(fc.array(part, { maxLength: 5 }).map((p) => p.join('_'))),
        code: fc.option(part),
        inviteCode: fc.option(part),
      })
      .map(({ state, code, inviteCode }) => {
        const params = new URLSearchParams();
        if (state !== null) params.set('state', state);
        if (code !== null) params.set('code', code);
        if (inviteCode !== null) params.set('inviteCode', inviteCode);
        return `?${params.toString()}`;
      });
    fc.assert(
      fc.property(
        fc.oneof(
          query,
          fc.string().map((s) => `?${s}`),
        ),
        fc.boolean(),
        (search, hasStoredLogin) => {
          const target = targetFor(search, hasStoredLogin);
          expect(landsOnOrigin(target)).toBe(true);
          if (target)
            expect(target).toMatch(/^\/(quests\/desc|profile|reback|login|login\/signup)(\?|$)/);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
