// The QA path catalogue of one machine (docs/paths/<id>.md): every generated path as a titled,
// numbered "Do / Expect" script a tester can follow by hand, with a stable id, and what the paths
// cover. The gallery (scripts/gallery/) shows the same scripts.
import {
  createActor,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  CoverageRecorder,
  machineInventory,
  transitionKey,
} from '../../tests/model/support/coverage';
import { idleMachine, replay } from '../../tests/model/support/covering';
import { stateKeys } from '../../tests/model/support/harness';
import { fixturePaths, type ModelFixture } from '../../tests/model/support/model-fixture';
import type { ModelPath } from '../../tests/model/support/paths';
import { machineSource } from './sources';

/**
 * docs/paths/wording.json: `events` words each event as a tester causes it (`{name}` filled from
 * the event's payload, `{outcome}` from a failed call's error); `causes` says how to bring about a
 * failure's reason by hand, under "<machine id>:<event type>:<reason>", "<machine id>:<reason>" or
 * "<reason>" (the event's `reason`, else the platform's status name or how the call failed). A cause only the test can
 * bring about starts with HARNESS_MARK.
 */
export type Wording = { events: Record<string, string>; causes?: Record<string, string> };

/** Marks a step only the test harness can cause (a held or faked answer). */
export const HARNESS_MARK = '(test harness';

type Node = { id: string; description?: string; states: Record<string, Node> };

/** "Expect": what the test checks on screen (the fixture's `screens`), else the state's description. */
function expectText(fixture: ModelFixture, snapshot: SnapshotFrom<AnyStateMachine>): string {
  const { machine } = fixture;
  return stateKeys((snapshot as { value: unknown }).value)
    .map((key) => {
      const screen = fixture.screens?.[key];
      if (screen) return screen(snapshot);
      const node = machine.getStateNodeById(`${machine.id}.${key}`) as unknown as Node;
      return node.description ?? key;
    })
    .join(' ');
}

type ErrorLike = { kind: string; status: number; message: string; statusName?: string | null };
const isApiError = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;

/** What the member's app got back, in a tester's words. */
function answerOf(error: ErrorLike): string {
  if (error.kind === 'status') return `the server refuses with “${error.message}”`;
  if (error.kind === 'http') return `the server answers HTTP ${error.status}`;
  if (error.kind === 'offline') return 'the browser is offline';
  if (error.kind === 'network') return 'the connection fails';
  if (error.kind === 'schema') return 'the server answers something the app cannot read';
  return error.message;
}

/** `{outcome}`: the answer a failed call got, and how a tester brings it about. */
function outcomeOf(event: EventObject, wording: Wording, machineId: string): string | undefined {
  const { error, reason: given } = event as { error?: unknown; reason?: unknown };
  if (!isApiError(error)) return undefined;
  // An event without a reason of its own is known by the status the platform answered, or by how
  // the call failed ("network", "offline", "http").
  const reason = typeof given === 'string' ? given : (error.statusName ?? error.kind);
  const causes = wording.causes ?? {};
  const cause =
    causes[`${machineId}:${event.type}:${reason}`] ??
    causes[`${machineId}:${reason}`] ??
    causes[reason];
  if (!cause)
    throw new Error(
      `docs/paths/wording.json has no cause for "${machineId}:${reason}" (or "${reason}")`,
    );
  return `${answerOf(error)}. ${cause}`;
}

/**
 * "Do" for one event: the wording table's sentence, `{name}` filled from the event's payload. A
 * machine may word an event its own way under "<machine id>:<event type>".
 */
export function doText(event: EventObject, wording: Wording, machineId = ''): string {
  const template = wording.events[`${machineId}:${event.type}`] ?? wording.events[event.type];
  if (!template) throw new Error(`docs/paths/wording.json has no wording for "${event.type}"`);
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'outcome') return outcomeOf(event, wording, machineId) ?? `{${name}}`;
    const value = (event as unknown as Record<string, unknown>)[name];
    if (value === undefined) return `{${name}}`;
    // An object payload (a settings patch) reads as "field: value".
    if (typeof value === 'object' && value !== null)
      return Object.entries(value)
        .map(([field, v]) => `${field}: ${String(v)}`)
        .join(', ');
    return String(value);
  });
}

