import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** A 6-digit e-mail code, uniformly random (leading zeros allowed). */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Six digits are only a million values, so a plain hash would be reversed at once from a leaked
 * table: the stored value is an HMAC under a key. CODE_PEPPER, when set, is that key and is never in
 * the database. Without it the server makes a random key once and keeps it in `server_secrets`
 * (codeKey), so codes survive a restart and every process on the database agrees; a copy of the
 * whole database then holds the key too, which is why a production server should set CODE_PEPPER.
 */
export type CodeHasher = {
  hash(scope: string, code: string): string;
  matches(scope: string, code: string, stored: string): boolean;
};

const CODE_KEY_NAME = 'code-hmac-key';
const CODE_KEY_BYTES = 32;

/**
 * The HMAC key: CODE_PEPPER when given, else the one stored in the (migrated) database, created on
 * first use. Insert-if-absent, then read: two processes starting together end up with the same key.
 * The key is never logged.
 */
export async function codeKey(db: Queryable, pepper: string | null): Promise<Buffer> {
  if (pepper) return Buffer.from(pepper, 'utf8');
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [CODE_KEY_NAME, randomBytes(CODE_KEY_BYTES).toString('hex')],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [CODE_KEY_NAME],
  );
  if (!row || !/^[0-9a-f]{64}$/.test(row.value))
    throw new Error(`server_secrets.${CODE_KEY_NAME} is missing or malformed`);
  return Buffer.from(row.value, 'hex');
}

export function codeHasher(key: Buffer | string): CodeHasher {
  const keyBytes = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
  const hash = (scope: string, code: string) =>
    createHmac('sha256', keyBytes).update(`${scope}\n${code}`, 'utf8').digest('hex');
  return {
    hash,
    matches(scope, code, stored) {
      const actual = Buffer.from(hash(scope, code), 'hex');
      const expected = Buffer.from(stored, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/** Constant-time equality of two hex digests of the same kind. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
