import { describe, expect, it } from 'vitest';
import { matchesSearch } from './faq-filter';

describe('matchesSearch', () => {
  it('matches everything on an empty or blank search', () => {
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });
  it('needs every word, in any order, in the question or the answer', () => {
    expect(matchesSearch('fee withdraw', 'How do I withdraw?', 'The fee is 0.5 %')).toBe(true);
    expect(matchesSearch('fee steam', 'How do I withdraw?', 'The fee is 0.5 %')).toBe(false);
  });
  it('folds case and full-width characters', () => {
    expect(matchesSearch('ＧＡＣＴ', 'What is gact?')).toBe(true);
    expect(matchesSearch('KYC', 'why kyc')).toBe(true);
  });
  it('matches a run of Chinese as a substring', () => {
    expect(matchesSearch('提領', '如何提領 GACT？')).toBe(true);
    expect(matchesSearch('提现', '如何提領 GACT？')).toBe(false);
  });
});
