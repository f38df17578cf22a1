// @vitest-environment node
// The shared schemas (src/shared/api/schemas, src/features/*/api/schemas) name their error messages
// by i18n key: each must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { enUS } from './all-locales';

const src = path.resolve(import.meta.dirname, '..');
const features = readdirSync(path.join(src, 'features'));
const dirs = [
  path.join(src, 'shared', 'api', 'schemas'),
  ...features.map((area) => path.join(src, 'features', area, 'api', 'schemas')),
].filter((dir) => existsSync(dir));
const keys = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) =>
      [
        ...readFileSync(path.join(dir, f), 'utf8').matchAll(
          /'((?:account|signIn|errors)\.[\w.]+)'/g,
        ),
      ].map((m) => m[1] ?? ''),
    ),
);

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);

it('finds the message keys the schemas use', () => {
  expect(keys.length).toBeGreaterThan(0);
});

it.each([...new Set(keys)])('%s exists in en-US', (key) => {
  expect(typeof lookup(key)).toBe('string');
});
