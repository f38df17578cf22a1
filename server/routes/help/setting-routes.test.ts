// The member's settings (issue 15 item 4, decision 042): defaults before any save, the whole set
// stored at once, the time zone checked against Intl and stored under its canonical name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { MemberSettingsSchema } from '../../../src/shared/api/schemas/settings.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import { wantsActivity, wantsRewardMail } from '../../domain/shared/member-settings.ts';
import {
  createTestApp,
  envelopeOf,
  get,
  post,
  signUpMember,
  type TestApp,
} from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function newMember() {
  counter += 1;
  const email = `settings-${counter}@setting.test`;
  const login = await signUpMember(t.app, email, 'Setting#2026pass', `10.42.0.${counter}`);
  const [row] = await t.testDb.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [
    email,
  ]);
  return { token: login.access_token, id: row!.id };
}

const read = async (token: string) =>
  envelopeOf(await get(t.app, ENDPOINTS.memberSettings.path, token));
const save = async (token: string, payload: unknown) =>
  envelopeOf(await post(t.app, ENDPOINTS.setMemberSettings.path, payload, token));

const CHOSEN = {
  timeZone: 'Asia/Taipei',
  notifyRewardEmail: false,
  notifyQuest: true,
  notifyWallet: false,
  notifyInvite: true,
  showStep: true,
};

describe('GET /api/Member/Settings and POST /api/Member/SetSettings', () => {
  it('answers the defaults for a member who never saved', async () => {
    const me = await newMember();
    const body = await read(me.token);
    expect(body.status).toBe(0);
    expect(MemberSettingsSchema.parse(body.data)).toEqual({
      timeZone: 'UTC',
      notifyRewardEmail: true,
      notifyQuest: true,
      notifyWallet: true,
      notifyInvite: true,
      showStep: false,
    });
    expect(await wantsRewardMail(t.testDb.db, me.id)).toBe(true);
  });

  it('stores the whole set, answers it, and the zone is the one "a day" rules read', async () => {
    const me = await newMember();
    const saved = await save(me.token, CHOSEN);
    expect(saved).toMatchObject({ status: 0, data: CHOSEN });
    expect((await read(me.token)).data).toEqual(CHOSEN);
    const [row] = await t.testDb.db.query<{ time_zone: string }>(
      'SELECT time_zone FROM members WHERE id = $1',
      [me.id],
    );
    expect(row?.time_zone).toBe('Asia/Taipei');
    expect(await wantsRewardMail(t.testDb.db, me.id)).toBe(false);
    expect(await wantsActivity(t.testDb.db, me.id, 'wallet')).toBe(false);
    expect(await wantsActivity(t.testDb.db, me.id, 'quest')).toBe(true);
    // A second save overwrites, it does not add.
    const again = { ...CHOSEN, showStep: false, notifyWallet: true };
    expect((await save(me.token, again)).data).toEqual(again);
  });

  it('stores a zone under its canonical name and refuses one Intl does not know', async () => {
    const me = await newMember();
    expect((await save(me.token, { ...CHOSEN, timeZone: 'asia/tokyo' })).data).toMatchObject({
      timeZone: 'Asia/Tokyo',
    });
    const refused = await save(me.token, { ...CHOSEN, timeZone: 'Mars/Olympus_Mons' });
    expect(refused.status).toBe(STATUS.ParameterError.code);
    expect((await read(me.token)).data).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it('refuses a partial set and a visitor', async () => {
    const me = await newMember();
    const { showStep: _dropped, ...partial } = CHOSEN;
    expect((await save(me.token, partial)).status).toBe(STATUS.ParameterError.code);
    expect((await save('', CHOSEN)).status).toBe(STATUS.TokenNotExist.code);
    expect((await read('not-a-token')).status).not.toBe(0);
  });
});
