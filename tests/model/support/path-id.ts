// A path's id says what the path means, so QA's bookmarks, tickets and test plans survive a fixture
// edit: the machine, and for the start and each step the event's type, the transitions the machine
// took (source, event, guard name, targets) and the state it came to rest in. Payloads (an amount, a
// quote id, a typed code), input case names and descriptions are left out on purpose; a changed
// amount or a reworded state renames nothing, a new guard or target does (docs/paths/retired.json
// then maps the old id to the new one).
import { createHash } from 'node:crypto';
import { createActor, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { transitionKey } from './coverage';
import { idleMachine } from './covering';
import type { ModelPath } from './paths';

type Replayable = {
  machine: AnyStateMachine;
  inputCases: readonly { name: string; input: unknown }[];
};
type TransitionLike = Parameters<typeof transitionKey>[0];

/**
 * One line per moment of the path: `start` or the event's type, then what the machine did. Replayed
 * on the machine with idle actors (as the coverage count is), so only the path's own events move it.
 */
export function pathMeaning(
  fixture: Replayable,
  path: Pick<ModelPath, 'inputCase' | 'steps'>,
): string[] {
  const machine = idleMachine(fixture.machine);
  let taken: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const snapshot = event.snapshot as { machine?: AnyStateMachine };
    if (snapshot.machine?.id !== fixture.machine.id) return;
    for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions)
      taken.push(transitionKey(t));
  };
  const input = fixture.inputCases.find((c) => c.name === path.inputCase)?.input;
  const actor = createActor(machine, { input, inspect });
  const lines: string[] = [];
  const moment = (label: string) => {
    const value = JSON.stringify((actor.getSnapshot() as { value: unknown }).value);
    lines.push(`${label}: ${taken.join(' ; ')} => ${value}`);
    taken = [];
  };
  actor.start();
  moment('start');
  for (const step of path.steps) {
    actor.send(step.event as never);
    moment(`${step.event.type}${failureOf(step.event)}`);
  }
  actor.stop();
  return lines;
}

/**
 * What kind of failure an actor's error event brings: what the platform answered (no answer, an HTTP
 * failure, an unreadable answer, a refusal and its status name), not the message or the status
 * number. `offline` and a `KycIncomplete` refusal can take the same transitions and still be two
 * paths QA tells apart.
 */
function failureOf(event: EventObject): string {
  if (!event.type.startsWith('xstate.error.')) return '';
  const error = (event as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return '';
  const { kind, statusName, name } = error as Record<string, unknown>;
  const parts = typeof kind === 'string' ? [kind, statusName] : [name];
  const label = parts.filter((part) => typeof part === 'string' && part !== '').join(' ');
  return label ? ` (${label})` : '';
}

/** `<machine id>-<8 hex>`: a hash of the path's meaning (see pathMeaning). */
export function idOfMeaning(machineId: string, meaning: readonly string[]): string {
  return `${machineId}-${createHash('sha1').update(meaning.join('\n')).digest('hex').slice(0, 8)}`;
}

/**
 * Gives each path its id. Two paths can mean the same to the machine and differ only in data (two
 * payload cases the covering set keeps, both taking the same transitions): the later one, in
 * generation order, hashes its rank too, so neither id depends on the data itself.
 */
export function assignPathIds<T extends Pick<ModelPath, 'inputCase' | 'steps'>>(
  fixture: Replayable,
  paths: readonly T[],
): (T & { id: string })[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const meaning = pathMeaning(fixture, path);
    const key = meaning.join('\n');
    const rank = seen.get(key) ?? 0;
    seen.set(key, rank + 1);
    const id = idOfMeaning(fixture.machine.id, rank ? [...meaning, `rank ${rank}`] : meaning);
    return { ...path, id };
  });
}
