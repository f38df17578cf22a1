// Writes the data badges and tickets are computed from, straight to the database, at chosen times:
// claims and check-ins through the ledger (as the real writes do), invited members, Steam.
import type { Db } from '../db/db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { CHECK_IN_KIND, checkInSource } from '../domain/reward/check-ins.ts';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import {
  AchievementListSchema,
  TicketPageSchema,
} from '../../src/features/profile/api/schemas/achievement.ts';
import type { FastifyInstance } from 'fastify';
import { envelopeOf, post } from './test-app.ts';

let made = 0;

export async function addClaim(
  db: Db,
  memberId: number,
  questId: number,
  at: Date,
  points = 10n,
): Promise<void> {
  made += 1;
  const period = `t${made}`;
  await db.transaction(async (tx) => {
    const entry = await credit(tx, {
      memberId,
      asset: 'POINT',
      amount: points,
      kind: 'questClaim',
      source: `quest:${questId}:${period}`,
      at,
    });
    await tx.query(
      `INSERT INTO quest_claims (member_id, quest_id, period_key, ledger_entry_id, claimed_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [memberId, questId, period, entry.id, at],
    );
  });
}

/** A check-in of the calendar day `day` (YYYY-MM-DD), written at `at`. */
export async function addCheckIn(db: Db, memberId: number, day: string, at: Date): Promise<void> {
  await db.transaction((tx) =>
    credit(tx, {
      memberId,
      asset: 'POINT',
      amount: 10n,
      kind: CHECK_IN_KIND,
      source: checkInSource(day),
      at,
    }),
  );
}

export async function addPoints(db: Db, memberId: number, points: bigint, at: Date, tag: string) {
  await db.transaction((tx) =>
    credit(tx, { memberId, asset: 'POINT', amount: points, kind: 'bonus', source: tag, at }),
  );
}

export async function addInvitee(db: Db, inviterId: number, at: Date): Promise<number> {
  made += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${made}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, invited_by, created_at)
     VALUES (nextval('member_uid_seq')::text, $1, 'scrypt$unused', $2, $3, 'Actived', $4, $5)
     RETURNING id`,
    [`invitee-${tag}@gamerhub.test`, `Invitee${made}`, `I${tag}`.slice(0, 32), inviterId, at],
  );
  return row!.id;
}

export async function readBadges(app: FastifyInstance, token: string, language = 'en-US') {
  const response = await app.inject({
    method: 'GET',
    url: ENDPOINTS.achievements.path,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  const body = envelopeOf(response);
  if (body.status !== 0) throw new Error(`Achievements answered ${body.status}`);
  const list = AchievementListSchema.parse(body.data);
  return { ...list, byCode: new Map(list.items.map((b) => [b.code, b])) };
}

export async function readTickets(
  app: FastifyInstance,
  token: string,
  payload: { page: number; size: number; state?: string } = { page: 1, size: 20 },
) {
  const body = envelopeOf(await post(app, ENDPOINTS.tickets.path, payload, token));
  if (body.status !== 0) throw new Error(`Tickets answered ${body.status}`);
  return { ...TicketPageSchema.parse(body.data), total: body.total ?? 0 };
}
