// @vitest-environment node
// docs/machines/<id>.json is what reviewers and tools read of a machine without running it, so it
// must hold every transition the running machine has: eventless (the entry redirect's rules),
// delayed, re-entering, guarded, each with its targets, in evaluation order; and each delay's value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ROOT } from '../../scripts/machines/generate';
import { FIXTURES } from '../model/fixtures/index';

type JsonTransition = {
  source: string;
  eventType: string;
  guard?: unknown;
  target?: string[];
  reenter?: boolean;
};
type JsonNode = {
  id: string;
  states: Record<string, JsonNode>;
  transitions: JsonTransition[];
  always?: JsonTransition[];
};

const guardName = (guard: unknown) =>
  typeof guard === 'object' && guard !== null && 'type' in guard
    ? String((guard as { type: unknown }).type)
    : String(guard);
const line = (t: JsonTransition) =>
  `${t.source} --${t.eventType || '(always)'}${t.guard === undefined ? '' : `[${guardName(t.guard)}]`}--> ${(t.target ?? []).join(',') || '(no target)'}${t.reenter ? ' (reenter)' : ''}`;

function fromJson(node: JsonNode): string[] {
  return [
    ...node.transitions.map(line),
    ...(node.always ?? []).map(line),
    ...Object.values(node.states).flatMap(fromJson),
  ];
}

function fromRuntime(node: AnyStateNode): string[] {
  const own = [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) =>
    line({
      source: `#${node.id}`,
      eventType: t.eventType,
      guard: t.guard,
      target: t.target?.map((target) => `#${target.id}`),
      reenter: t.reenter,
    }),
  );
  return [...own, ...Object.values(node.states).flatMap(fromRuntime)];
}

const machines: AnyStateMachine[] = Object.values(FIXTURES).map((fixture) => fixture.machine);
const read = (machine: AnyStateMachine) =>
  JSON.parse(
    readFileSync(path.join(ROOT, 'docs/machines', `${machine.id}.json`), 'utf8'),
  ) as JsonNode & { delays: Record<string, unknown> };

describe.each(machines.map((machine) => [machine.id, machine] as const))(
  '%s.json',
  (_id, machine) => {
    it('holds every transition of the running machine', () => {
      expect(fromJson(read(machine))).toEqual(fromRuntime(machine.root));
    });

    it('names the value of every delay', () => {
      const delays = (machine.implementations as { delays: Record<string, unknown> }).delays;
      expect(Object.keys(read(machine).delays).sort()).toEqual(Object.keys(delays).sort());
    });
  },
);

it('entryRedirect.json holds its rules, in order', () => {
  const machine = machines.find((m) => m.id === 'entryRedirect')!;
  const rules = read(machine).states.evaluating?.always ?? [];
  expect(rules.map((t) => t.target?.[0])).toEqual([
    '#entryRedirect.toQuestDescription',
    '#entryRedirect.toProfile',
    '#entryRedirect.toReback',
    '#entryRedirect.toSignUp',
    '#entryRedirect.toLogin',
    '#entryRedirect.mounting',
  ]);
});
