// A Mermaid state diagram of a machine, eventless (always) and delayed (after) transitions included,
// re-entering ones marked.
import type { AnyStateMachine } from 'xstate';

type Node = {
  id: string;
  key: string;
  type: string;
  states: Record<string, Node>;
  initial?: { target: readonly Node[] };
  transitions: Map<string, Transition[]>;
  always?: Transition[];
  after?: Transition[];
  description?: string;
};
type Transition = {
  eventType: string;
  guard?: unknown;
  target?: readonly Node[];
  source: Node;
  delay?: unknown;
  reenter?: boolean;
};

/** Mermaid ids may not contain dots: `session.signedIn.idle` → `session__signedIn__idle`. */
const mid = (node: Node) => node.id.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');

function guardText(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return ` [${String((guard as { type: unknown }).type)}]`;
  return ' [guarded]';
}

export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const after = /^xstate\.after\.(.+?)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType === '' ? 'always' : eventType;
}

function declare(node: Node, indent: string, lines: string[]): void {
  const children = Object.values(node.states);
  lines.push(`${indent}state "${node.key}" as ${mid(node)}`);
  if (children.length === 0) return;
  lines.push(`${indent}state ${mid(node)} {`);
  const initial = node.initial?.target[0];
  for (const child of children) declare(child, `${indent}  `, lines);
  if (initial) lines.push(`${indent}  [*] --> ${mid(initial)}`);
  for (const child of children)
    if (child.type === 'final') lines.push(`${indent}  ${mid(child)} --> [*]`);
  lines.push(`${indent}}`);
}

function edges(node: Node, lines: string[]): void {
  const all: Transition[] = [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []).map((t) => ({ ...t, eventType: '' })),
  ];
  for (const t of all) {
    // A targetless transition stays put (no exit, no entry); a re-entering one leaves its state and
    // enters it again (entry actions and invokes run anew). Both draw as a loop, so say which.
    const reenter = t.reenter ? ' (re-enters)' : '';
    const label = `${eventLabel(t.eventType)}${guardText(t.guard)}${reenter}`.replace(/:/g, ' ');
    const targets = t.target?.length ? t.target : [node];
    for (const target of targets) lines.push(`  ${mid(node)} --> ${mid(target)}: ${label}`);
  }
  for (const child of Object.values(node.states)) edges(child, lines);
}

export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const lines = ['stateDiagram-v2'];
  // The machine itself is the outer box, so its own (root-level) transitions have a state to hang on.
  declare(root, '  ', lines);
  lines.push(`  [*] --> ${mid(root)}`);
  edges(root, lines);
  return `${lines.join('\n')}\n`;
}
