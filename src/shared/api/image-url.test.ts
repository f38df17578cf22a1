import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl keeps every image on the image host', () => {
  it.each([
    ['games/star-raiders.svg', '/images/games/star-raiders.svg'],
    ['/games/a.svg', '/images/games/a.svg'],
    ['https://evil.example/x.png', '/images/evil.example/x.png'],
    ['//evil.example/x.png', '/images/evil.example/x.png'],
    ['../../etc/passwd', '/images/etc/passwd'],
    ['games\\..\\..\\x.svg', '/images/games/x.svg'],
    ['javascript:alert(1)', '/images/'],
    ['games/%2F%2Fevil/x.svg', '/images/games/%252F%252Fevil/x.svg'],
    ['games/a b.svg', '/images/games/a%20b.svg'],
  ])('%s → %s', (input, expected) => {
    expect(imageUrl(input)).toBe(expected);
  });

  it('any string stays on the image host (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const url = new URL(imageUrl(input), 'https://app.gamerhub.test');
        expect(url.origin).toBe('https://app.gamerhub.test');
        expect(url.pathname.startsWith('/images/')).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
