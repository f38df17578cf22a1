// Every ledger kind, type, range and status of the history has a real label in each language, an
// unknown kind the generic one, and the address's filters read back what they wrote.
import { describe, expect, it } from 'vitest';
import enUS from '../../../../i18n/locales/en-US/wallet.json';
import zhTW from '../../../../i18n/locales/zh-TW/wallet.json';
import zhCN from '../../../../i18n/locales/zh-CN/wallet.json';
import {
  HISTORY_RANGES,
  HISTORY_STATUSES,
  HISTORY_TYPES,
  KNOWN_KINDS,
  ORDER_STATUSES,
} from '../../api/schemas/wallet-history';
import { DEFAULT_FILTERS, filtersFrom, paramsOf } from './history-address';
import { kindLabelKey, orderStatusLabelKey, statusLabelKey, typeLabelKey } from './history-labels';
import { formatInZone } from './zoned-time';
import { signedAmount } from './history-row';

const LANGUAGES = { 'en-US': enUS, 'zh-TW': zhTW, 'zh-CN': zhCN };

function lookup(texts: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
}

describe.each(Object.entries(LANGUAGES))('history labels in %s', (_language, texts) => {
  const keys = [
    ...KNOWN_KINDS.map(kindLabelKey),
    kindLabelKey('somethingNew'),
    ...HISTORY_TYPES.map(typeLabelKey),
    ...HISTORY_STATUSES.map(statusLabelKey),
    ...ORDER_STATUSES.map(orderStatusLabelKey),
    ...HISTORY_RANGES.map((r) => `wallet.history.ranges.${r}`),
  ];
  it.each(keys)('%s is a text', (key) => {
    const text = lookup(texts, key);
    expect(typeof text).toBe('string');
    expect((text as string).trim().length).toBeGreaterThan(0);
  });

  it('labels each kind differently from its raw key', () => {
    for (const kind of KNOWN_KINDS) expect(lookup(texts, kindLabelKey(kind))).not.toBe(kind);
  });
});

describe('kindLabelKey', () => {
  it('gives an unknown kind (or one named like an object property) the generic label', () => {
    for (const kind of ['mysteryBonus', 'constructor', '__proto__', ''])
      expect(kindLabelKey(kind)).toBe('wallet.history.kinds.unknown');
  });
  it('says "first level audit passed" for CustomerServicePass (docs/product/wallet.md)', () => {
    expect(lookup(enUS, orderStatusLabelKey('CustomerServicePass'))).toBe(
      'First level audit passed',
    );
  });
});

describe('history filters in the address', () => {
  it('reads back what it wrote, leaving defaults out', () => {
    const filters = { type: 'convert', asset: 'GACT', range: 'W' } as const;
    expect(filtersFrom(paramsOf(filters))).toEqual(filters);
    expect(paramsOf(DEFAULT_FILTERS).toString()).toBe('');
  });
  it('falls back to the defaults on anything unreadable', () => {
    expect(filtersFrom(new URLSearchParams('type=gift&asset=btc&range=M&range=D'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(filtersFrom(new URLSearchParams('type=__proto__&asset=&range=all'))).toEqual(
      DEFAULT_FILTERS,
    );
  });
});

describe('times and amounts', () => {
  it("shows a time on the member's clock in the spec's format", () => {
    expect(formatInZone('2026-11-26T15:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-27 00:00:00');
    expect(formatInZone('2026-11-26T15:00:00.000Z', 'America/New_York')).toBe(
      '2026-11-26 10:00:00',
    );
    expect(formatInZone('2026-11-26T15:00:00.000Z', 'Not/AZone')).toBe('2026-11-26 15:00:00');
    expect(formatInZone('yesterday', 'UTC')).toBe('');
  });
  it('signs an amount exactly, never through a float', () => {
    expect(signedAmount('1234567.123456')).toBe('+1,234,567.123456');
    expect(signedAmount('-0.000001')).toBe('-0.000001');
    expect(signedAmount('-90071992547409931')).toBe('-90,071,992,547,409,931');
  });
});
