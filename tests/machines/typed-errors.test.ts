// @vitest-environment node
// Flows branch on the platform's status by name (src/api/errors.ts hasStatus / isRefusal), never on
// a translation key, and read an actor's error through typed params (form-error.ts errorParams),
// never through a cast: a renamed text must not change what a flow does.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Every machines/ folder: one per feature area and the shared kernel's. */
const DIRS = [
  ...readdirSync(path.join(ROOT, 'src/features')).map((area) => `src/features/${area}/machines`),
  'src/shared/machines',
].filter((dir) => existsSync(path.join(ROOT, dir)));
const files = DIRS.flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`),
);

const FORBIDDEN: [string, RegExp][] = [
  ['a translation key compared', /\.key\s*[!=]==|[!=]==\s*'errors\.|messageKey\s*[!=]==/],
  [
    'a list of translation keys to branch on',
    /\[\s*\n?\s*'errors\.status\.[A-Za-z]+',\s*\n?\s*'errors\./,
  ],
  ['an error read through a cast', /as \{[^}]*error\??:/],
];

describe.each(files)('%s', (file) => {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  it.each(FORBIDDEN)('has no %s', (_what, pattern) => {
    expect(source).not.toMatch(pattern);
  });
});

describe('the rule itself', () => {
  it('reads every machines folder', () => {
    expect(files.filter((file) => file.endsWith('.machine.ts')).length).toBeGreaterThan(30);
  });
  it('catches what it is meant to', () => {
    expect("if (error?.key === 'errors.status.BetaEnded')").toMatch(FORBIDDEN[0]![1]);
    expect("['errors.status.VerificationCodeError', 'errors.status.X']").toMatch(FORBIDDEN[1]![1]);
    expect('(event as { error?: { kind?: unknown } })').toMatch(FORBIDDEN[2]![1]);
  });
});
