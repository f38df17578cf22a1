import { describe, expect, it } from 'vitest';
import { bearerFrom, hashToken, newToken } from './tokens.ts';

describe('tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const a = newToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(a);
  });

  it('hash to a stable sha256 hex digest', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('read only a well-formed bearer header', () => {
    expect(bearerFrom('Bearer abc')).toBe('abc');
    expect(bearerFrom('bearer   abc ')).toBe('abc');
    expect(bearerFrom(undefined)).toBeNull();
    expect(bearerFrom('')).toBeNull();
    expect(bearerFrom('Bearer ')).toBeNull();
    expect(bearerFrom('Basic abc')).toBeNull();
    expect(bearerFrom('Bearer a b')).toBeNull();
  });
});
