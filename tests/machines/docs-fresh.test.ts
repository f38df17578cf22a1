// @vitest-environment node
// docs/machines and docs/paths are generated (`npm run machines`); a machine changed without
// regenerating them fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GENERATED_DIRS, HAND_KEPT, ROOT, generateDocs } from '../../scripts/machines/generate';

const files = generateDocs();

it.each([...files.keys()])('%s is up to date (run `npm run machines`)', (rel) => {
  const file = path.join(ROOT, rel);
  expect(existsSync(file), `${rel} is missing`).toBe(true);
  expect(readFileSync(file, 'utf8')).toBe(files.get(rel));
});

it('has no generated file left from a machine that is gone', () => {
  const extra = GENERATED_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir)).map((n) => `${dir}/${n}`),
  ).filter((rel) => !files.has(rel) && !HAND_KEPT.has(rel));
  expect(extra).toEqual([]);
});
