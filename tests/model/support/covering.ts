// Which paths to walk: of the generated candidates, a small set that still takes every transition
// of the machine, sends every fixture event (each payload case: a wrong code, a weak password) and
// starts from every input case. The model tests, the browser model runs and the QA catalogue all
// walk this set (through `fixturePaths`), so QA's list is what is tested.
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { CoverageRecorder } from './coverage';
import { describeEvent, type UnnamedPath } from './paths';

type Replayable = {
  machine: AnyStateMachine;
  inputCases: readonly { name: string; input: unknown }[];
};

/**
 * The machine with no side effects: actors that never answer (a path's events alone move it, as in
 * the model) and custom actions that do nothing (no storage written, no navigation); the built-in
 * ones (assign, raise, sendTo, …) still run, so context and transitions are the machine's own.
 */
export function idleMachine(machine: AnyStateMachine): AnyStateMachine {
  const idle = fromPromise(() => new Promise<never>(() => {}));
  const { actors, actions } = machine.implementations as {
    actors: Record<string, unknown>;
    actions: Record<string, unknown>;
  };
  const isBuiltIn = (action: unknown) =>
    String((action as { type?: unknown }).type ?? '').startsWith('xstate.');
  return machine.provide({
    actors: Object.fromEntries(Object.keys(actors).map((src) => [src, idle])),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !isBuiltIn(action))
        .map(([name]) => [name, () => {}]),
    ),
  });
}

/** Replays the paths on the machine itself into `recorder` (states visited, transitions taken). */
export function replay(
  fixture: Replayable,
  paths: readonly UnnamedPath[],
  recorder: CoverageRecorder,
): void {
  const machine = idleMachine(fixture.machine);
  for (const path of paths) {
    const input = fixture.inputCases.find((c) => c.name === path.inputCase)?.input;
    const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
    for (const step of path.steps) actor.send(step.event as never);
    actor.stop();
  }
}

/** What one path covers: its input case, the events it sends, the states and transitions it takes. */
function coverageItems(fixture: Replayable, path: UnnamedPath): Set<string> {
  const recorder = new CoverageRecorder();
  replay(fixture, [path], recorder);
  const id = fixture.machine.id;
  return new Set([
    `input:${path.inputCase}`,
    ...path.steps.map((s) => `event:${describeEvent(s.event)}`),
    ...[...(recorder.states.get(id) ?? [])].map((s) => `state:${s}`),
    ...[...(recorder.transitions.get(id) ?? [])].map((t) => `transition:${t}`),
  ]);
}

/**
 * Greedy set cover: take the path that covers most of what is not yet covered (the shorter one on
 * a tie, then the earlier one), until nothing more is gained. The result keeps generation order.
 * `fallback` paths are weighed only once `candidates` gain nothing more, and follow them.
 */
export function coveringPaths<T extends UnnamedPath>(
  fixture: Replayable,
  candidates: readonly T[],
  fallback: readonly T[] = [],
): T[] {
  const covered = new Set<string>();
  const first = greedyCover(fixture, candidates, covered);
  const known = new Set(candidates.map(signature));
  const rest = greedyCover(
    fixture,
    fallback.filter((p) => !known.has(signature(p))),
    covered,
  );
  return [...first, ...rest];
}

const signature = (path: UnnamedPath) =>
  `${path.inputCase}:${path.steps.map((s) => describeEvent(s.event)).join('>')}`;

/** Adds what the chosen paths cover to `covered`. */
function greedyCover<T extends UnnamedPath>(
  fixture: Replayable,
  candidates: readonly T[],
  covered: Set<string>,
): T[] {
  const items = candidates.map((p) => coverageItems(fixture, p));
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    items.forEach((set, i) => {
      if (chosen.has(i)) return;
      let gain = 0;
      for (const item of set) if (!covered.has(item)) gain++;
      const shorter =
        best >= 0 &&
        gain === bestGain &&
        candidates[i]!.steps.length < candidates[best]!.steps.length;
      if (gain > bestGain || shorter) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const item of items[best]!) covered.add(item);
  }
  return candidates.filter((_p, i) => chosen.has(i));
}
