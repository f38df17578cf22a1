import { describe, expect, it } from 'vitest';
import { parseReturnTo } from '../../../../shared/machines/return-to';
import { lootboxAddress, openIntentIn } from './lootbox-address';
import { percentOf } from './odds';

describe('the /lootbox address', () => {
  it('reads the box asked to open, and nothing else', () => {
    expect(openIntentIn('?box=3&open=1')).toBe(3);
    expect(openIntentIn('?box=3')).toBeNull();
    expect(openIntentIn('?box=0&open=1')).toBeNull();
    expect(openIntentIn('?box=1.5&open=1')).toBeNull();
    expect(openIntentIn('?box=x&open=1')).toBeNull();
    expect(openIntentIn('')).toBeNull();
  });

  it('is a return a sign-in accepts, kept as it is', () => {
    expect(parseReturnTo(lootboxAddress.openIntent(7))).toBe('/lootbox?box=7&open=1');
  });
});

describe('odds as percentages', () => {
  it('shows basis points exactly, with US separators', () => {
    expect(percentOf(4000)).toBe('40%');
    expect(percentOf(50)).toBe('0.5%');
    expect(percentOf(1)).toBe('0.01%');
    expect(percentOf(10000)).toBe('100%');
  });
});
