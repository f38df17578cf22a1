// @vitest-environment node
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './strip-machine-descriptions';

const SESSION = readFileSync(
  new URL('../../src/shared/machines/session.machine.ts', import.meta.url),
  'utf8',
);

describe('production builds drop state descriptions', () => {
  it('removes every string description and keeps the rest of the config', () => {
    const out = stripDescriptions(
      `const m = { states: { a: { description: 'A state, with a comma', on: { go: 'b' } }, b: {
        description:
          "B's words",
        type: 'final' } } };`,
    );
    expect(out).not.toContain('description');
    expect(out).toContain("on: { go: 'b' }");
    expect(out).toContain("type: 'final'");
  });
  it('leaves a real machine file valid TypeScript, with no description left', () => {
    const out = stripDescriptions(SESSION);
    expect(out).not.toMatch(/description:/);
    const { diagnostics } = ts.transpileModule(out, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
    expect(out).toContain("id: 'checkUrlToken'");
  });
});
