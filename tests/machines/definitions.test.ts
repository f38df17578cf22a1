// @vitest-environment node
// docs/machines/<id>.json is what reviewers and tools read of a machine without running it, so it
// must hold every transition the running machine has in full: eventless (the entry redirect's
// rules), delayed, re-entering, guarded, each with its targets, actions and words, in evaluation
// order; each invoke's src, whether it is given an input and what its onDone / onError do; each
// delay's value; and the machine's input and output (decision 065).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { implementationName, type RunningTransition } from '../../scripts/machines/definition';
import { ROOT } from '../../scripts/machines/generate';
import { FIXTURES } from '../model/fixtures/index';

type JsonTransition = {
  source: string;
  eventType: string;
  description?: string;
  guard?: unknown;
  target?: string[];
  reenter?: boolean;
  actions?: unknown[];
};
type JsonOutcome = Omit<JsonTransition, 'source' | 'eventType'>;
type JsonInvoke = {
  id: string;
  src: string;
  hasInput: boolean;
  actor: { logic: string };
  onDone: JsonOutcome[];
  onError: JsonOutcome[];
};
type JsonNode = {
  id: string;
  states: Record<string, JsonNode>;
  transitions: JsonTransition[];
  always?: JsonTransition[];
  invoke: JsonInvoke[];
};
type JsonMachine = JsonNode & {
  delays: Record<string, unknown>;
  input: { type: string } | null;
  output: { type: string } | null;
};

const arrow = (t: JsonOutcome) =>
  `${t.guard === undefined ? '' : `[${implementationName(t.guard)}]`}--> ${(t.target ?? []).join(',') || '(no target)'}${t.reenter ? ' (reenter)' : ''} / ${(t.actions ?? []).map(implementationName).join(',')} "${t.description ?? ''}"`;
const line = (t: JsonTransition) => `${t.source} --${t.eventType || '(always)'}${arrow(t)}`;
const invokeLine = (source: string, i: JsonInvoke) =>
  `${source} invokes ${i.id} ← ${i.src}${i.hasInput ? ' (input)' : ''}; done: ${i.onDone.map(arrow).join(' | ')}; error: ${i.onError.map(arrow).join(' | ')}`;

/** Every transition and invoke of the JSON, as lines. */
function fromJson(node: JsonNode): string[] {
  return [
    ...node.transitions.map(line),
    ...(node.always ?? []).map(line),
    ...node.invoke.map((i) => invokeLine(`#${node.id}`, i)),
    ...Object.values(node.states).flatMap(fromJson),
  ];
}

const outcome = (t: RunningTransition): JsonOutcome => ({
  description: t.description,
  guard: t.guard,
  target: t.target?.map((target) => `#${target.id}`),
  reenter: t.reenter,
  actions: [...t.actions],
});

/** The same lines from the running machine. */
function fromRuntime(node: AnyStateNode): string[] {
  const all = [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ] as unknown as RunningTransition[];
  const of = (eventType: string) =>
    ((node.transitions.get(eventType) ?? []) as unknown as RunningTransition[]).map(outcome);
  return [
    ...all.map((t) => line({ source: `#${node.id}`, eventType: t.eventType, ...outcome(t) })),
    ...node.invoke.map((i) =>
      invokeLine(`#${node.id}`, {
        id: i.id,
        src: typeof i.src === 'string' ? i.src : '(inline)',
        hasInput: i.input !== undefined,
        actor: { logic: '' },
        onDone: of(`xstate.done.actor.${i.id}`),
        onError: of(`xstate.error.actor.${i.id}`),
      }),
    ),
    ...Object.values(node.states).flatMap(fromRuntime),
  ];
}

/** A delay as the JSON must give it: milliseconds when fixed, else the rule it is computed by. */
function runtimeDelays(machine: AnyStateMachine): Record<string, unknown> {
  const delays = (machine.implementations as { delays: Record<string, unknown> }).delays;
  return Object.fromEntries(
    Object.entries(delays).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? value
        : typeof value === 'function' && value.length === 0
          ? { ms: (value as () => unknown)(), computed: expect.any(String) }
          : { computed: expect.stringMatching(/context/) },
    ]),
  );
}

/** Lines the running machine has and the JSON lacks (-), and the other way round (+). */
function mismatches(machine: AnyStateMachine, json: JsonMachine): string[] {
  const running = fromRuntime(machine.root);
  const exported = fromJson(json);
  const delays = runtimeDelays(machine);
  const delayLines = Object.keys({ ...delays, ...json.delays })
    .filter((key) => {
      try {
        expect(json.delays[key]).toEqual(delays[key]);
        return false;
      } catch {
        return true;
      }
    })
    .map((key) => `delay ${key}: ${JSON.stringify(json.delays[key])} ≠ the running machine's`);
  return [
    ...running.filter((l) => !exported.includes(l)).map((l) => `- ${l}`),
    ...exported.filter((l) => !running.includes(l)).map((l) => `+ ${l}`),
    ...(running.join('\n') !== exported.join('\n') &&
    running.every((l) => exported.includes(l)) &&
    exported.every((l) => running.includes(l))
      ? ['(same lines in another order)']
      : []),
    ...delayLines,
  ];
}

