// Which states and transitions of a machine exist, and which ones a running actor really took.
// Transitions are keyed by source, event, guard and targets, so a `machine.provide(...)` copy (what
// the app runs) is compared with the definition in src/machines/ by meaning, not object identity.
import type { AnyStateMachine, InspectionEvent } from 'xstate';

type NodeLike = {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
};
type TransitionLike = {
  source: { id: string };
  eventType: string;
  guard?: unknown;
  target?: readonly { id: string }[];
};

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'inline';
}

export function transitionKey(t: TransitionLike): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',');
  return `${t.source.id} --${t.eventType || '(always)'}${t.guard ? `[${guardName(t.guard)}]` : ''}--> ${targets || '(self)'}`;
}

function walk(node: NodeLike, visit: (node: NodeLike) => void): void {
  visit(node);
  for (const child of Object.values(node.states)) walk(child, visit);
}

export function machineInventory(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
} {
  const states: string[] = [];
  const transitions: string[] = [];
  walk(machine.root as unknown as NodeLike, (node) => {
    states.push(node.id);
    for (const list of node.transitions.values())
      for (const t of list) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
  });
  return { states, transitions };
}

/** Records, per machine id, the state nodes visited and transitions taken by live actors. */
export class CoverageRecorder {
  readonly states = new Map<string, Set<string>>();
  readonly transitions = new Map<string, Set<string>>();

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { machine?: AnyStateMachine; _nodes?: { id: string }[] };
    const machineId = snapshot.machine?.id;
    if (!machineId) return;
    const states = this.bucket(this.states, machineId);
    for (const node of snapshot._nodes ?? []) states.add(node.id);
    if (event.type === '@xstate.microstep') {
      const taken = this.bucket(this.transitions, machineId);
      for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions) {
        taken.add(transitionKey(t));
        // A transient state (one left by an eventless transition) is never a resting snapshot.
        states.add(t.source.id);
      }
    }
  };

  private bucket(map: Map<string, Set<string>>, id: string): Set<string> {
    let set = map.get(id);
    if (!set) map.set(id, (set = new Set()));
    return set;
  }

  /** What the machine has that no run reached; both lists must be empty. */
  missing(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
    const inventory = machineInventory(machine);
    const states = this.states.get(machine.id) ?? new Set();
    const transitions = this.transitions.get(machine.id) ?? new Set();
    return {
      states: inventory.states.filter((s) => !states.has(s)),
      transitions: inventory.transitions.filter((t) => !transitions.has(t)),
    };
  }
}
