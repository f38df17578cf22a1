// Fiat display (issue 14 target "Display"): every currency × locale × sample amount, JPY with no
// decimals, half-even rounding, and Intl fed the exact decimal string (no float on the way).
import { describe, expect, it } from 'vitest';
import { decimal, divide, toText } from './decimal';
import { FIAT_DIGITS, fiatOf, formatFiat, toFiat, usdValue, type Fiat } from './fiat';

const RATES: Record<Fiat, string> = {
  USD: '1',
  HKD: '7.7825',
  JPY: '156.37',
  MYR: '4.4715',
  SGD: '1.3452',
};
const LOCALES = ['en-US', 'zh-TW', 'zh-CN'] as const;

// What each locale writes before the number (Intl's CLDR data, spaces normalised).
const PREFIX: Record<Fiat, Record<(typeof LOCALES)[number], string>> = {
  USD: { 'en-US': '$', 'zh-TW': 'US$', 'zh-CN': 'US$' },
  HKD: { 'en-US': 'HK$', 'zh-TW': 'HK$', 'zh-CN': 'HK$' },
  JPY: { 'en-US': '¥', 'zh-TW': '¥', 'zh-CN': 'JP¥' },
  MYR: { 'en-US': 'MYR ', 'zh-TW': 'MYR ', 'zh-CN': 'MYR ' },
  SGD: { 'en-US': 'SGD ', 'zh-TW': 'SGD ', 'zh-CN': 'SGD ' },
};

// USD amount → the figure in each currency at RATES (worked out by hand: amount × rate, half-even).
const SAMPLES: Array<[string, Record<Fiat, string>]> = [
  ['0', { USD: '0.00', HKD: '0.00', JPY: '0', MYR: '0.00', SGD: '0.00' }],
  // Tiny: a millionth of a dollar is less than half a cent (and half a yen) everywhere.
  ['0.000001', { USD: '0.00', HKD: '0.00', JPY: '0', MYR: '0.00', SGD: '0.00' }],
  // Huge: beyond 2^53 minor units, where a float would lose the cents.
  [
    '123456789012.345678',
    {
      USD: '123,456,789,012.35',
      HKD: '960,802,460,488.58',
      JPY: '19,304,938,097,860',
      MYR: '552,037,032,068.70',
      SGD: '166,074,072,579.41',
    },
  ],
  // Edge: 2.5 USD = 390.925 JPY (→ 391), 19.45625 HKD (→ 19.46), 11.17875 MYR, 3.363 SGD.
  ['2.5', { USD: '2.50', HKD: '19.46', JPY: '391', MYR: '11.18', SGD: '3.36' }],
];

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('fiat totals', () => {
  for (const [usd, figures] of SAMPLES)
    for (const currency of Object.keys(FIAT_DIGITS) as Fiat[])
      for (const locale of LOCALES)
        it(`${usd} USD in ${currency}, ${locale}`, () => {
          const amount = toFiat(decimal(usd), RATES[currency], currency);
          expect(plain(formatFiat(amount, currency, locale))).toBe(
            `${PREFIX[currency][locale]}${figures[currency]}`,
          );
        });

  it('JPY never shows decimals; the others always show two', () => {
    for (const locale of LOCALES) {
      expect(formatFiat(decimal('1234.5'), 'JPY', locale)).not.toMatch(/[.,]\d{1,2}$/);
      expect(formatFiat(decimal('1234'), 'HKD', locale)).toMatch(/\.00$/);
    }
  });

  it('rounds an exact half to the even neighbour', () => {
    const at = (amount: string, currency: Fiat) => toText(toFiat(decimal(amount), '1', currency));
    expect(at('0.125', 'USD')).toBe('0.12');
    expect(at('0.135', 'USD')).toBe('0.14');
    expect(at('0.1251', 'USD')).toBe('0.13');
    expect(at('0.5', 'JPY')).toBe('0');
    expect(at('1.5', 'JPY')).toBe('2');
    expect(at('2.5', 'JPY')).toBe('2');
    expect(at('-2.5', 'JPY')).toBe('-2');
  });

  it('values holdings exactly before any rounding', () => {
    const usd = usdValue([
      { amount: '356.25', usdRate: '0.680433' },
      { amount: '250.5', usdRate: '1.0002' },
    ]);
    // 356.25 × 0.680433 = 242.40425625; 250.5 × 1.0002 = 250.55010.
    expect(toText(usd)).toBe('492.95435625');
    // × 156.37 = 77083.2726868125 yen.
    expect(toText(toFiat(usd, '156.37', 'JPY'))).toBe('77083');
  });

  it('reads the preferences currency', () => {
    expect(fiatOf('jpy')).toBe('JPY');
    expect(fiatOf('xyz')).toBe('USD');
  });

  it('divides half-even for percentages', () => {
    expect(toText(divide(decimal('1'), decimal('3'), 2)!)).toBe('0.33');
    expect(toText(divide(decimal('1'), decimal('8'), 2)!)).toBe('0.12');
    expect(toText(divide(decimal('-5'), decimal('8'), 1)!)).toBe('-0.6');
    expect(divide(decimal('1'), decimal('0'), 2)).toBeNull();
  });
});
