// The model harness every model test uses: typed event executors (exhaustive by type: a new
// machine event does not compile until it has one), per-state assertions, path execution and the
// coverage guard.
import { expect } from 'vitest';
import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import type { CoverageRecorder } from './coverage';
import type { ModelPath } from './paths';

/** `a.b.c` for a nested state value, the form state assertions are keyed by. */
export function stateKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stateKeys(v, `${prefix}${k}.`));
  }
  return [];
}

/** An event as the model generated it: its type plus whatever payload its fixture carries. */
export type ModelEvent = EventObject & Record<string, unknown>;

export type Executors<TMachine extends AnyStateMachine, TExtra extends string, TCtx> = {
  [K in EventFromLogic<TMachine>['type'] | TExtra]: (
    ctx: TCtx,
    event: ModelEvent,
  ) => Promise<unknown>;
};

/** Per state key; the model's snapshot is passed too, for what its context says should show. */
export type StateAssertions<TCtx> = Record<
  string,
  (ctx: TCtx, snapshot: SnapshotFrom<AnyStateMachine>) => Promise<void>
>;

export async function runPath<TMachine extends AnyStateMachine, TExtra extends string, TCtx>(
  path: ModelPath,
  ctx: TCtx,
  executors: Executors<TMachine, TExtra, TCtx>,
  states: StateAssertions<TCtx>,
): Promise<void> {
  await assertState(path.initial, ctx, states);
  for (const step of path.steps) {
    const exec = (executors as Record<string, (c: TCtx, e: ModelEvent) => Promise<unknown>>)[
      step.event.type
    ];
    if (!exec) throw new Error(`no executor for ${step.event.type}`);
    await exec(ctx, step.event as ModelEvent);
    await assertState(step.state, ctx, states);
  }
}

async function assertState<TCtx>(
  snapshot: SnapshotFrom<AnyStateMachine>,
  ctx: TCtx,
  states: StateAssertions<TCtx>,
): Promise<void> {
  const keys = stateKeys((snapshot as { value: unknown }).value);
  for (const key of keys) {
    const check = states[key];
    if (!check) throw new Error(`no assertion for state ${key}`);
    await check(ctx, snapshot);
  }
}

/** The guard of docs/architecture.md "Tests": every state and transition of the machine was reached by the app. */
export function expectFullCoverage(machine: AnyStateMachine, recorder: CoverageRecorder): void {
  const missing = recorder.missing(machine);
  expect(missing.states, `${machine.id}: states never reached`).toEqual([]);
  expect(missing.transitions, `${machine.id}: transitions never taken`).toEqual([]);
}

/**
 * The model tests' `it.each` rows: a path's title starts with its catalogue id (what
 * `npm run test:path -- <id>` looks for), then its input case and its events.
 */
export function pathCases(paths: readonly ModelPath[]): (readonly [string, ModelPath])[] {
  return paths.map((p) => {
    const events = p.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    return [`${p.id} [${p.inputCase}] (${events || 'arrive'})`, p] as const;
  });
}
