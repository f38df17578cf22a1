// docs/machines/<id>.json: what reviewers and tools read of a machine without running it. The
// running machine gives every transition (eventless and delayed ones too, re-entry, guards, targets,
// actions), each invoke's src, whether it is given an input, and what its onDone / onError do, and
// the value of a fixed delay; the source (./source-shapes.ts) gives what only the types say: the
// machine's input and output, each actor's, and the rule of a delay computed at run time
// (docs/decisions/065-machine-export-runtime-and-source.md).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { ActorShape, SourceShapes } from './source-shapes';

/** A transition of the running machine, as xstate holds it (eventless ones have the event ''). */
export type RunningTransition = {
  eventType: string;
  description?: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
  reenter?: boolean;
  actions: readonly unknown[];
};
type InvokeDefinition = { id: string; src: unknown };

/** A guard's or action's name: a string, or `{ type, params }`; a function is `(inline)`. */
export const implementationName = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'type' in value)
    return String((value as { type: unknown }).type);
  return '(inline)';
};

/** One onDone / onError alternative, as the invoke's own summary of where it leads. */
function outcome(t: RunningTransition): Record<string, unknown> {
  return {
    ...(t.description ? { description: t.description } : {}),
    ...(t.guard === undefined ? {} : { guard: implementationName(t.guard) }),
    target: (t.target ?? []).map((target) => `#${target.id}`),
    ...(t.reenter ? { reenter: true } : {}),
    actions: t.actions.map(implementationName),
  };
}

function invokeDefinition(
  node: AnyStateNode,
  invoke: InvokeDefinition,
  index: number,
  actors: Record<string, ActorShape>,
): Record<string, unknown> {
  const running = node.invoke[index] as { input?: unknown; systemId?: string } | undefined;
  const outcomes = (kind: 'done' | 'error') =>
    (
      (node.transitions.get(`xstate.${kind}.actor.${invoke.id}`) ??
        []) as unknown as RunningTransition[]
    ).map(outcome);
  const actor = typeof invoke.src === 'string' ? actors[invoke.src] : undefined;
  // xstate's own entry serializes to { id, src, type } only (its toJSON), so it is rebuilt here.
  return {
    id: invoke.id,
    src: invoke.src,
    type: 'xstate.invoke',
    ...(running?.systemId ? { systemId: running.systemId } : {}),
    hasInput: running?.input !== undefined,
    actor: actor ?? { logic: '(inline)' },
    onDone: outcomes('done'),
    onError: outcomes('error'),
  };
}

/**
 * A state node's definition with what xstate's `definition` leaves out: its eventless (`always`)
 * transitions, in evaluation order, and each invoke's input and outcomes. Transitions serialize
 * themselves (source, event, guard, targets, reenter, actions; a delayed one names its delay).
 */
function nodeDefinition(node: AnyStateNode, shapes: SourceShapes): Record<string, unknown> {
  const {
    states: _states,
    transitions,
    invoke,
    ...rest
  } = node.definition as unknown as Record<string, unknown> & { invoke: InvokeDefinition[] };
  const states = Object.fromEntries(
    Object.entries(node.states).map(([key, child]) => [key, nodeDefinition(child, shapes)]),
  );
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    result[key] = value;
    if (key === 'history') result.states = states;
    if (key === 'on') Object.assign(result, { transitions, always: node.always ?? [] });
    if (key === 'order')
      result.invoke = invoke.map((entry, index) =>
        invokeDefinition(node, entry, index, shapes.actors),
      );
  }
  return result;
}

/**
 * A delay's value: its milliseconds when fixed (a number, or a function of nothing, such as
 * `() => TIMING.CODE_RESEND_COOLDOWN_MS`), else the rule it is computed by, as written.
 */
function delayValue(name: string, value: unknown, shapes: SourceShapes): unknown {
  if (typeof value === 'number') return value;
  const computed = shapes.delays[name] ?? '(not read from the source)';
  if (typeof value === 'function' && value.length === 0)
    return { ms: (value as () => unknown)(), computed };
  return { computed };
}

/** The machine's definition for docs/machines/<id>.json. */
export function machineDefinition(
  machine: AnyStateMachine,
  shapes: SourceShapes,
): Record<string, unknown> {
  const delays = (machine.implementations as { delays?: Record<string, unknown> }).delays ?? {};
  const hasOutput = (machine.config as { output?: unknown }).output !== undefined;
  return {
    ...nodeDefinition(machine.root, shapes),
    input: shapes.input ?? null,
    output: hasOutput ? (shapes.output ?? { type: '(not declared)' }) : null,
    delays: Object.fromEntries(
      Object.entries(delays).map(([name, value]) => [name, delayValue(name, value, shapes)]),
    ),
  };
}
