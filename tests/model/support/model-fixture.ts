// What a model needs besides its machine: the events to try (with their payload cases), the
// input cases (ways to arrive), and the bounds of what a member can do. Shared by the model tests,
// the browser model runs and the QA catalogue (`npm run machines`), so all three walk the same paths.
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { coveringPaths } from './covering';
import { assignPathIds } from './path-id';
import { generatePaths, type InputCase, type ModelPath } from './paths';

export type ModelFixture<TInput = unknown> = {
  machine: AnyStateMachine;
  events: readonly (EventObject & Record<string, unknown>)[];
  inputCases: readonly InputCase<TInput>[];
  /** Events a member cannot cause in a state although the machine would take them. */
  allow?: (snapshot: SnapshotFrom<AnyStateMachine>, event: EventObject) => boolean;
  /** Longest path kept; transitions are still all covered (the coverage guard proves it). */
  maxSteps?: number;
  /** One line on each input case, for the QA catalogue. */
  inputCaseDescriptions: Record<string, string>;
  /**
   * What the model test checks on screen in each state (keyed like its state assertions: `a.b`),
   * given the model's snapshot there: the QA catalogue's "Expect" column. Keep it in step with
   * the test's assertions. Without it, the catalogue shows the state's description.
   */
  screens?: Record<string, (snapshot: SnapshotFrom<AnyStateMachine>) => string>;
};

const cache = new WeakMap<ModelFixture, ModelPath[]>();

/** The paths walked for a fixture: see covering.ts. Generated once per fixture. */
export function fixturePaths(fixture: ModelFixture): ModelPath[] {
  const known = cache.get(fixture);
  if (known) return known;
  const { machine, events, inputCases, allow, maxSteps } = fixture;
  const candidates = generatePaths(machine, events, inputCases, allow).filter(
    (p) => maxSteps === undefined || p.steps.length <= maxSteps,
  );
  // A short path dropped for a longer one that is then too long: only when the rest leave
  // something uncovered, so the catalogue (and QA's ids) stay as they were otherwise.
  const shortened =
    maxSteps === undefined ? [] : generatePaths(machine, events, inputCases, allow, maxSteps);
  const paths = assignPathIds(fixture, coveringPaths(fixture, candidates, shortened));
  cache.set(fixture, paths);
  return paths;
}