/** Replays the paths on the machine itself (its actors never answer on their own) to count coverage. */
export function coverageOf(fixture: ModelFixture, paths: ModelPath[]) {
  const recorder = new CoverageRecorder();
  replay(fixture, paths, recorder);
  const inventory = machineInventory(fixture.machine);
  const missing = recorder.missing(fixture.machine);
  return {
    states: inventory.states.length,
    statesCovered: inventory.states.length - missing.states.length,
    transitions: inventory.transitions.length,
    transitionsCovered: inventory.transitions.length - missing.transitions.length,
  };
}

type Taken = { key: string; description: string };
type TransitionLike = Parameters<typeof transitionKey>[0] & { description?: string };

/** The transitions of the machine itself that each step takes (index 0: on start). */
function transitionsPerStep(fixture: ModelFixture, path: ModelPath): Taken[][] {
  const { machine } = fixture;
  const input = fixture.inputCases.find((c) => c.name === path.inputCase)?.input;
  let current: Taken[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    if ((event.snapshot as { machine?: AnyStateMachine }).machine?.id !== machine.id) return;
    for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions)
      current.push({ key: transitionKey(t), description: t.description ?? t.eventType });
  };
  const actor = createActor(idleMachine(machine), { input, inspect }).start();
  const steps = [current];
  for (const step of path.steps) {
    current = [];
    actor.send(step.event as never);
    steps.push(current);
  }
  actor.stop();
  return steps;
}

