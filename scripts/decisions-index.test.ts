// @vitest-environment node
// The decisions index (docs/decisions/README.md) names every decision file once, and only files
// that exist, so a newcomer can walk from the index to every choice the code follows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]!);

describe('the decisions index', () => {
  it('links every decision once', () => {
    expect(files.filter((file) => !linked.includes(file))).toEqual([]);
    expect(linked.length).toBe(new Set(linked).size);
  });

  it('links only files that exist', () => {
    expect(linked.filter((file) => !existsSync(path.join(DIR, file)))).toEqual([]);
  });

  it('numbers the decisions without reusing a number', () => {
    const numbers = files.map((file) => file.slice(0, 3));
    expect(numbers.length).toBe(new Set(numbers).size);
  });
});
