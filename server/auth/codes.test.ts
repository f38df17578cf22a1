import { describe, expect, it } from 'vitest';
import { codeHasher, newVerificationCode, sameDigest } from './codes.ts';

describe('verification codes', () => {
  it('are six digits, leading zeros included, and vary', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash bound to email and type', () => {
    const hasher = codeHasher('pepper');
    const stored = hasher.hash('Register:a@b.c', '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.matches('Register:a@b.c', '123456', stored)).toBe(true);
    expect(hasher.matches('Register:a@b.c', '123457', stored)).toBe(false);
    expect(hasher.matches('Login:a@b.c', '123456', stored)).toBe(false);
    expect(hasher.matches('Register:x@b.c', '123456', stored)).toBe(false);
    expect(hasher.matches('Register:a@b.c', '123456', 'not-hex')).toBe(false);
    // Same pepper: another server reads it; another pepper: it does not.
    expect(codeHasher('pepper').matches('Register:a@b.c', '123456', stored)).toBe(true);
    expect(codeHasher('other').matches('Register:a@b.c', '123456', stored)).toBe(false);
    // A key as bytes (the one kept in the database without CODE_PEPPER) works the same way.
    const key = Buffer.alloc(32, 7);
    expect(
      codeHasher(Buffer.from(key)).matches('s', '000000', codeHasher(key).hash('s', '000000')),
    ).toBe(true);
    expect(codeHasher(key).hash('s', '000000')).not.toBe(codeHasher('pepper').hash('s', '000000'));
  });

  it('compares digests in constant time, refusing empty or mismatched lengths', () => {
    expect(sameDigest('ab', 'ab')).toBe(true);
    expect(sameDigest('ab', 'ac')).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest('abcd', 'ab')).toBe(false);
  });
});