const machines: AnyStateMachine[] = Object.values(FIXTURES).map((fixture) => fixture.machine);
const read = (machine: AnyStateMachine) =>
  JSON.parse(
    readFileSync(path.join(ROOT, 'docs/machines', `${machine.id}.json`), 'utf8'),
  ) as JsonMachine;
const byId = (id: string) => machines.find((m) => m.id === id)!;

describe.each(machines.map((machine) => [machine.id, machine] as const))(
  '%s.json',
  (_id, machine) => {
    it('holds every transition, invoke and delay of the running machine', () => {
      expect(mismatches(machine, read(machine))).toEqual([]);
    });

    it('gives the input the machine is created with and the output it ends with', () => {
      const json = read(machine);
      const config = machine.config as { context?: unknown; output?: unknown };
      // A context computed from the input is what reads it; a machine with no input declares none.
      if (typeof config.context === 'function') expect(json.input?.type).toBeTruthy();
      expect(json.output !== null, 'output').toBe(config.output !== undefined);
      for (const invoke of fromJsonInvokes(json))
        expect(invoke.actor.logic, `${invoke.id}'s actor`).not.toMatch(/inline|not read/);
    });
  },
);

function fromJsonInvokes(node: JsonNode): JsonInvoke[] {
  return [...node.invoke, ...Object.values(node.states).flatMap(fromJsonInvokes)];
}

it('entryRedirect.json holds its rules, in order', () => {
  const rules = read(byId('entryRedirect')).states.evaluating?.always ?? [];
  expect(rules.map((t) => t.target?.[0])).toEqual([
    '#entryRedirect.toQuestDescription',
    '#entryRedirect.toProfile',
    '#entryRedirect.toReback',
    '#entryRedirect.toSignUp',
    '#entryRedirect.toLogin',
    '#entryRedirect.mounting',
  ]);
});

// The comparison above must see one lost or changed part: each copy below differs from the running
// machine in one place, and the comparison has to say where.
describe('the export comparison', () => {
  it('fails when one target is changed', () => {
    const json = read(byId('entryRedirect'));
    json.states.evaluating!.always![3]!.target = ['#entryRedirect.toLogin'];
    expect(mismatches(byId('entryRedirect'), json)).toEqual([
      expect.stringMatching(
        /^- #entryRedirect\.evaluating --\(always\)\[hasInviteCodeWithoutLogin\]--> #entryRedirect\.toSignUp /,
      ),
      expect.stringMatching(
        /^\+ #entryRedirect\.evaluating --\(always\)\[hasInviteCodeWithoutLogin\]--> #entryRedirect\.toLogin /,
      ),
    ]);
  });

  it('fails when one delay is changed', () => {
    const reback = byId('reback');
    const slower = reback.provide({ delays: { REDIRECT_COUNTDOWN: 6000 } });
    expect(mismatches(slower, read(reback))).toEqual([
      "delay REDIRECT_COUNTDOWN: 5000 ≠ the running machine's",
    ]);
    const withdraw = byId('withdraw');
    const json = read(withdraw);
    json.delays.RESEND_COOLDOWN = { computed: '() => TIMING.CODE_RESEND_COOLDOWN_MS' };
    expect(mismatches(withdraw, json)).toEqual([
      `delay RESEND_COOLDOWN: ${JSON.stringify(json.delays.RESEND_COOLDOWN)} ≠ the running machine's`,
    ]);
  });

  it('fails when one invoke src, input or outcome is changed', () => {
    const withdraw = byId('withdraw');
    const changed = (edit: (invoke: JsonInvoke) => void) => {
      const json = read(withdraw);
      edit(json.states.quoting!.invoke[0]!);
      return mismatches(withdraw, json).map((l) => l.slice(0, 60));
    };
    const quote = '#withdraw.quoting invokes quote ← ';
    expect(changed((i) => (i.src = 'withdraw'))).toEqual([
      `- ${quote}quote (input); done: --> #withdraw.reviewi`.slice(0, 60),
      `+ ${quote}withdraw (input); done: --> #withdraw.revi`.slice(0, 60),
    ]);
    expect(changed((i) => (i.hasInput = false))).toEqual([
      `- ${quote}quote (input); done: --> #withdraw.reviewi`.slice(0, 60),
      `+ ${quote}quote; done: --> #withdraw.reviewing / keepQ`.slice(0, 60),
    ]);
    expect(changed((i) => i.onError.pop())).toHaveLength(2);
  });
});
