// Path generation from a machine: shortest paths extended so that every transition of the model
// appears in some path ("shortest paths with transition coverage"), named by support/path-id.ts.
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';

export type ModelStep = { event: EventObject; state: SnapshotFrom<AnyStateMachine> };
export type ModelPath = {
  /** What the path means, hashed: support/path-id.ts. */
  id: string;
  /** The input case this path starts from. */
  inputCase: string;
  initial: SnapshotFrom<AnyStateMachine>;
  steps: ModelStep[];
};

/** A generated path before it is named (support/path-id.ts names the ones walked). */
export type UnnamedPath = Omit<ModelPath, 'id'>;

export type InputCase<TInput> = { name: string; input: TInput };

export function generatePaths<TInput>(
  machine: AnyStateMachine,
  events: readonly EventObject[],
  inputCases: readonly InputCase<TInput>[],
  /** Bounds a model whose context could grow forever (a counter): events it may not take here. */
  allow: (snapshot: SnapshotFrom<AnyStateMachine>, event: EventObject) => boolean = () => true,
  /**
   * The longest path kept. Applied before a path is dropped as the prefix of a longer one, so a
   * transition whose only extension is too long stays covered by the shorter path.
   */
  maxSteps = Infinity,
): UnnamedPath[] {
  const all: UnnamedPath[] = [];
  for (const inputCase of inputCases) {
    const model = new TestModel(machine, {
      events: events as EventObject[],
      input: inputCase.input,
      // Only events the state really handles: an unhandled actor error would fail the machine.
      filterEvents: (snapshot, event) =>
        (snapshot as { can(e: EventObject): boolean }).can(event) && allow(snapshot, event),
    });
    const adjacency = model.getAdjacencyMap();
    const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
    const toState = new Map<string, ModelStep[]>();
    let initial: SnapshotFrom<AnyStateMachine> | undefined;
    for (const path of shortest) {
      const steps = path.steps.map((s) => ({ event: s.event, state: s.state }));
      initial ??= path.steps[0]?.state;
      toState.set(serialize(path.state), steps.slice(1));
    }
    const candidates: ModelStep[][] = [];
    for (const entry of Object.values(adjacency)) {
      const prefix = toState.get(serialize(entry.state));
      if (!prefix) continue;
      for (const next of Object.values(entry.transitions) as {
        event: EventObject;
        state: SnapshotFrom<AnyStateMachine>;
      }[]) {
        candidates.push([...prefix, { event: next.event, state: next.state }]);
      }
      if (Object.keys(entry.transitions).length === 0) candidates.push(prefix);
    }
    const unique = dropPrefixes(candidates.filter((steps) => steps.length <= maxSteps));
    for (const steps of unique) {
      all.push({
        inputCase: inputCase.name,
        initial: initial ?? machine.getInitialSnapshot({} as never, inputCase.input),
        steps,
      });
    }
  }
  return all;
}

/**
 * An event's type and payload, stable across runs: an actor's output as it is, an error by what
 * it says (an Error's message, a refusal's fields), never a stack: the covering set sends each
 * payload case (a right or a wrong code) once. Path ids do not read it (support/path-id.ts).
 */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const keys = Object.keys(payload).sort();
  const show = (key: string) => {
    const value = payload[key];
    if (key === 'error' && value instanceof Error) return JSON.stringify(value.message);
    return JSON.stringify(value);
  };
  return keys.length ? `${type}(${keys.map((k) => `${k}=${show(k)}`).join(',')})` : type;
}

function serialize(state: SnapshotFrom<AnyStateMachine>): string {
  const { value, context } = state as { value: unknown; context: unknown };
  return (
    JSON.stringify(value) +
    (context && Object.keys(context as object).length ? ` | ${JSON.stringify(context)}` : '')
  );
}

function signature(steps: ModelStep[]): string {
  return steps.map((s) => JSON.stringify(s.event)).join('>');
}

function dropPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const sigs = paths.map(signature);
  const seen = new Set<string>();
  return paths
    .filter((_p, i) => {
      const sig = sigs[i] ?? '';
      if (seen.has(sig)) return false;
      seen.add(sig);
      return (
        !sigs.some(
          (other, j) => j !== i && other.length > sig.length && other.startsWith(`${sig}>`),
        ) || sig === ''
      );
    })
    .filter((p, _i, arr) => p.length > 0 || arr.length === 1);
}
