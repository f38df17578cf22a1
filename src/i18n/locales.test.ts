import { describe, expect, it } from 'vitest';
import { AREAS_BY_LANGUAGE, enUS, zhCN, zhTW } from './all-locales';
import { TEXT_AREAS } from './text-areas';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const en = flatten(enUS as Tree);

describe.each([
  ['zh-TW', zhTW],
  ['zh-CN', zhCN],
])('%s', (_name, locale) => {
  const other = flatten(locale as Tree);
  it('has exactly the keys of en-US', () => {
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it('has no empty or untranslated value, and the same placeholders', () => {
    for (const [key, value] of other) {
      const english = en.get(key) ?? '';
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toBe(english);
      expect(placeholders(value), key).toEqual(placeholders(english));
    }
  });
});

it('en-US has no empty value', () => {
  for (const [key, value] of en) expect(value.trim(), key).not.toBe('');
});

describe('text areas', () => {
  it.each(Object.entries(AREAS_BY_LANGUAGE))(
    '%s has one file per area, and no two areas hold the same key',
    (_name, areas) => {
      expect(Object.keys(areas).sort()).toEqual([...TEXT_AREAS].sort());
      const owners = new Map<string, string>();
      for (const [area, tree] of Object.entries(areas)) {
        for (const key of flatten(tree as Tree).keys()) {
          expect(owners.get(key), `${key} is in ${owners.get(key)} and ${area}`).toBeUndefined();
          owners.set(key, area);
        }
      }
    },
  );
});
