// Issue 15's invite target: 50 concurrent ClaimInviteReward calls per invitee × 100 trials → exactly
// one credit per invitee, every answer the first receipt; and two invitees on one mailbox claimed
// at once → one paid. One app, one inviter, a qualified invitee per trial. Runs on PGlite by default
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/app/endpoints.ts';
import { InviteRewardReceiptSchema } from '../../../src/features/profile/api/schemas/invite-reward.ts';
import { STATUS } from '../../../src/shared/api/status-codes.ts';
import type { Db } from '../../db/db.ts';
import { credit } from '../../domain/shared/ledger.ts';
import { TEST_DATABASE_URL } from '../../test-support/test-db.ts';
import { expectLedgerConsistent, makeMember } from '../../test-support/quest-helpers.ts';
import { concurrencyApps } from '../../test-support/second-app.ts';
import { burst } from '../../test-support/burst.ts';

const TRIALS = 100;
const CONCURRENT = 50;

const t = concurrencyApps();

let made = 0;
/** A verified invitee of `inviterId` who has claimed a quest (a questClaim credit). */
async function qualifiedInvitee(db: Db, inviterId: number, email?: string): Promise<number> {
  made += 1;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, invited_by, status)
     VALUES (nextval('member_uid_seq')::text, $1, 'scrypt$unused', $2, $3, $4, 'Actived')
     RETURNING id`,
    [email ?? `invitee-${made}@race.test`, `Invitee${made}`, `INV${made}RACE`, inviterId],
  );
  await db.transaction((tx) =>
    credit(tx, {
      memberId: row!.id,
      asset: 'POINT',
      amount: 5n,
      kind: 'questClaim',
      source: `quest:1:race${made}`,
      at: new Date(),
    }),
  );
  return row!.id;
}

type Body = { status: number; data: unknown };

async function claimAll(token: string, inviteeIds: number[]): Promise<Body[]> {
  const responses = await burst(CONCURRENT, (i) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.claimInviteReward.path,
      payload: { inviteeId: inviteeIds[i % inviteeIds.length] },
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  return responses.map((r) => r.json<Body>());
}

describe(`invite rewards under load (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${CONCURRENT} claims at once per invitee × ${TRIALS} trials: one credit each, one receipt`, async () => {
    const db = t.testDb.db;
    const me = await makeMember(db);
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const inviteeId = await qualifiedInvitee(db, me.id);
      const bodies = await claimAll(me.accessToken, [inviteeId]);
      const [first] = bodies;
      expect(first!.status).toBe(0);
      const receipt = InviteRewardReceiptSchema.parse(first!.data);
      for (const body of bodies) expect(body).toEqual(first);
      const entries = await db.query<{ id: number }>(
        `SELECT id FROM ledger_entries WHERE member_id = $1 AND kind = 'inviteReward'
            AND source = $2`,
        [me.id, `invitee:${inviteeId}`],
      );
      expect(entries).toEqual([{ id: receipt.entryId }]);
    }
    expect(await expectLedgerConsistent(db, me.id)).toBe(BigInt(TRIALS * 100));
  }, 300_000);

  it('two invitees on one mailbox ("+tag" aliases) claimed at once: exactly one is paid', async () => {
    const db = t.testDb.db;
    const me = await makeMember(db);
    const a = await qualifiedInvitee(db, me.id, 'twin+a@race.test');
    const b = await qualifiedInvitee(db, me.id, 'twin+b@race.test');
    const bodies = await claimAll(me.accessToken, [a, b]);
    const paid = new Set(
      bodies
        .filter((x) => x.status === 0)
        .map((x) => InviteRewardReceiptSchema.parse(x.data).inviteeId),
    );
    expect(paid.size).toBe(1);
    for (const body of bodies)
      expect([0, STATUS.InviteRewardIneligible.code]).toContain(body.status);
    expect(await expectLedgerConsistent(db, me.id)).toBe(100n);
  }, 60_000);
});
