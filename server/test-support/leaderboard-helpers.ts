// Test helpers for the leaderboard: members with chosen names, points earned (or spent) through the
// ledger at chosen times (the scores follow from migration 010's trigger, never written here).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { createSession } from '../domain/shared/sessions.ts';
import { credit, debit } from '../domain/shared/ledger.ts';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import type { Leaderboard } from '../../src/features/profile/api/schemas/leaderboard.ts';

let made = 0;

export async function boardMember(
  db: Db,
  nickname: string,
  options: { timeZone?: string; status?: string } = {},
): Promise<{ id: number; accessToken: string }> {
  made += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${made}`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (uid, email, password_hash, nickname, invite_code, status, time_zone)
     VALUES (nextval('member_uid_seq')::text, $1, 'scrypt$unused', $2, $3, $4, $5) RETURNING id`,
    [
      `board-${tag}@gamerhub.test`,
      nickname,
      `L${tag}`.slice(0, 32),
      options.status ?? 'Actived',
      options.timeZone ?? 'UTC',
    ],
  );
  const { accessToken } = await createSession(db, row!.id);
  return { id: row!.id, accessToken };
}

let postings = 0;

export async function earn(
  db: Db,
  memberId: number,
  points: number,
  at: Date,
  kind = 'testGrant',
): Promise<void> {
  postings += 1;
  const posting = {
    memberId,
    asset: 'POINT' as const,
    amount: BigInt(points),
    kind,
    source: `board:${process.pid}:${postings}`,
    at,
  };
  await db.transaction((tx) => credit(tx, posting));
}

export async function spend(db: Db, memberId: number, points: number, at: Date): Promise<void> {
  postings += 1;
  await db.transaction((tx) =>
    debit(tx, {
      memberId,
      asset: 'POINT',
      amount: BigInt(points),
      kind: 'testSpend',
      source: `board:${process.pid}:${postings}`,
      at,
    }),
  );
}

export async function readBoard(
  app: FastifyInstance,
  period: 'week' | 'all',
  accessToken?: string,
): Promise<{ status: number; data: Leaderboard }> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINTS.leaderboard.path,
    payload: { period },
    headers,
  });
  return response.json();
}
