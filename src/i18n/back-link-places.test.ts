import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US/common.json';
import zhCN from './locales/zh-CN/common.json';
import zhTW from './locales/zh-TW/common.json';
import { BACK_LINKS, backFor } from '../config/back-links';
import { routeFor } from '../config/routes';

const textOf = (texts: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

describe('back links', () => {
  it.each(Object.entries(BACK_LINKS))(
    '%s leads to a route, named in every language',
    (path, back) => {
      expect(routeFor(path), path).toBeDefined();
      expect(routeFor(back.to), back.to).toBeDefined();
      // The always-loaded area: the link renders before the screen's own texts matter.
      for (const texts of [enUS, zhTW, zhCN])
        expect(typeof textOf(texts, back.place)).toBe('string');
    },
  );

  it('ignores a trailing slash and has nothing for a tab', () => {
    expect(backFor('/menu/')).toEqual(backFor('/menu'));
    expect(backFor('/home')).toBeUndefined();
    expect(backFor('/profile')).toBeUndefined();
  });
});
