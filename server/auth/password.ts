import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Stored as `scrypt$N$r$p$salt$hash` (base64url): each hash carries the parameters it was made
// with, so raising the cost leaves existing hashes verifiable, and they are rehashed at the new
// cost on the member's next successful sign-in (needsRehash).
export type ScryptParams = { N: number; r: number; p: number };

/** 2^17 × 8 × 128 bytes = 128 MiB and about a second of work per check on a slow server core. */
export const PRODUCTION_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * For tests only: hundreds of sign-ups and sign-ins at the production cost would take minutes on
 * a shared machine. main.ts uses it only for a browser-test server (e2e-password-cost.ts).
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

const KEY_BYTES = 64;
const SALT_BYTES = 16;
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128 × N × r bytes (plus its own bits).
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

type Parsed = { params: ScryptParams; salt: Buffer; expected: Buffer };

/** The parts of a stored hash, or null for a malformed or hostile one. */
function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const sane =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= 32 &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= 16 &&
    salt.length > 0 &&
    expected.length === KEY_BYTES;
  return sane ? { params: { N, r, p }, salt, expected } : null;
}

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash; never throws on bad input. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True when `stored` was made at another cost than this hasher's: hash again after a sign-in. */
  needsRehash(stored: string): boolean;
  /**
   * Burns the same scrypt work as a real check, so an unknown email answers in about the same time
   * as a wrong password and response timing does not reveal which emails are registered.
   */
  verifyAgainstDummy(password: string): Promise<false>;
  /** Computes the dummy hash ahead of the first unknown-email sign-in, which would otherwise take twice as long. */
  warmUp(): void;
};

export function passwordHasher(params: ScryptParams = PRODUCTION_SCRYPT_PARAMS): PasswordHasher {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params);
    const { N, r, p } = params;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }
  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const actual = await derive(password, parsed.salt, parsed.params);
    return timingSafeEqual(actual, parsed.expected);
  }
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hash('dummy-password-for-timing'));
  return {
    hash,
    verify,
    needsRehash(stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const { N, r, p } = parsed.params;
      return N !== params.N || r !== params.r || p !== params.p;
    },
    async verifyAgainstDummy(password) {
      await verify(password, await dummy());
      return false;
    },
    warmUp() {
      void dummy();
    },
  };
}