/** "1. The quote fails — KYC incomplete" → "The quote fails — KYC incomplete". */
const plain = (description: string) => {
  const text = description.replace(/^(\d+\.|otherwise:)\s*/, '').replace(/\.$/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** An event's test data in words ("timeZone: Asia/Taipei"), or '' for an event without any. */
function dataOf(event: EventObject | undefined): string {
  if (!event) return '';
  const words = (value: unknown): string =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .map(([field, v]) => `${field}: ${words(v)}`)
          .join(', ')
      : String(value);
  const { type: _type, ...data } = event;
  return Object.keys(data).length ? words(data) : '';
}

const listed = (items: string[], most = 4) =>
  items.length <= most
    ? items.join('; ')
    : `${items.slice(0, most).join('; ')}; and ${items.length - most} more`;

export type ScriptRow = { do: string; expect: string };
/** One path as a tester reads it: rows[0] is the start, the others are its steps. */
export type PathScript = {
  id: string;
  title: string;
  purpose: string;
  start: string;
  rows: ScriptRow[];
};

/**
 * Every path of the fixture as a script. The title is the path's decisive moment: the transition
 * its last step takes, in the machine's own words (with the answer a failed call got), led by the
 * earlier ones only where two paths would read alike. The purpose says what makes this path the
 * one to run: the transitions no other path takes, else those no earlier path took, else the event
 * or start it alone brings.
 */
export function pathScripts(fixture: ModelFixture, wording: Wording): PathScript[] {
  const { machine } = fixture;
  const paths = fixturePaths(fixture);
  const startOf = (path: ModelPath) =>
    fixture.inputCaseDescriptions[path.inputCase] ?? path.inputCase;
  const taken = paths.map((path) => transitionsPerStep(fixture, path));
  const does = paths.map((path) => path.steps.map((s) => doText(s.event, wording, machine.id)));

  // Which transitions make each path worth running: those no other path takes, else those no
  // earlier path took.
  const count = new Map<string, number>();
  for (const steps of taken)
    for (const key of new Set(steps.flat().map((t) => t.key)))
      count.set(key, (count.get(key) ?? 0) + 1);
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const seen = new Set<string>();
  const seenDoes = new Set<string>();
  const seenStarts = new Set<string>();
  const moments: { moment: string; before: string[] }[] = [];
  const purposes = paths.map((path, p) => {
    // Each transition taken, in order, with the answer a failed call got on that step.
    const all = taken[p]!.flatMap((ts, i) => {
      const error = (path.steps[i - 1]?.event as { error?: unknown } | undefined)?.error;
      const answer = isApiError(error) ? ` (${answerOf(error)})` : '';
      return ts.map((t, k) => ({ ...t, words: plain(t.description), answer: k ? '' : answer }));
    });
    const once = <T extends { key: string }>(list: T[]) =>
      list.filter((t, i) => list.findIndex((u) => u.key === t.key) === i);
    const only = once(all.filter((t) => count.get(t.key) === 1));
    const first = once(all.filter((t) => !seen.has(t.key)));
    const newDoes = does[p]!.filter((d) => !seenDoes.has(d));
    const newStart = !seenStarts.has(startOf(path));
    for (const t of all) seen.add(t.key);
    for (const d of does[p]!) seenDoes.add(d);
    seenStarts.add(startOf(path));

    const decisive = only.length
      ? only
      : first.length
        ? first
        : taken[p]!.length > 1
          ? all.slice(-1)
          : [];
    const picked = decisive.slice(-2);
    // A failure on the way names the answer it got, even where its transition is not decisive.
    const failed = all.filter((t) => t.answer).at(-1);
    if (failed && !picked.some((t) => t.answer)) picked.unshift(failed);
    const shown = picked.map((t) => `${t.words}${t.answer}`);
    const moment = shown.length
      ? shown.map((m, i) => (i ? lower(m) : m)).join(', then ')
      : `Just the start: ${lower(startOf(path)).replace(/\.$/, '')}`;
    moments.push({
      moment,
      before: once(all)
        .map((t) => t.words)
        .filter((w) => !shown.some((m) => m.startsWith(w))),
    });
    const words = (list: typeof all) => listed(list.map((t) => t.words));
    if (only.length) return `The only path that takes: ${words(only)}.`;
    if (first.length) return `The first path that takes: ${words(first)}.`;
    if (newDoes.length) return `The path with the step: ${newDoes[0]}`;
    if (newStart) return `The path that starts: ${startOf(path)}`;
    return 'Walks again what other paths cover, from another start or with other data.';
  });
  const titles = moments.map((m) => m.moment);
  // Lead a title with earlier moments until no other path's title reads the same.
  const twinsOf = () =>
    titles.map((t, i) => titles.flatMap((u, j) => (j !== i && u === t ? [j] : [])));
  // Twins that walk the same transitions differ only in their data: say which.
  const walkOf = (p: number) => taken[p]!.map((ts) => ts.map((t) => t.key).join('+')).join('>');
  twinsOf().forEach((others, i) => {
    const same = others.filter((j) => walkOf(j) === walkOf(i));
    if (!same.length) return;
    const data = paths[i]!.steps.map((step) => dataOf(step.event));
    const own = data.find(
      (d, k) => d && same.every((j) => dataOf(paths[j]!.steps[k]?.event) !== d),
    );
    if (own) titles[i] = `${titles[i]} (${own})`;
  });
  for (let depth = 1; depth <= 12; depth++) {
    const twins = twinsOf();
    if (!twins.some((others) => others.length)) break;
    twins.forEach((others, i) => {
      const { moment, before } = moments[i]!;
      if (others.length && depth <= before.length)
        titles[i] = `${before
          .slice(-depth)
          .map((w, k) => (k ? lower(w) : w))
          .join(', ')}, then ${lower(moment)}`;
    });
  }
  // Paths that still read alike start elsewhere, or differ in their data: say how.
  twinsOf().forEach((others, i) => {
    if (!others.length) return;
    const start = startOf(paths[i]!);
    if (others.every((j) => startOf(paths[j]!) !== start)) {
      titles[i] = `${titles[i]}, from: ${lower(start).replace(/\.$/, '')}`;
      return;
    }
    const data = paths[i]!.steps.map((step) => dataOf(step.event));
    const own = data.find(
      (d, k) => d && others.every((j) => dataOf(paths[j]!.steps[k]?.event) !== d),
    );
    if (own) titles[i] = `${titles[i]} (${own})`;
  });

  return paths.map((path, p) => {
    const start = startOf(path);
    const rows: ScriptRow[] = [{ do: start, expect: expectText(fixture, path.initial) }];
    path.steps.forEach((step, i) =>
      rows.push({ do: does[p]![i]!, expect: expectText(fixture, step.state) }),
    );
    return { id: path.id, title: titles[p]!, purpose: purposes[p]!, start, rows };
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderCatalogue(stem: string, fixture: ModelFixture, wording: Wording): string {
  const { machine } = fixture;
  const paths = fixturePaths(fixture);
  const scripts = pathScripts(fixture, wording);
  const c = coverageOf(fixture, paths);
  const out: string[] = [
    `# ${machine.id}: test paths`,
    '',
    `Generated by \`npm run machines\` from \`${machineSource(stem)}\` and`,
    `\`tests/model/fixtures/${stem}.fixtures.ts\`; do not edit by hand. Event wording: \`docs/paths/wording.json\`.`,
    `Run one path by its id: \`npm run test:path -- ${scripts[0]?.id ?? machine.id}\`. A step marked`,
    `“${HARNESS_MARK}…)” is one only the test can cause; it says the nearest way by hand, if any.`,
    '',
    '| paths | states | states covered | transitions | transitions covered |',
    '|---|---|---|---|---|',
    `| ${paths.length} | ${c.states} | ${c.statesCovered} | ${c.transitions} | ${c.transitionsCovered} |`,
    '',
  ];
  for (const script of scripts) {
    out.push(
      `## ${script.id}`,
      '',
      `**${script.title}**`,
      '',
      `Purpose: ${script.purpose}`,
      '',
      `Start: ${script.start}`,
      '',
      '| # | Do | Expect |',
      '|---|---|---|',
    );
    // A row that expects what the row above did says so, instead of repeating it.
    script.rows.forEach((row, i) => {
      const shown =
        i > 0 && row.expect === script.rows[i - 1]!.expect ? 'The same as above.' : row.expect;
      out.push(`| ${i} | ${cell(row.do)} | ${cell(shown)} |`);
    });
    out.push('');
  }
  return out.join('\n');
}

/**
 * What keeps a catalogue from being run by hand: a path without its title or purpose, a title two
 * paths share, a placeholder left unfilled (`<key>`, `{name}`), or a step that says the test
 * harness causes it without the HARNESS_MARK.
 */
export function catalogueProblems(catalogue: string): string[] {
  const problems: string[] = [];
  const placeholder = /<[A-Za-z][\w-]*>|\{\w+\}/g;
  for (const [line, text] of catalogue.split('\n').entries())
    for (const [found] of text.matchAll(placeholder))
      problems.push(`line ${line + 1}: unfilled placeholder ${found}`);
  const titles = new Map<string, string>();
  for (const section of catalogue.split(/^## /m).slice(1)) {
    const [id = '', ...lines] = section.split('\n');
    const title = /^\*\*(.+)\*\*$/.exec(lines.find((l) => l.startsWith('**')) ?? '')?.[1]?.trim();
    const purpose = /^Purpose: (.+)$/.exec(lines.find((l) => l.startsWith('Purpose:')) ?? '')?.[1];
    if (!title) problems.push(`${id}: no title`);
    else if (titles.has(title)) problems.push(`${id}: the same title as ${titles.get(title)}`);
    else titles.set(title, id);
    if (!purpose?.trim()) problems.push(`${id}: no purpose`);
    for (const row of lines.filter((l) => /^\| \d+ \|/.test(l)))
      if (
        /\bgate\b|in the server[’']s place|the test holds/.test(row) &&
        !row.includes(HARNESS_MARK)
      )
        problems.push(`${id}: a harness-only step without "${HARNESS_MARK}": ${row.slice(0, 80)}`);
  }
  return problems;
}
