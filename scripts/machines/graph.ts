// A machine as plain data for the gallery (scripts/gallery) and the Mermaid export (./mermaid.ts):
// its state tree, every transition (eventless and delayed ones included) with its product words,
// and its events with the states that take them. Read from the machine object itself, once for
// both, so the two diagrams never label an arrow differently.
import type { AnyStateMachine } from 'xstate';

type Node = {
  id: string;
  key: string;
  type: string;
  description?: string;
  states: Record<string, Node>;
  initial?: { target: readonly Node[] };
  transitions: Map<string, RawTransition[]>;
  always?: RawTransition[];
};
type RawTransition = {
  eventType: string;
  guard?: unknown;
  target?: readonly Node[];
  description?: string;
  reenter?: boolean;
};

export type StateKind = 'machine' | 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type EventKind = 'event' | 'done' | 'error' | 'after' | 'always';

export type GState = {
  /** The state's full id (`convert.offer.quoted`): unique, used for the diagram's node ids. */
  id: string;
  /** The id without the machine's (`offer.quoted`); the machine itself is its own id. */
  path: string;
  key: string;
  kind: StateKind;
  description?: string;
  initial?: string;
  children: GState[];
};
export type GTransition = {
  id: string;
  source: string;
  target: string;
  eventType: string;
  kind: EventKind;
  /** `event [guard]`: the code's name for the transition, listed beside its words. */
  label: string;
  guard?: string;
  /** The transition's description in product words: what the diagram draws on the arrow. */
  description?: string;
  /** It leaves its state and enters it again (entry actions and invokes run anew). */
  reenter?: boolean;
};

/** What the diagram writes on an arrow: the product words, else (a machine without them) the code. */
export const wordsOf = (t: GTransition) => t.description?.trim() || t.label;
export type GEvent = { label: string; kind: EventKind; eventTypes: string[]; acceptedIn: string[] };
export type MachineGraph = {
  id: string;
  root: GState;
  states: GState[];
  transitions: GTransition[];
  events: GEvent[];
};

/** An event type as a diagram names it: `quote done`, `quote failed`, `after RESEND_COOLDOWN`. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.(.+?)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType === '' ? 'always' : eventType;
}

function kindOfEvent(eventType: string): EventKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'after';
  return 'event';
}

/** `onDone` of a compound state reads as that; the rest as scripts/machines/mermaid.ts words them. */
function labelOf(eventType: string): string {
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventLabel(eventType);
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guarded';
}

function stateOf(node: Node, machineId: string): GState {
  const children = Object.values(node.states).map((child) => stateOf(child, machineId));
  const kind: StateKind =
    node.id === machineId
      ? 'machine'
      : node.type === 'parallel' || node.type === 'final' || node.type === 'history'
        ? node.type
        : children.length > 0
          ? 'compound'
          : 'atomic';
  return {
    id: node.id,
    path: node.id === machineId ? machineId : node.id.slice(machineId.length + 1),
    key: node.key,
    kind,
    description: node.description,
    initial: node.initial?.target[0]?.id,
    children,
  };
}

function flatten(state: GState): GState[] {
  return [state, ...state.children.flatMap(flatten)];
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const rootNode = machine.root as unknown as Node;
  const root = stateOf(rootNode, machine.id);
  const transitions: GTransition[] = [];
  const walk = (node: Node) => {
    const all: RawTransition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((t) => ({ ...t, eventType: '' })),
    ];
    for (const t of all) {
      const guard = guardName(t.guard);
      const label = `${labelOf(t.eventType)}${guard ? ` [${guard}]` : ''}`;
      // A targetless transition stays where it is: drawn as a loop on its own state.
      for (const target of t.target?.length ? t.target : [node])
        transitions.push({
          id: `t${transitions.length}`,
          source: node.id,
          target: target.id,
          eventType: t.eventType,
          kind: kindOfEvent(t.eventType),
          label,
          guard,
          description: t.description,
          ...(t.reenter ? { reenter: true } : {}),
        });
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(rootNode);

  const states = flatten(root);
  const pathOf = new Map(states.map((s) => [s.id, s.path]));
  const events = new Map<string, GEvent>();
  for (const t of transitions) {
    const label = labelOf(t.eventType);
    const event = events.get(label) ?? {
      label,
      kind: t.kind,
      eventTypes: [],
      acceptedIn: [],
    };
    if (!event.eventTypes.includes(t.eventType)) event.eventTypes.push(t.eventType);
    const where = pathOf.get(t.source)!;
    if (!event.acceptedIn.includes(where)) event.acceptedIn.push(where);
    events.set(label, event);
  }
  const order: EventKind[] = ['event', 'done', 'error', 'after', 'always'];
  const sortedEvents = [...events.values()].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.label.localeCompare(b.label),
  );
  return { id: machine.id, root, states, transitions, events: sortedEvents };
}
