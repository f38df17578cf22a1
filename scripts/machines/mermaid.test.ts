// @vitest-environment jsdom
// docs/machines/<id>.mmd (and the README's Mermaid blocks, the same text) speak product words
// (issue 32 item 2): read by Mermaid's own parser, every arrow of a transition that has a
// description says that description, numbered alternatives included, and no code word (an event
// id, a guard name) stands where the words should be.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { FIXTURES } from '../../tests/model/fixtures/index';
import { ROOT } from './generate';
import { machineGraph, type GTransition } from './graph';
import { escapeLabel } from './mermaid';

type Arrow = { from: string; to: string; label: string };
type StateDb = { getData(): { edges: { start: string; end: string; label?: string }[] } };
type Api = { getDiagramFromText(text: string): Promise<{ db: StateDb }> };

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };
/** What Mermaid draws for a label: its entity codes (`#59;`, `#lt;`) decoded as it decodes them. */
const decode = (text: string) =>
  text
    .replace(/\uFB02\xB0\xB0(\d+)\xB6\xDF/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\uFB02\xB0(\w+)\xB6\xDF/g, (_, name: string) => NAMED[name] ?? `&${name};`);

/** The arrows as Mermaid reads them (initial and final markers left out). */
async function arrowsOf(text: string): Promise<Arrow[]> {
  await mermaid.parse(text); // registers the diagram type
  const api = (mermaid as unknown as { mermaidAPI: Api }).mermaidAPI;
  const { db } = await api.getDiagramFromText(text);
  return db
    .getData()
    .edges.filter((edge) => edge.label !== undefined && edge.label !== '')
    .map((edge) => ({ from: edge.start, to: edge.end, label: decode(edge.label!) }));
}

const mid = (id: string) => id.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');

/**
 * Arrows of described transitions whose label holds a code word of the machine: one of its event
 * ids, guard names or `xstate.` events, or a `[guard]`. Arrows pair with transitions in order.
 */
function codeWordArrows(arrows: readonly Arrow[], transitions: readonly GTransition[]): string[] {
  const words = new Set<string>();
  for (const t of transitions) {
    if (t.guard) words.add(t.guard);
    if (t.kind === 'event') words.add(t.eventType);
  }
  const isCode = (label: string, t: GTransition) =>
    label.includes(t.label) ||
    /\[[^\]]*\]|xstate\./.test(label) ||
    label.split(/[\s,;:()“”"]+/).some((word) => words.has(word));
  return transitions.flatMap((t, index) => {
    const arrow = arrows[index];
    return t.description && arrow && isCode(arrow.label, t)
      ? [`${arrow.from} --> ${arrow.to}: ${arrow.label}`]
      : [];
  });
}

const machines: AnyStateMachine[] = Object.values(FIXTURES).map((fixture) => fixture.machine);
const committed = (machine: AnyStateMachine) =>
  readFileSync(path.join(ROOT, 'docs/machines', `${machine.id}.mmd`), 'utf8');

describe.each(machines.map((machine) => [machine.id, machine] as const))(
  '%s.mmd',
  (_id, machine) => {
    it('labels every arrow with its transition’s words, as Mermaid reads them', async () => {
      const { transitions } = machineGraph(machine);
      const arrows = await arrowsOf(committed(machine));
      expect(arrows.map((a) => `${a.from} --> ${a.to}: ${a.label}`)).toEqual(
        transitions.map(
          (t) =>
            `${mid(t.source)} --> ${mid(t.target)}: ${(t.description?.trim() || t.label).replace(/\s+/g, ' ')}${t.reenter ? ' (re-enters)' : ''}`,
        ),
      );
      expect(codeWordArrows(arrows, transitions)).toEqual([]);
    });
  },
);

describe('the code-word check', () => {
  it('fails when an arrow with a description is labelled with its event id and guard', async () => {
    const withdraw = machines.find((m) => m.id === 'withdraw')!;
    const text = committed(withdraw);
    const words = ': 1. Tap “Continue” — the form is valid\n';
    expect(text).toContain(words);
    const arrows = await arrowsOf(text.replace(words, ': form.submit [isFormValid]\n'));
    expect(codeWordArrows(arrows, machineGraph(withdraw).transitions)).toEqual([
      'withdraw__editing --> withdraw__quoting: form.submit [isFormValid]',
    ]);
  });
});

describe('escapeLabel', () => {
  it('keeps what Mermaid reads as it is written and codes the rest', async () => {
    const words = 'otherwise: a; b:: c <d> #e: “f” — 1.6 s:';
    const label = escapeLabel(words);
    expect(label).toBe('otherwise: a#59; b#58;: c #lt;d#gt; #35;e: “f” — 1.6 s#58;');
    const [arrow] = await arrowsOf(`stateDiagram-v2\n  a --> b: ${label}\n`);
    expect(arrow?.label).toBe(words);
  });
});
