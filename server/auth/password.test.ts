import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('Demo#2026pass');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('Demo#2026pass', stored)).toBe(true);
    expect(await verifyPassword('demo#2026pass', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats malformed or hostile stored hashes as a mismatch instead of throwing', async () => {
    const good = await hashPassword('x');
    const parts = good.split('$');
    const variants = [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      [...parts.slice(0, 1), '1048577', ...parts.slice(2)].join('$'), // N above the cap
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'), // N not a power of two
      [...parts.slice(0, 5), 'c2hvcnQ'].join('$'), // wrong key length
    ];
    for (const stored of variants) expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('dummy-password-for-timing')).toBe(false);
  });
});
