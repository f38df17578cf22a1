// A Mermaid state diagram of a machine (docs/machines/<id>.mmd and the README's blocks), eventless
// (always) and delayed (after) transitions included, re-entering ones marked. Each arrow reads as
// the gallery's does (./graph.ts `wordsOf`): the transition's description in product words, guarded
// alternatives numbered in the order they are tried ("1. …", "otherwise: …"); the event id only
// where a transition has no description.
import type { AnyStateMachine } from 'xstate';
import { machineGraph, wordsOf, type GState, type GTransition } from './graph';

/** Mermaid ids may not contain dots: `session.signedIn.idle` → `session__signedIn__idle`. */
const mid = (id: string) => id.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');

/**
 * Text Mermaid's state-diagram grammar cannot take in a label, as its entity codes: `;` ends the
 * statement, `::` and a trailing `:` break the description token (a single `: ` inside is fine),
 * `#` starts an entity, and `<` `>` would be read as HTML. Mermaid decodes `#59;` and the like back
 * when it draws.
 */
const CODES: Record<string, string> = {
  '#': '#35;',
  ';': '#59;',
  ':': '#58;',
  '<': '#lt;',
  '>': '#gt;',
};

export function escapeLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[#;<>]|:(?=:|$)/g, (char) => CODES[char]!);
}

/** What an arrow says: the product words (else the event id), and whether it re-enters. */
export const arrowLabel = (t: GTransition) =>
  escapeLabel(`${wordsOf(t)}${t.reenter ? ' (re-enters)' : ''}`);

function declare(state: GState, indent: string, lines: string[]): void {
  lines.push(`${indent}state "${state.key}" as ${mid(state.id)}`);
  if (state.children.length === 0) return;
  lines.push(`${indent}state ${mid(state.id)} {`);
  for (const child of state.children) declare(child, `${indent}  `, lines);
  if (state.initial) lines.push(`${indent}  [*] --> ${mid(state.initial)}`);
  for (const child of state.children)
    if (child.kind === 'final') lines.push(`${indent}  ${mid(child.id)} --> [*]`);
  lines.push(`${indent}}`);
}

export function toMermaid(machine: AnyStateMachine): string {
  const graph = machineGraph(machine);
  const lines = ['stateDiagram-v2'];
  // The machine itself is the outer box, so its own (root-level) transitions have a state to hang on.
  declare(graph.root, '  ', lines);
  lines.push(`  [*] --> ${mid(graph.root.id)}`);
  // A targetless transition stays put (no exit, no entry) and is drawn as a loop, as in the gallery.
  for (const t of graph.transitions)
    lines.push(`  ${mid(t.source)} --> ${mid(t.target)}: ${arrowLabel(t)}`);
  return `${lines.join('\n')}\n`;
}
