import fc from 'fast-check';
import { parseEntryQuery } from './entry-address';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GameAuthInfo, ThirdToken } from '../api/schemas/account';
import type { LoginResult } from '../../../shared/api/schemas/member';
import { gameSignInMachine } from './game-sign-in.machine';
import {
  carriedLoginSearch,
  gameSignInPath,
  parseGameId,
  parseRebackQuery,
  parseReturnUrl,
  signInDestination,
  signInPathForGame,
} from './game-sign-in-address';
import { rebackMachine } from './reback.machine';

const ORIGIN = 'https://app.gamerhub.test';
const REGISTERED = 'http://localhost:5174/sso/callback';

const HOSTILE = [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '\\\\evil.example',
  '/\\evil.example',
  'data:text/html,<script>alert(1)</script>',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '0x10',
  '-1',
  '+1',
  ' 1',
  '1 ',
  '01',
  '0',
  '1.0',
  '١',
  '',
];

/** Where the browser would end up from the app's origin; same-origin app paths only. */
function landsOnOrigin(target: string): boolean {
  return (
    target.startsWith('/') && !target.startsWith('//') && new URL(target, ORIGIN).origin === ORIGIN
  );
}

/** Runs the game sign-in flow for an address to its end and records every way it would leave. */
async function gameSignInExits(search: string) {
  const exits: { app: string[]; game: string[] } = { app: [], game: [] };
  const gameId = parseGameId(search);
  const actor = createActor(
    gameSignInMachine.provide({
      actors: {
        loadGame: fromPromise<GameAuthInfo, { gameId: number }>(async ({ input }) => ({
          gameId: input.gameId,
          name: 'Game',
          icon: 'games/x.svg',
          scopes: ['profile'],
          betaEnded: false,
        })),
        // The platform answers with the game's registered address, whatever the address bar held.
        grantAccess: fromPromise<ThirdToken, { gameId: number }>(async () => ({
          code: 'c0de',
          returnUrl: `${REGISTERED}?code=c0de`,
        })),
      },
      actions: {
        leaveToGame: (_, { returnUrl }) => void exits.game.push(returnUrl),
        goHome: () => void exits.app.push('/home'),
      },
    }),
    { input: { gameId, isSignedIn: true } },
  ).start();
  await waitFor(actor, (s) => !s.matches('starting') && !s.matches('loading'));
  if (actor.getSnapshot().matches('consenting')) {
    actor.send({ type: 'authorize.toggle' });
    actor.send({ type: 'consent.allow' });
    await waitFor(actor, (s) => s.matches('granted'));
    actor.send({ type: 'redirect.skip' });
  }
  actor.stop();
  return { exits, status: actor.getSnapshot().value };
}

async function rebackExits(search: string) {
  const exits: string[] = [];
  const query = parseRebackQuery(search);
  const actor = createActor(
    rebackMachine.provide({
      actors: {
        exchangeCode: fromPromise<LoginResult, { code: string }>(async () => ({
          access_token: 'a',
          uid: 'u',
          token: 't',
          firstLogin: false,
        })),
      },
      actions: { goHome: () => void exits.push('/home') },
    }),
    { input: { code: query?.code ?? null, state: query?.state } },
  ).start();
  await waitFor(actor, (s) => s.status === 'done' || s.matches('welcome'));
  if (actor.getSnapshot().matches('welcome')) actor.send({ type: 'redirect.skip' });
  actor.stop();
  return exits;
}

