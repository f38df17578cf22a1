// Steam connect against the local stand-in provider over real HTTP (decision 040): the browser's
// part (the stand-in page, its approval, the return address) is played with fetch, and the local
// API checks each assertion with the stand-in through OpenID 2.0 check_authentication, as it would
// with Steam. Covers the reward once per member and once per Steam account, a cancel, a forged
// assertion, a replayed one, an account linked to another member, expiry, and disconnecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import {
  SteamConnectReceiptSchema,
  SteamConnectStartSchema,
  SteamInfoSchema,
} from '../../../src/features/profile/api/schemas/steam.ts';
import { manualClock } from '../../clock.ts';
import { balanceOf } from '../../domain/shared/ledger.ts';
import { STAND_IN_ACCOUNTS } from '../../dev/steam-stand-in.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { makeMember } from '../../test-support/quest-helpers.ts';
import type { EnvelopeBody } from '../../http/envelope.ts';

const clock = manualClock(new Date('2026-11-27T08:00:00Z'));
let t: TestApp;
let origin = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function call(path: string, token: string, body?: unknown): Promise<EnvelopeBody> {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as EnvelopeBody;
}

/** Starts a sign-in, loads the stand-in page, approves (or cancels): the assertion's address. */
async function signInAtSteam(
  token: string,
  choice: { steamId: string; persona?: string } | 'cancel',
) {
  const start = await call(ENDPOINTS.steamConnectStart.path, token, {});
  expect(start.status).toBe(0);
  const { url } = SteamConnectStartSchema.parse(start.data);
  const provider = new URL(url);
  expect(provider.origin).toBe(origin);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const returnTo = provider.searchParams.get('openid.return_to')!;
  expect(html).toContain(returnTo.replaceAll('&', '&amp;'));
  const form = new URLSearchParams({ return_to: returnTo });
  if (choice === 'cancel') form.set('cancel', '1');
  else {
    form.set('steamid', choice.steamId);
    if (choice.persona !== undefined) form.set('persona', choice.persona);
  }
  const approved = await fetch(`${origin}/dev/steam/openid/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(approved.status).toBe(303);
  return approved.headers.get('location')!;
}

/** Follows the assertion to the local API's return address: the code the app is handed. */
async function returnWith(assertion: string): Promise<string> {
  const back = await fetch(assertion, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!, origin);
  expect(location.pathname).toBe('/');
  expect(location.searchParams.get('state')).toBe('steam_x_0');
  return location.searchParams.get('code')!;
}

const connect = (token: string, code: string) => call(ENDPOINTS.steamConnect.path, token, { code });

describe('Steam connect through the stand-in provider', () => {
  it('signs in as an account typed in (public range, persona name) and names it afterwards', async () => {
    const m = await makeMember(t.testDb.db);
    const typed = { steamId: '76561199123456789', persona: '  Typed In  ' };
    const code = await returnWith(await signInAtSteam(m.accessToken, typed));
    const receipt = SteamConnectReceiptSchema.parse((await connect(m.accessToken, code)).data);
    expect(receipt).toMatchObject({ steamId: typed.steamId, personaName: 'Typed In' });
    expect(receipt.reward).toMatchObject({ points: '100' });
    // Outside Steam's public range, not 17 digits, or without a name: the stand-in refuses.
    for (const bad of [
      { steamid: '76561197960265728', persona: 'Low' },
      { steamid: '7656119912345678', persona: 'Short' },
      { steamid: '76561199123456780', persona: ' ' },
      { steamid: '76561199123456780', persona: 'x'.repeat(33) },
    ]) {
      const refused = await fetch(`${origin}/dev/steam/openid/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ return_to: `${origin}/api/Steam/Return`, ...bad }).toString(),
        redirect: 'manual',
      });
      expect(refused.status).toBe(400);
    }
  });

  it('links, pays 100 points once with a receipt, and answers a retry with the same receipt', async () => {
    const m = await makeMember(t.testDb.db);
    const code = await returnWith(
      await signInAtSteam(m.accessToken, { steamId: STAND_IN_ACCOUNTS[0].steamId }),
    );
    const body = await connect(m.accessToken, code);
    expect(body.status).toBe(0);
    const receipt = SteamConnectReceiptSchema.parse(body.data);
    expect(receipt.steamId).toBe(STAND_IN_ACCOUNTS[0].steamId);
    // The persona name, asked from the stand-in's GetPlayerSummaries when the sign-in came back.
    expect(receipt.personaName).toBe(STAND_IN_ACCOUNTS[0].name);
    expect(receipt.reward).toMatchObject({ points: '100', balanceAfter: '100' });
    expect(await balanceOf(t.testDb.db, m.id, 'POINT')).toBe(100n);
    const again = await connect(m.accessToken, code);
    expect(SteamConnectReceiptSchema.parse(again.data)).toEqual(receipt);
    expect(await balanceOf(t.testDb.db, m.id, 'POINT')).toBe(100n);
    const info = SteamInfoSchema.parse((await call(ENDPOINTS.steamInfo.path, m.accessToken)).data);
    expect(info).toMatchObject({
      connected: true,
      steamId: receipt.steamId,
      personaName: STAND_IN_ACCOUNTS[0].name,
      rewardOpen: false,
    });
    const [member] = await t.testDb.db.query<{ steam_connected: boolean }>(
      'SELECT steam_connected FROM members WHERE id = $1',
      [m.id],
    );
    expect(member!.steam_connected).toBe(true);

    // Disconnect, then reconnect: linked again, nothing more paid.
    expect((await call(ENDPOINTS.steamDisconnect.path, m.accessToken, {})).data).toEqual({
      connected: false,
    });
    const relink = await connect(
      m.accessToken,
      await returnWith(
        await signInAtSteam(m.accessToken, { steamId: STAND_IN_ACCOUNTS[0].steamId }),
      ),
    );
    expect(SteamConnectReceiptSchema.parse(relink.data).reward).toBeNull();
    expect(await balanceOf(t.testDb.db, m.id, 'POINT')).toBe(100n);
    // The reward is told once, in the member's activity list; the retry and relink add nothing.
    const messages = await t.testDb.db.query<{ template: string }>(
      'SELECT template FROM messages WHERE member_id = $1',
      [m.id],
    );
    expect(messages).toEqual([{ template: 'reward.steamConnected' }]);
  });

  it('refuses a Steam account linked to another member, and pays no one twice for one account', async () => {
    const [a, b] = [await makeMember(t.testDb.db), await makeMember(t.testDb.db)];
    const steamId = STAND_IN_ACCOUNTS[1].steamId;
    expect(
      (
        await connect(
          a.accessToken,
          await returnWith(await signInAtSteam(a.accessToken, { steamId })),
        )
      ).status,
    ).toBe(0);
    const taken = await connect(
      b.accessToken,
      await returnWith(await signInAtSteam(b.accessToken, { steamId })),
    );
    expect(taken.status).toBe(STATUS.SteamAccountTaken.code);
    // A disconnects; B links the account: linked, but the account was rewarded already.
    await call(ENDPOINTS.steamDisconnect.path, a.accessToken, {});
    const linked = await connect(
      b.accessToken,
      await returnWith(await signInAtSteam(b.accessToken, { steamId })),
    );
    expect(SteamConnectReceiptSchema.parse(linked.data).reward).toBeNull();
    expect(await balanceOf(t.testDb.db, b.id, 'POINT')).toBe(0n);
    // Another account while one is linked: disconnect first.
    const other = await connect(
      b.accessToken,
      await returnWith(
        await signInAtSteam(b.accessToken, { steamId: STAND_IN_ACCOUNTS[2].steamId }),
      ),
    );
    expect(other.status).toBe(STATUS.SteamAlreadyLinked.code);
  });

  it('answers a cancel, a forged assertion and a replayed one with their own statuses', async () => {
    const m = await makeMember(t.testDb.db);
    const cancelled = await connect(
      m.accessToken,
      await returnWith(await signInAtSteam(m.accessToken, 'cancel')),
    );
    expect(cancelled.status).toBe(STATUS.SteamSignInCancelled.code);

    // The claimed id changed after signing: the provider says is_valid:false.
    const assertion = new URL(
      await signInAtSteam(m.accessToken, { steamId: STAND_IN_ACCOUNTS[2].steamId }),
    );
    const forged = new URL(assertion);
    const claimed = 'https://steamcommunity.com/openid/id/76561198999999999';
    forged.searchParams.set('openid.claimed_id', claimed);
    forged.searchParams.set('openid.identity', claimed);
    expect((await connect(m.accessToken, await returnWith(forged.toString()))).status).toBe(
      STATUS.SteamSignInRefused.code,
    );

    const good = await signInAtSteam(m.accessToken, { steamId: STAND_IN_ACCOUNTS[2].steamId });
    expect((await connect(m.accessToken, await returnWith(good))).status).toBe(0);
    expect((await connect(m.accessToken, await returnWith(good))).status).toBe(
      STATUS.SteamSignInReplayed.code,
    );
    expect(await balanceOf(t.testDb.db, m.id, 'POINT')).toBe(100n);
  });

  it("refuses another member's code, an unknown attempt and an expired code", async () => {
    const [a, b] = [await makeMember(t.testDb.db), await makeMember(t.testDb.db)];
    const code = await returnWith(await signInAtSteam(a.accessToken, 'cancel'));
    expect((await connect(b.accessToken, code)).status).toBe(STATUS.SteamCodeInvalid.code);
    const unknown = await returnWith(`${origin}/api/Steam/Return?attempt=${'x'.repeat(32)}`);
    expect((await connect(a.accessToken, unknown)).status).toBe(STATUS.SteamCodeInvalid.code);
    const late = await returnWith(await signInAtSteam(a.accessToken, 'cancel'));
    clock.advance(11 * 60 * 1000);
    try {
      expect((await connect(a.accessToken, late)).status).toBe(STATUS.SteamCodeInvalid.code);
    } finally {
      clock.advance(-11 * 60 * 1000);
    }
  });

  it('answers SteamUnavailable when the provider cannot be reached', async () => {
    const down = await createTestApp({
      clock,
      config: { steamOpenIdUrl: 'http://127.0.0.1:9/openid/login' },
    });
    try {
      const m = await makeMember(down.testDb.db);
      const start = await down.app.inject({
        method: 'POST',
        url: ENDPOINTS.steamConnectStart.path,
        headers: { authorization: `Bearer ${m.accessToken}` },
        payload: {},
      });
      const { url } = SteamConnectStartSchema.parse(start.json<EnvelopeBody>().data);
      const returnToText = new URL(url).searchParams.get('openid.return_to')!;
      const returnTo = new URL(returnToText);
      const claimed = `https://steamcommunity.com/openid/id/${STAND_IN_ACCOUNTS[0].steamId}`;
      const params = {
        'openid.ns': 'http://specs.openid.net/auth/2.0',
        'openid.mode': 'id_res',
        'openid.op_endpoint': 'http://127.0.0.1:9/openid/login',
        'openid.claimed_id': claimed,
        'openid.identity': claimed,
        'openid.return_to': returnToText,
        'openid.response_nonce': `${clock.now().toISOString().slice(0, 19)}Zabc`,
        'openid.assoc_handle': '1',
        'openid.signed':
          'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
        'openid.sig': 'c2ln',
      };
      for (const [k, v] of Object.entries(params)) returnTo.searchParams.set(k, v);
      const back = await down.app.inject({
        method: 'GET',
        url: `${returnTo.pathname}${returnTo.search}`,
      });
      const code = new URL(back.headers.location as string, 'http://x').searchParams.get('code')!;
      const body = await down.app.inject({
        method: 'POST',
        url: ENDPOINTS.steamConnect.path,
        headers: { authorization: `Bearer ${m.accessToken}` },
        payload: { code },
      });
      expect(body.json<EnvelopeBody>().status).toBe(STATUS.SteamUnavailable.code);
    } finally {
      await down.close();
    }
  });
});
