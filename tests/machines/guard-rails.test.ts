// @vitest-environment node
// Guard rails for the statecharts: every machine has a model test and a fixture, its fixture can
// send every event it accepts, and its generated paths reach every state and transition.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../scripts/machines/catalogue';
import { machineSources, modelTestOf } from '../../scripts/machines/sources';
import { FIXTURES } from '../model/fixtures/index';
import { stateKeys } from '../model/support/harness';
import { fixturePaths } from '../model/support/model-fixture';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const stems = [...machineSources().keys()];

describe.each(stems)('the %s machine', (stem) => {
  const fixture = FIXTURES[stem];

  it('has a model test of the same stem that asserts full coverage', () => {
    const file = path.join(ROOT, modelTestOf(stem));
    expect(existsSync(file), modelTestOf(stem)).toBe(true);
    // tests/model/support/walk.ts asserts full coverage for every test that walks through it.
    expect(readFileSync(file, 'utf8')).toMatch(/expectFullCoverage\(|walkModel(<[^>]*>)?\(/);
  });

  it('has a model fixture', () => {
    expect(fixture, `tests/model/fixtures/index.ts has no "${stem}"`).toBeDefined();
  });

  it('has a fixture event for every event the machine accepts', () => {
    const accepted = new Set((fixture?.machine.root as unknown as { events: string[] }).events);
    const given = new Set(fixture?.events.map((e) => e.type));
    expect([...accepted].filter((type) => !given.has(type))).toEqual([]);
  });

  it('has paths that reach every state and transition', () => {
    if (!fixture) return;
    const c = coverageOf(fixture, fixturePaths(fixture));
    expect(c.statesCovered).toBe(c.states);
    expect(c.transitionsCovered).toBe(c.transitions);
  });

  // The catalogue's "Expect" column says what the test checks on screen, state by state.
  it('says what is checked on screen in every state its paths reach, if it says it for any', () => {
    if (!fixture?.screens) return;
    const reached = fixturePaths(fixture).flatMap((p) =>
      [p.initial, ...p.steps.map((s) => s.state)].flatMap((s) => stateKeys(s.value)),
    );
    expect([...new Set(reached)].filter((key) => !fixture.screens?.[key])).toEqual([]);
  });

  // QA runs a path by its id (`npm run test:path -- <id>`): one id, one path.
  it('gives every path its own id', () => {
    if (!fixture) return;
    const ids = fixturePaths(fixture).map((p) => p.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

it('every fixture belongs to a machine file', () => {
  expect(Object.keys(FIXTURES).filter((stem) => !stems.includes(stem))).toEqual([]);
});
