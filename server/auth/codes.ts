import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit e-mail code, uniformly random (leading zeros allowed). */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Six digits are only a million values, so a plain hash would be reversed at once from a leaked
 * table: the stored value is an HMAC under a key that is not in the database (CODE_PEPPER, or a
 * random key per process, in which case codes do not survive a restart).
 */
export type CodeHasher = {
  hash(scope: string, code: string): string;
  matches(scope: string, code: string, stored: string): boolean;
};

/** Without CODE_PEPPER: one random key for the whole process, shared by every app it builds. */
const PROCESS_KEY = randomBytes(32);

export function codeHasher(pepper: string | null): CodeHasher {
  const key = pepper ? Buffer.from(pepper, 'utf8') : PROCESS_KEY;
  const hash = (scope: string, code: string) =>
    createHmac('sha256', key).update(`${scope}\n${code}`, 'utf8').digest('hex');
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
