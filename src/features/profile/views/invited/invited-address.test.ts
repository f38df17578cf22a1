import { describe, expect, it } from 'vitest';
import { claimIntentIn, invitedAddress } from './invited-address';

describe('the invited page address', () => {
  it('reads one well-formed claim=<id>, and nothing else', () => {
    expect(claimIntentIn('?claim=12')).toBe(12);
    expect(claimIntentIn(invitedAddress.claim(7).split('?')[1]!)).toBe(7);
    for (const search of ['', '?claim=', '?claim=0', '?claim=-1', '?claim=1.5', '?claim=x'])
      expect(claimIntentIn(search)).toBeNull();
    expect(claimIntentIn('?claim=1&claim=2')).toBeNull();
    expect(claimIntentIn('?claim=9999999999')).toBeNull();
  });
});
