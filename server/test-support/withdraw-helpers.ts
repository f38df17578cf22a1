// Members, codes and calls for the KYC and withdraw tests (decision 037).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ENDPOINTS } from '../../src/app/endpoints.ts';
import type { Endpoint } from '../../src/app/endpoints.ts';
import type { KycStatus } from '../../src/features/wallet/api/schemas/kyc.ts';
import { codeHasher, codeKey } from '../auth/codes.ts';
import { CODE_TTL_MS } from '../domain/account/verification-codes.ts';
import type { Db } from '../db/db.ts';
import { credit } from '../domain/shared/ledger.ts';
import { makeMember } from './quest-helpers.ts';

export const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** An active member with `gact` minor units of GACT and a KYC application of `kyc` (null: none). */
export async function makeWithdrawer(
  db: Db,
  options: { gact?: bigint; kyc?: KycStatus | null } = {},
): Promise<{ id: number; email: string; accessToken: string }> {
  const member = await makeMember(db);
  const [row] = await db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [
    member.id,
  ]);
  if ((options.gact ?? 0n) > 0n)
    await db.transaction((tx) =>
      credit(tx, {
        memberId: member.id,
        asset: 'GACT',
        amount: options.gact!,
        kind: 'walletSeed',
        source: 'seed:GACT',
        at: new Date(),
      }),
    );
  const kyc = options.kyc === undefined ? 'AdminPass' : options.kyc;
  if (kyc)
    await db.query(
      `INSERT INTO kyc_applications (member_id, status, first_name, last_name, gender, date_of_birth,
         id_number, issuing_country, nationality, phone, industry, occupation, place_of_birth,
         residence_country, address, submitted_at)
       VALUES ($1, $2, 'Test', 'Member', 'Other', '1990-01-01', 'X12345', 'TW', 'TW', '+886912345678',
               'Other', 'Tester', 'Taipei', 'TW', '1 Test Road', now())`,
      [member.id, kyc],
    );
  return { id: member.id, email: row!.email, accessToken: member.accessToken };
}

/** Writes a live Transfer code for `email` as the server would store it (no mail, no send limit). */
export async function plantTransferCode(
  db: Db,
  email: string,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  const hasher = codeHasher(await codeKey(db, null));
  await db.query(
    `INSERT INTO verification_codes (email, code_type, code_hash, created_at, expires_at, address)
     VALUES ($1, 'Transfer', $2, $3, $4, '127.0.0.9')`,
    [email, hasher.hash(`Transfer:${email}`, code), now, new Date(now.getTime() + CODE_TTL_MS)],
  );
}

export type Body = { status: number; message: string; data: unknown };

export async function call(
  app: FastifyInstance,
  endpoint: Endpoint,
  payload: unknown,
  accessToken: string | null,
): Promise<Body> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response =
    endpoint.method === 'GET'
      ? await app.inject({ method: 'GET', url: endpoint.path, headers })
      : await app.inject({
          method: 'POST',
          url: endpoint.path,
          payload: payload as object,
          headers,
        });
  expect(response.statusCode).toBeLessThan(500);
  return response.json<Body>();
}

export const quoteOf = (app: FastifyInstance, token: string, amount: string, address = ADDRESS) =>
  call(app, ENDPOINTS.withdrawQuote, { address, amount }, token);

/** The GACT balance's sum of ledger entries equals the balance row, never below zero. */
export async function gactLedgerOf(db: Db, memberId: number): Promise<bigint> {
  const [row] = await db.query<{ ledger: string; balance: string }>(
    `SELECT (SELECT coalesce(sum(CASE direction WHEN 'credit' THEN amount ELSE -amount END), 0)::text
               FROM ledger_entries WHERE member_id = $1 AND asset = 'GACT') AS ledger,
            (SELECT coalesce(max(amount), 0)::text FROM balances
              WHERE member_id = $1 AND asset = 'GACT') AS balance`,
    [memberId],
  );
  expect(row!.ledger).toBe(row!.balance);
  expect(BigInt(row!.balance)).toBeGreaterThanOrEqual(0n);
  return BigInt(row!.balance);
}