describe('parseGameId', () => {
  it('accepts one positive decimal id up to 2^31-1', () => {
    expect(parseGameId('?gameId=1')).toBe(1);
    expect(parseGameId('gameId=42&x=1')).toBe(42);
    expect(parseGameId('?gameId=2147483647')).toBe(2_147_483_647);
  });
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(parseGameId(`?gameId=${value}`)).toBeNull();
  });
  it('refuses a missing or repeated id', () => {
    expect(parseGameId('')).toBeNull();
    expect(parseGameId('?game=1')).toBeNull();
    expect(parseGameId('?gameId=1&gameId=2')).toBeNull();
  });
  it('never throws and only yields ids in range (1,000 arbitrary query strings)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webQueryParameters(), fc.constantFrom(...HOSTILE)),
        (q) => {
          const id = parseGameId(`?gameId=${q}`);
          const free = parseGameId(q);
          for (const v of [id, free])
            if (v !== null) expect(Number.isInteger(v) && v >= 1 && v <= 2_147_483_647).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the way back to a game after signing in (/login?gameId=N)', () => {
  const CONSENT = /^\/login\/game\?gameId=[1-9][0-9]{0,9}$/;

  it('goes to the carried game’s consent screen, built from the id alone', () => {
    expect(signInDestination('?gameId=3')).toBe('/login/game?gameId=3');
    expect(signInDestination('?inviteCode=ABCD1234&gameId=2147483647')).toBe(
      '/login/game?gameId=2147483647',
    );
    expect(gameSignInPath(12)).toBe('/login/game?gameId=12');
    expect(signInPathForGame(12)).toBe('/login?gameId=12');
  });
  it.each([
    '',
    '?gameId=https://evil.test',
    '?gameId=https%3A%2F%2Fevil.test',
    '?gameId=/login/game?gameId=1',
    '?gameId=1&gameId=2',
    '?returnTo=https://evil.test',
    ...HOSTILE.map((h) => `?gameId=${h}`),
    ...HOSTILE.map((h) => `?gameId=${encodeURIComponent(h)}`),
  ])('goes Home for %j', (search) => {
    expect(signInDestination(search)).toBe('/home');
  });
  it('passes on both an invite code and a game, and nothing else', () => {
    expect(carriedLoginSearch('?inviteCode=ABCD1234&gameId=3&next=//evil.test')).toBe(
      '?inviteCode=ABCD1234&gameId=3',
    );
    expect(carriedLoginSearch('?gameId=3')).toBe('?gameId=3');
    expect(carriedLoginSearch('?inviteCode=ABCD1234')).toBe('?inviteCode=ABCD1234');
    // An invite code of any shape is carried, encoded (the sign-up form reports one it cannot use).
    expect(carriedLoginSearch('?inviteCode=%3Cscript%3E&gameId=https://evil.test')).toBe(
      '?inviteCode=%3Cscript%3E',
    );
    expect(carriedLoginSearch('?inviteCode=A&inviteCode=B&gameId=https://evil.test')).toBe('');
    expect(carriedLoginSearch('')).toBe('');
  });

  const carriedValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.webUrl(),
    fc.integer().map(String),
    fc.constantFrom(...HOSTILE, 'https://evil.test', '3', '2147483647'),
  );
  const searchWith = fc.oneof(
    carriedValue.map((v) => `?gameId=${v}`),
    carriedValue.map((v) => `?gameId=${encodeURIComponent(v)}`),
    fc.tuple(carriedValue, carriedValue).map(([a, b]) => `?inviteCode=${a}&gameId=${b}`),
    fc.webQueryParameters().map((q) => `?${q}`),
    fc.string(),
  );

  it('only ever goes Home or to /login/game?gameId=<digits> (1,000 arbitrary carried values)', () => {
    fc.assert(
      fc.property(searchWith, (search) => {
        const target = signInDestination(search);
        if (target !== '/home') {
          expect(target).toMatch(CONSENT);
          expect(target).toBe(`/login/game?gameId=${parseGameId(search)}`);
        }
        expect(landsOnOrigin(target)).toBe(true);
        expect(new URL(target, ORIGIN).pathname).toMatch(/^\/(home|login\/game)$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('passes on only one invite code and a well-formed game id (1,000 arbitrary queries)', () => {
    fc.assert(
      fc.property(searchWith, (search) => {
        const carried = carriedLoginSearch(search);
        if (carried === '') return;
        const params = new URLSearchParams(carried);
        expect([...params.keys()].every((k) => k === 'inviteCode' || k === 'gameId')).toBe(true);
        expect(carried).toMatch(/^\?(inviteCode=[^&#]{1,600})?&?(gameId=[1-9][0-9]{0,9})?$/);
        expect(params.getAll('inviteCode').length).toBeLessThanOrEqual(1);
        expect(params.get('inviteCode') ?? '').toBe(parseEntryQuery(search).inviteCode ?? '');
        expect(signInDestination(carried)).toBe(signInDestination(search));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the way back to a page after signing in (/login?returnTo=…)', () => {
  it('follows a returnTo given once, unless a game is carried', () => {
    expect(signInDestination('?returnTo=%2Fquests%2Fdesc%3Fid%3D7')).toBe('/quests/desc?id=7');
    // A carried game still wins: the consent screen is what the member was doing.
    expect(signInDestination('?gameId=3&returnTo=%2Fhome')).toBe('/login/game?gameId=3');
  });

  it('stays in the app whatever returnTo holds (2,000 arbitrary values)', () => {
    const raw = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...HOSTILE));
    fc.assert(
      fc.property(raw, (value) => {
        const search = `?${new URLSearchParams({ returnTo: value }).toString()}`;
        expect(landsOnOrigin(signInDestination(search))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseRebackQuery', () => {
  it('accepts a base64url code and echoes the state', () => {
    expect(parseRebackQuery('?code=AbC-_9&state=x_y_0')).toEqual({
      code: 'AbC-_9',
      state: 'x_y_0',
    });
    expect(parseRebackQuery('?code=abc')).toEqual({ code: 'abc', state: undefined });
  });
  it.each(['', '?code=', '?code=a&code=b', '?code=a%20b', '?code=a/b', '?code=a.b', '?state=x'])(
    'refuses %j',
    (search) => expect(parseRebackQuery(search)).toBeNull(),
  );
  it.each(HOSTILE.filter((v) => !/^[A-Za-z0-9_-]+$/.test(v)))('refuses the code %j', (value) => {
    expect(parseRebackQuery(`?code=${encodeURIComponent(value)}`)).toBeNull();
  });
  it('refuses a code over 512 characters and a state over 512', () => {
    expect(parseRebackQuery(`?code=${'a'.repeat(513)}`)).toBeNull();
    expect(parseRebackQuery(`?code=a&state=${'s'.repeat(513)}`)).toBeNull();
  });
});

describe('parseReturnUrl', () => {
  it('keeps an absolute http(s) address', () => {
    expect(parseReturnUrl(`${REGISTERED}?code=x`)).toBe(`${REGISTERED}?code=x`);
  });
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/relative',
    'https://user:pw@evil.example',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (value) => expect(parseReturnUrl(value)).toBeNull());
  it('never throws and only yields http(s) addresses (1,000 arbitrary strings)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...HOSTILE)), (value) => {
        const url = parseReturnUrl(value);
        if (url !== null) expect(['http:', 'https:']).toContain(new URL(url).protocol);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('no address makes the pages leave the app for anything but their fixed targets', () => {
  const arbitrarySearch = fc.oneof(
    fc.string().map((s) => `?${s}`),
    fc.webQueryParameters().map((s) => `?${s}`),
    fc
      .record({ v: fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)) })
      .map(({ v }) => `?gameId=${encodeURIComponent(v)}`),
    fc
      .record({ c: fc.oneof(fc.string(), fc.constantFrom(...HOSTILE)), s: fc.string() })
      .map(({ c, s }) => `?code=${encodeURIComponent(c)}&state=${encodeURIComponent(s)}`),
    fc.constantFrom(...HOSTILE.map((h) => `?gameId=${h}&code=${h}&state=${h}`)),
  );

  it('game sign-in: only Home inside the app, only the registered address outside (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(arbitrarySearch, async (search) => {
        const { exits } = await gameSignInExits(search);
        for (const target of exits.app) expect(landsOnOrigin(target)).toBe(true);
        for (const target of exits.game) expect(target).toBe(`${REGISTERED}?code=c0de`);
      }),
      { numRuns: 1000 },
    );
  });

  it('reback: only Home (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(arbitrarySearch, async (search) => {
        for (const target of await rebackExits(search)) expect(landsOnOrigin(target)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('named hostile addresses end on the error screen', async () => {
    for (const h of HOSTILE) {
      const { status } = await gameSignInExits(`?gameId=${h}`);
      expect(status).toBe('failed');
      if (!/^[A-Za-z0-9_-]+$/.test(h)) expect(await rebackExits(`?code=${h}`)).toEqual([]);
    }
  });
});
