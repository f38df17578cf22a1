// Currency choice changes every fiat figure (issue 15 item 6). Fiat is shown only on the wallet home
// (grep formatFiat in src/views): the total, the chart's readout and summary, and the portfolio's
// values. The e2e wallet-home spec proves the total and portfolio follow a change on /currency;
// this renders the chart and portfolio with the same data in each currency and language and reads
// each figure: the currency's symbol and decimals, converted at its rate, never the USD figure.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { walletHomeQueries } from '../../api/queries/wallet-home-queries';
import type { WalletChart, WalletPortfolio } from '../../api/schemas/wallet-home';
import { LANGUAGES } from '../../../../config/constants';
import { i18n, loadLanguage, loadTextArea } from '../../../../i18n/i18n';
import type { Fiat } from '../../../../money/fiat';
import { ChartPanel } from './chart-panel';
import { PortfolioCard } from './portfolio-card';

// The canvas is uPlot's (no canvas in jsdom); every figure a member reads is text outside it.
vi.mock('./price-chart', () => ({ PriceChart: () => null }));

const UID = '10000001';
const CHART: WalletChart = {
  range: 'D',
  stepSeconds: 3600,
  timeZone: 'UTC',
  points: [
    { at: '2026-11-26T00:00:00.000Z', price: '0.5', value: '10' },
    { at: '2026-11-26T01:00:00.000Z', price: '0.625', value: '12.5' },
  ],
  price: { min: '0.5', max: '0.625', first: '0.5', last: '0.625', changePercent: '25.00' },
  value: { min: '10', max: '12.5', first: '10', last: '12.5', changePercent: '25.00' },
};
const PORTFOLIO: WalletPortfolio = {
  totalUsd: '112.5',
  holdings: [
    { asset: 'GACT', amount: '20', valueUsd: '12.5', share: '11.11' },
    { asset: 'USDT', amount: '100', valueUsd: '100', share: '88.89' },
  ],
  points: '1280',
  nfts: [],
};
/** Units of each currency per USD (the shape of the server's rates). */
const PER_USD: Record<Fiat, string> = {
  USD: '1',
  HKD: '7.8',
  JPY: '150',
  MYR: '4.5',
  SGD: '1.35',
};
const CURRENCIES = Object.keys(PER_USD) as Fiat[];

function figures(currency: Fiat, locale: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(walletHomeQueries.chart(UID, 'D').queryKey, CHART);
  client.setQueryData(walletHomeQueries.portfolio(UID).queryKey, PORTFOLIO);
  const fiat = { currency, locale, perUsd: PER_USD[currency] };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ChartPanel uid={UID} range="D" fiat={fiat} />
        <PortfolioCard uid={UID} fiat={fiat} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const read = {
    readout: screen.getByTestId('chart-readout').querySelector('strong')!.textContent!,
    summary: screen.getByTestId('chart-summary').textContent!,
    values: [...document.querySelectorAll('.wallet-holding__value')].map((e) => e.textContent!),
  };
  view.unmount();
  return read;
}

/** The figure's digits alone ("¥94", "HK$4.88" → "94", "4.88"), whatever the locale's symbol. */
const digits = (text: string) => text.replace(/[^\d.,]/g, '');

describe.each(LANGUAGES)('fiat figures in %s', (lang) => {
  beforeAll(async () => {
    await loadTextArea('wallet');
    await loadLanguage(lang);
  });

  it('each currency converts at its rate, with its own decimals', () => {
    const by = Object.fromEntries(CURRENCIES.map((c) => [c, figures(c, lang)]));
    // GACT at 0.625 USD (half-even: 0.62); the portfolio's GACT 12.5 USD and USDT 100 USD.
    expect(digits(by.USD!.readout)).toBe('0.62');
    expect(digits(by.HKD!.readout)).toBe('4.88');
    expect(digits(by.JPY!.readout)).toBe('94');
    expect(by.JPY!.values.slice(0, 2).map(digits)).toEqual(['1,875', '15,000']);
    expect(by.SGD!.values.slice(0, 2).map(digits)).toEqual(['16.88', '135.00']);
    expect(by.MYR!.summary).toMatch(/2\.25.*2\.81/);
    // Every figure differs from one currency to the next: nothing stays in USD.
    for (const part of ['readout', 'summary'] as const)
      expect(new Set(CURRENCIES.map((c) => by[c]![part])).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES.map((c) => by[c]!.values[0])).size).toBe(CURRENCIES.length);
    // Points are never money: the same words in every currency.
    expect(new Set(CURRENCIES.map((c) => by[c]!.values[2])).size).toBe(1);
    expect(by.JPY!.readout).toMatch(/¥|JP¥|円/);
  });

  it('the summary names the range in the language chosen', () => {
    expect(figures('HKD', lang).summary).toContain(i18n.t('wallet.chart.ranges.D'));
  });
});
