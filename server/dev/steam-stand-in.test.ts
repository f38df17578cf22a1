// The Steam stand-in under several API processes (issue 31, decision 056): the browser's approval
// lands on one worker and the API's check_authentication may reach another, so every worker of a
// cluster signs with the one key the primary made (STEAM_STAND_IN_KEY).
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { STAND_IN_ACCOUNTS, STEAM_STAND_IN_PATH, registerSteamStandIn } from './steam-stand-in.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function standIn(key?: string): Promise<FastifyInstance> {
  const app = Fastify();
  registerSteamStandIn(app, manualClock(new Date('2026-11-29T08:00:00Z')), key);
  await app.ready();
  apps.push(app);
  return app;
}

/** Approves a sign-in at `app`: the positive assertion's fields. */
async function assertionFrom(app: FastifyInstance): Promise<URLSearchParams> {
  const approved = await app.inject({
    method: 'POST',
    url: '/dev/steam/openid/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      return_to: 'http://127.0.0.1:3000/api/Member/SteamReturn?state=x',
      steamid: STAND_IN_ACCOUNTS[0].steamId,
    }).toString(),
  });
  expect(approved.statusCode).toBe(303);
  return new URL(approved.headers.location as string).searchParams;
}

/** check_authentication at `app`, as the API sends it: is_valid true or false. */
async function isValidAt(app: FastifyInstance, assertion: URLSearchParams): Promise<boolean> {
  const form = new URLSearchParams(assertion);
  form.delete('state');
  form.set('openid.mode', 'check_authentication');
  const checked = await app.inject({
    method: 'POST',
    url: STEAM_STAND_IN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return /is_valid:true/.test(checked.body);
}

describe('the Steam stand-in in several workers', () => {
  it('checks at one worker what another signed, with the key they share', async () => {
    const key = randomBytes(32).toString('hex');
    const [first, second] = [await standIn(key), await standIn(key)];
    expect(await isValidAt(second, await assertionFrom(first))).toBe(true);
  });

  it('refuses what a stand-in with another key signed', async () => {
    const [first, second] = [await standIn(), await standIn()];
    expect(await isValidAt(second, await assertionFrom(first))).toBe(false);
  });
});
