import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddress, toChecksumAddress } from './eip55';

// The test vectors of EIP-55 itself (eips.ethereum.org/EIPS/eip-55).
const VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

describe('EIP-55', () => {
  it.each(VECTORS)('checksums %s as the EIP does', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(
      // The all-lower and all-upper vectors are checksummed like any other.
      toChecksumAddress(address),
    );
    if (
      address.slice(2) !== address.slice(2).toLowerCase() &&
      address.slice(2) !== address.slice(2).toUpperCase()
    ) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    }
    expect(checkAddress(address)).toBe('ok');
  });

  it('refuses a mixed-case address with one letter of the wrong case, and non-addresses', () => {
    const good = VECTORS[0]!;
    const flipped = good.replace('aA', 'aa');
    expect(checkAddress(flipped)).toBe('invalid');
    expect(checkAddress('')).toBe('empty');
    expect(checkAddress('   ')).toBe('empty');
    expect(checkAddress('0x123')).toBe('invalid');
    expect(checkAddress(good.slice(2))).toBe('invalid');
    expect(checkAddress(`${good}0`)).toBe('invalid');
    expect(checkAddress('0xZZZeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('invalid');
  });

  it('accepts the checksum of any 40 hex digits, and refuses it with any one letter flipped', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), fc.nat(39), (hex, at) => {
        const checksummed = toChecksumAddress(`0x${hex}`)!;
        expect(checkAddress(checksummed)).toBe('ok');
        const ch = checksummed[2 + at]!;
        const body = checksummed.slice(2);
        const isMixed = body !== body.toLowerCase() && body !== body.toUpperCase();
        if (/[a-fA-F]/.test(ch) && isMixed) {
          const flipped =
            checksummed.slice(0, 2 + at) +
            (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) +
            checksummed.slice(3 + at);
          const flippedBody = flipped.slice(2);
          if (
            flippedBody !== flippedBody.toLowerCase() &&
            flippedBody !== flippedBody.toUpperCase()
          )
            expect(checkAddress(flipped)).toBe('invalid');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
