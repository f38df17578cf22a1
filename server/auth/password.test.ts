import { describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT_PARAMS, TEST_SCRYPT_PARAMS, passwordHasher } from './password.ts';

// The test cost keeps this file quick; the production cost is checked once, below.
const passwords = passwordHasher(TEST_SCRYPT_PARAMS);

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await passwords.hash('Demo#2026pass');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await passwords.verify('Demo#2026pass', stored)).toBe(true);
    expect(await passwords.verify('demo#2026pass', stored)).toBe(false);
    expect(await passwords.verify('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await passwords.hash('same')).not.toBe(await passwords.hash('same'));
  });

  it('treats malformed or hostile stored hashes as a mismatch instead of throwing', async () => {
    const good = await passwords.hash('x');
    const parts = good.split('$');
    const variants = [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      [...parts.slice(0, 1), '1048577', ...parts.slice(2)].join('$'), // N above the cap
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'), // N not a power of two
      [...parts.slice(0, 5), 'c2hvcnQ'].join('$'), // wrong key length
    ];
    for (const stored of variants) {
      expect(await passwords.verify('x', stored)).toBe(false);
      expect(passwords.needsRehash(stored)).toBe(false);
    }
  });

  it('the dummy check always fails', async () => {
    expect(await passwords.verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
  });

  it('hashes at N = 2^17 or more in production, within the memory scrypt is allowed', async () => {
    expect(PRODUCTION_SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    const production = passwordHasher();
    const stored = await production.hash('Demo#2026pass');
    expect(stored.split('$')[1]).toBe(String(PRODUCTION_SCRYPT_PARAMS.N));
    expect(await production.verify('Demo#2026pass', stored)).toBe(true);
    expect(production.needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash made at an older cost, and says it needs rehashing', async () => {
    const old = await passwordHasher({ N: 2 ** 9, r: 8, p: 1 }).hash('Demo#2026pass');
    expect(await passwords.verify('Demo#2026pass', old)).toBe(true);
    expect(passwords.needsRehash(old)).toBe(true);
    expect(passwords.needsRehash(await passwords.hash('Demo#2026pass'))).toBe(false);
  });
});
