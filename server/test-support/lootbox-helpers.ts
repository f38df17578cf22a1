// Test helpers for the lootbox routes: seeded boxes and items by key, points granted through the
// ledger (never written to balances directly), and a caller for the member's routes.
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { randomUUID } from 'node:crypto';
import { credit } from '../domain/shared/ledger.ts';
import { SEED_BOXES, SEED_ITEMS } from '../db/seed-lootbox-data.ts';

export async function boxIdOf(db: Queryable, key: string): Promise<number> {
  const box = SEED_BOXES.find((b) => b.key === key)!;
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM lootboxes WHERE name->>'en-US' = $1`,
    [box.name['en-US']],
  );
  return row!.id;
}

export async function itemIdOf(db: Queryable, key: string): Promise<number> {
  const item = SEED_ITEMS.find((i) => i.key === key)!;
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM lootbox_items WHERE name->>'en-US' = $1`,
    [item.name['en-US']],
  );
  return row!.id;
}

let grants = 0;

export async function grantPoints(db: Db, memberId: number, points: number): Promise<void> {
  grants += 1;
  await db.transaction((tx) =>
    credit(tx, {
      memberId,
      asset: 'POINT',
      amount: BigInt(points),
      kind: 'testGrant',
      source: `grant:${process.pid}:${grants}`,
      at: new Date(),
    }),
  );
}

export async function call(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  accessToken?: string,
  language = 'en-US',
) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return response.json<{ status: number; data: unknown; total?: number }>();
}

export const newOpenKey = () => randomUUID();
