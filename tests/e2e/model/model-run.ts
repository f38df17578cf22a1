// Shared pieces of the browser model runs (tests/e2e/model/*.model.spec.ts): test titles that start
// with the catalogue's path id, a ledger of the paths that passed in this run, the transitions those
// paths take (replayed on the machine itself, in Node) and in-app navigation.
//
// Why a replay: the browser's actors cannot be observed from Playwright without a hook in src/, so
// the coverage guard of these runs is "every path passed in the browser, each step's state checked
// on screen; the transitions those passed paths take, replayed on the real machine with the same
// CoverageRecorder the jsdom guard uses, are all of the machine's transitions".
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyActorLogic,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import { CoverageRecorder } from '../../model/support/coverage';
import { stateKeys } from '../../model/support/harness';
import type { ModelFixture } from '../../model/support/model-fixture';
import type { ModelPath } from '../../model/support/paths';

/**
 * `<path id> <input case>: <event> → <event> …` (the resting state for a path without events), so
 * `npx playwright test -g <path id>` selects exactly that path.
 */
export function pathTitle(p: ModelPath): string {
  const events = p.steps.map((s) => s.event.type).join(' → ');
  const end = stateKeys((p.initial as { value: unknown }).value).join(', ');
  return `${p.id} ${p.inputCase}: ${events || `arrive → ${end}`}`;
}

/** Fails at load if two paths share an id: `-g <id>` must select one test. */
export function assertUniqueIds(paths: readonly ModelPath[]): void {
  const seen = new Set<string>();
  for (const p of paths) {
    if (seen.has(p.id)) throw new Error(`two model paths share the id ${p.id}`);
    seen.add(p.id);
  }
}

// The ledger lives in the project's output folder (test-results/), which Playwright empties at the
// start of every run, and survives the worker restart that follows a failed test.
function ledgerFile(machineId: string): string {
  return path.join(test.info().project.outputDir, 'model-ledger', `${machineId}.txt`);
}

/** Called as the last line of a path's test: it ran to the end, every state assertion held. */
export function recordPassed(machineId: string, pathId: string): void {
  const file = ledgerFile(machineId);
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${pathId}\n`);
}

/** Ids of this machine's paths that passed in this run. */
export function passedIds(machineId: string): Set<string> {
  const file = ledgerFile(machineId);
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

type Deferred = { resolve(output: unknown): void; reject(error: unknown): void };

/**
 * Replays paths on the machine itself (in Node) and records the transitions it takes. Invoked
 * actors are replaced by promises that a path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * step settles, as the released or failed call did in the browser. Each step must land in the
 * state the path says, or the replay throws.
 */
export async function replayTransitions(
  fixture: ModelFixture,
  paths: readonly ModelPath[],
): Promise<CoverageRecorder> {
  const recorder = new CoverageRecorder();
  const actorNames = Object.keys(
    (fixture.machine.implementations as { actors?: Record<string, unknown> }).actors ?? {},
  );
  for (const p of paths) {
    const inputCase = fixture.inputCases.find((c) => c.name === p.inputCase);
    if (!inputCase) throw new Error(`${p.id}: no input case ${p.inputCase}`);
    const pending = new Map<string, Deferred>();
    const stub = fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          pending.set(self.id, { resolve, reject });
        }),
    );
    const actors = Object.fromEntries(actorNames.map((name) => [name, stub])) as Record<
      string,
      AnyActorLogic
    >;
    const machine = fixture.machine.provide({ actors } as never) as AnyStateMachine;
    const actor = createActor(machine, {
      input: inputCase.input,
      inspect: recorder.inspect,
    }).start();
    try {
      expectValue(p, 'arrival', actor.getSnapshot(), p.initial);
      for (const [i, step] of p.steps.entries()) {
        const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type);
        if (settled) {
          const [, outcome, id] = settled;
          const call = pending.get(id ?? '');
          if (!call) throw new Error(`${p.id} step ${i + 1}: no running actor ${id}`);
          pending.delete(id ?? '');
          const event = step.event as { output?: unknown; error?: unknown };
          if (outcome === 'done') call.resolve(event.output);
          else call.reject(event.error);
          await waitFor(actor, (s) => sameValue(s.value, stateValue(step.state)), {
            timeout: 1000,
          });
        } else {
          actor.send(step.event);
        }
        expectValue(p, `step ${i + 1} (${step.event.type})`, actor.getSnapshot(), step.state);
      }
    } finally {
      actor.stop();
    }
  }
  return recorder;
}

function stateValue(snapshot: SnapshotFrom<AnyStateMachine>): unknown {
  return (snapshot as { value: unknown }).value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function expectValue(
  p: ModelPath,
  where: string,
  actual: SnapshotFrom<AnyStateMachine>,
  wanted: SnapshotFrom<AnyStateMachine>,
): void {
  expect(stateValue(actual), `${p.id} ${where}: replayed state`).toEqual(stateValue(wanted));
}

/**
 * Client-side navigation, as the jsdom model tests' `router.navigate(to)`: a new history entry
 * and a popstate, which the app's router follows without reloading the page, so the running
 * actors (and a call held by a route) stay as they are. A `page.goto` would restart the app.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  const marker = `model-run-${Date.now()}-${Math.random()}`;
  await page.evaluate(
    ({ target, mark }) => {
      // A document that reloads loses this mark: checked below.
      (window as unknown as Record<string, boolean>)[mark] = true;
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { target: to, mark: marker },
  );
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
  const sameDocument = await page.evaluate(
    (mark) => (window as unknown as Record<string, boolean>)[mark] === true,
    marker,
  );
  expect(sameDocument, `navigating to ${to} reloaded the page`).toBe(true);
}
