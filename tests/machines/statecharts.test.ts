// @vitest-environment node
// Statecharts for reviewers and QA: every machine file (src/features/*/machines, src/shared/machines) must import into the Stately
// visualizer as it is (docs/architecture.md "Machines" 2, 4, 6).
//
// 1. Stately's own extractor (@xstate/machine-extractor, see support/machine-extractor.ts) reads
//    each file, and what it extracts must describe the machine that runs: the same state ids, the
//    same descriptions, invokes (id and named src), events per state, and every transition in full
//    (source, event, guard, targets, re-entry, actions; eventless, delayed and actor ones too, in
//    evaluation order). The extractor silently drops what it cannot read, so a difference means the
//    visualizer would show something else. It does not read an invoke's `input` nor setup()'s
//    delays at all; docs/machines/<id>.json takes them from the running machine
//    (definitions.test.ts, docs/decisions/065-machine-export-runtime-and-source.md).
// 2. The file's text follows the rules the visualizer relies on (support/config-rules.ts): literal
//    config with no identifier references (imported constants above all), named guards, actions,
//    actors and delays, a description on every state, an id on every invoke.
// 3. Every transition carries a description in product words, and the extractor reads the same
//    words (the visualizer shows them on the arrow; the gallery draws them too).
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { implementationName, type RunningTransition } from '../../scripts/machines/definition';
import { machineSources } from '../../scripts/machines/sources';
import { checkMachineSource } from './support/config-rules';
import {
  loadMachineExtractor,
  type ExtractedStateConfig,
  type ExtractedStateNode,
  type ExtractedTransition,
} from './support/machine-extractor';

const ROOT = new URL('../../', import.meta.url);
/** Source paths from the repository root, one per machine (scripts/machines/sources.ts). */
const MACHINE_FILES = [...machineSources().values()];
const MODULES = import.meta.glob<Record<string, unknown>>([
  '../../src/features/*/machines/*.machine.ts',
  '../../src/shared/machines/*.machine.ts',
]);

const ENTRY_FILE = 'src/features/account/machines/entry-redirect.machine.ts';
const readSource = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');

async function runtimeMachines(file: string): Promise<AnyStateMachine[]> {
  const load = MODULES[`../../${file}`];
  if (!load) throw new Error(`${file} is not picked up by import.meta.glob`);
  const exports = await load();
  return Object.values(exports).filter(
    (value): value is AnyStateMachine => value instanceof StateMachine,
  );
}

/** What a reviewer sees of one state: id → description, invokes and the events it handles. */
type StateSummary = { description: string | undefined; invokes: string[]; events: string[] };

/**
 * One transition as a line: `<source> --<event>[guard]--> <targets> (reenter) / actions`. Events
 * read the same on both sides: `after <delay>`, `done <invoke id>`, `error <invoke id>`,
 * `done state`, `always`. The lines of one event keep their order (guards are tried in it).
 */
type Line = {
  source: string;
  event: string;
  guard: string | undefined;
  targets: string[];
  reenter: boolean;
  actions: string[];
  description: string | undefined;
};

function transitionLine(t: Line): string {
  return `${t.source} --${t.event}${t.guard ? `[${t.guard}]` : ''}--> ${t.targets.join(',') || '(no target)'}${t.reenter ? ' (reenter)' : ''}${t.actions.length ? ` / ${t.actions.join(',')}` : ''}`;
}

/** The same line with the words the visualizer shows on the arrow (issue 32 item 2). */
const describedLine = (t: Line) =>
  `${transitionLine(t)} "${t.description?.trim() || '(no description)'}"`;

function runtimeEvent(node: AnyStateNode, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.') && eventType.endsWith(`.${node.id}`))
    return `after ${eventType.slice('xstate.after.'.length, -node.id.length - 1)}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]} ${actor[2]}`;
  if (eventType === `xstate.done.state.${node.id}`) return 'done state';
  return eventType;
}

/** Every transition of the running machine, state by state (id → lines). */
function runtimeTransitions(
  node: AnyStateNode,
  into = new Map<string, string[]>(),
  line = transitionLine,
): Map<string, string[]> {
  const all = [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ] as unknown as RunningTransition[];
  into.set(
    node.id,
    sortByEvent(
      all.map((t) => ({
        source: node.id,
        event: runtimeEvent(node, t.eventType),
        guard: t.guard === undefined ? undefined : implementationName(t.guard),
        targets: (t.target ?? []).map((target) => target.id),
        reenter: t.reenter ?? false,
        actions: t.actions.map(implementationName),
        description: t.description,
      })),
      line,
    ),
  );
  for (const child of Object.values(node.states)) runtimeTransitions(child, into, line);
  return into;
}

/** Lines grouped by event (sorted), each event's lines in their own (evaluation) order. */
function sortByEvent(lines: Line[], line = transitionLine): string[] {
  const events = [...new Set(lines.map((l) => l.event))].sort();
  return events.flatMap((event) => lines.filter((l) => l.event === event).map((l) => line(l)));
}

/**
 * The same from what the extractor parsed of each state node (its AST: `toConfig()` drops
 * `reenter`). Targets are resolved the way xstate resolves them: `#id`, `.child`, or a sibling path.
 */
export function extractedTransitions(
  machineId: string,
  nodes: readonly ExtractedStateNode[],
  line = transitionLine,
): Map<string, string[]> {
  const idOf = new Map<string, string>();
  const byId = new Map<string, string[]>();
  for (const { ast, path } of nodes) {
    const id = ast.id?.value ?? [machineId, ...path].join('.');
    idOf.set(path.join('.'), id);
    byId.set(id, path);
  }
  const resolve = (path: string[], target: string): string => {
    if (target.startsWith('#')) {
      const [id, ...rest] = target.slice(1).split('.');
      // `#machine.a.b` names a path under the node whose id is `machine`.
      const base = byId.get(target.slice(1)) ?? [...(byId.get(id!) ?? [`?${id}`]), ...rest];
      return idOf.get(base.join('.')) ?? `?${target}`;
    }
    const full = target.startsWith('.')
      ? [...path, ...target.slice(1).split('.')]
      : [...path.slice(0, -1), ...target.split('.')];
    return idOf.get(full.join('.')) ?? `?${target}`;
  };
  const into = new Map<string, string[]>();
  for (const { ast, path } of nodes) {
    const source = idOf.get(path.join('.'))!;
    const lines: Line[] = [];
    const add = (event: string, list: readonly ExtractedTransition[] | undefined) => {
      for (const t of list ?? [])
        lines.push({
          source,
          event,
          guard: (t.guard ?? t.cond)?.name ?? ((t.guard ?? t.cond) ? '(inline)' : undefined),
          targets: (t.target ?? []).map((target) => resolve(path, target.value)),
          reenter: t.reenter?.value ?? false,
          actions: (t.actions ?? []).map((a) => a.name ?? '(inline)'),
          description: t.description?.value,
        });
    };
    for (const { key, result } of ast.on?.properties ?? []) add(key, result);
    for (const { key, result } of ast.after?.properties ?? []) add(`after ${key}`, result);
    for (const invoke of ast.invoke ?? []) {
      const id = invoke.id?.value ?? '(no id)';
      add(`done ${id}`, invoke.onDone);
      add(`error ${id}`, invoke.onError);
    }
    add('done state', ast.onDone);
    add('always', ast.always);
    into.set(source, sortByEvent(lines, line));
  }
  return into;
}

function summarizeRuntime(
  node: AnyStateNode,
  into = new Map<string, StateSummary>(),
): Map<string, StateSummary> {
  into.set(node.id, {
    description: node.description,
    invokes: node.invoke.map(
      (invoke) => `${invoke.id} ← ${typeof invoke.src === 'string' ? invoke.src : '(inline)'}`,
    ),
    events: Object.keys((node.config.on ?? {}) as object).sort(),
  });
  for (const child of Object.values(node.states)) summarizeRuntime(child, into);
  return into;
}

/** The same summary from an extracted config; ids are derived the way xstate derives them. */
function summarizeExtracted(
  config: ExtractedStateConfig,
  path: string[],
  into = new Map<string, StateSummary>(),
): Map<string, StateSummary> {
  const invokes = config.invoke === undefined ? [] : [config.invoke].flat();
  into.set(config.id ?? path.join('.'), {
    description: config.description,
    invokes: invokes.map(
      (invoke) => `${invoke.id} ← ${invoke.kind === 'named' ? invoke.src : '(inline)'}`,
    ),
    events: Object.keys(config.on ?? {}).sort(),
  });
  for (const [key, child] of Object.entries(config.states ?? {}))
    summarizeExtracted(child, [...path, key], into);
  return into;
}

type Extraction = {
  configs: ExtractedStateConfig[];
  nodes: ExtractedStateNode[][];
  warnings: string[];
};

/** Extracts every machine of a file, collecting the extractor's console warnings instead of printing them. */
function extract(source: string): Extraction {
  const warnings: string[] = [];
  const warn = vi
    .spyOn(console, 'warn')
    .mockImplementation((message: unknown, detail?: { key?: unknown }) => {
      warnings.push(
        `${String(message)}${typeof detail?.key === 'string' ? ` (key: ${detail.key})` : ''}`,
      );
    });
  try {
    const result = loadMachineExtractor().extractMachinesFromFile(source);
    const machines = (result?.machines ?? []).map((machine, index) => {
      const config = machine?.toConfig();
      if (!machine || !config)
        throw new Error(`the extractor could not read machine #${index + 1}`);
      return { config, nodes: machine.stateNodes };
    });
    return {
      configs: machines.map((m) => m.config),
      nodes: machines.map((m) => m.nodes),
      warnings,
    };
  } finally {
    warn.mockRestore();
  }
}

/**
 * Warnings that do not change what the visualizer shows: xstate 5's dynamic action params
 * (`params: ({ event }) => ...`) are runtime data; the extractor (written for xstate 4) keeps the
 * named action and skips the function.
 */
const HARMLESS_WARNING =
  /^Unsupported property value of type (Arrow)?FunctionExpression in assignment \(key: params\)$/;

describe('machine files', () => {
  it('are found', () => {
    expect(MACHINE_FILES.length).toBeGreaterThan(0);
    expect(Object.keys(MODULES).sort()).toEqual(
      // sorted like the glob's keys, not by stem
      MACHINE_FILES.map((file) => `../../${file}`).sort(),
    );
  });
});

describe.each(MACHINE_FILES)('%s', (file) => {
  it('is extracted by Stately as the machine that runs', async () => {
    const source = readSource(file);
    const machines = await runtimeMachines(file);
    const { configs: extracted, nodes, warnings } = extract(source);

    expect(machines.length, 'exported machines').toBeGreaterThan(0);
    expect(
      warnings.filter((warning) => !HARMLESS_WARNING.test(warning)),
      'extractor warnings',
    ).toEqual([]);
    expect(extracted.map((config) => config.id).sort(), 'extracted machine ids').toEqual(
      machines.map((machine) => machine.id).sort(),
    );
    for (const machine of machines) {
      const config = extracted.find((candidate) => candidate.id === machine.id);
      if (!config) throw new Error(`${machine.id} was not extracted`);
      const runtime = summarizeRuntime(machine.root);
      const fromStately = summarizeExtracted(config, [machine.id]);

      expect(new Set(fromStately.keys()), `${machine.id}: state ids`).toEqual(
        new Set(runtime.keys()),
      );
      expect(Object.fromEntries(fromStately), `${machine.id}: states`).toEqual(
        Object.fromEntries(runtime),
      );
      expect(
        Object.fromEntries(extractedTransitions(machine.id, nodes[extracted.indexOf(config)]!)),
        `${machine.id}: transitions`,
      ).toEqual(Object.fromEntries(runtimeTransitions(machine.root)));
    }
  });

  // Issue 32 item 2: reviewers read each arrow in product words, in the visualizer and the gallery.
  it('has product words on every transition, and Stately reads the same words', async () => {
    const { configs, nodes } = extract(readSource(file));
    for (const machine of await runtimeMachines(file)) {
      const runtime = runtimeTransitions(machine.root, new Map(), describedLine);
      expect(
        [...runtime.values()].flat().filter((line) => line.endsWith('"(no description)"')),
        `${machine.id}: transitions without a description`,
      ).toEqual([]);
      const index = configs.findIndex((config) => config.id === machine.id);
      expect(
        Object.fromEntries(extractedTransitions(machine.id, nodes[index]!, describedLine)),
        `${machine.id}: the words Stately shows`,
      ).toEqual(Object.fromEntries(runtime));
    }
  });

  it('follows the rules the visualizer relies on', () => {
    const report = checkMachineSource(file, readSource(file));

    expect(report.machines.length, 'createMachine calls').toBeGreaterThan(0);
    expect(report.violations).toEqual([]);
  });
});

// The comparison above must see a lost target, guard or re-entry: each copy below differs from the
// running machine in one place, and the comparison has to say where.
describe('the transition comparison', () => {
  /** Lines only the running machine has (-), lines only the edited copy has (+). */
  const mismatches = async (file: string, from: string, to: string) => {
    const source = readSource(file);
    expect(source, `${file} holds ${from}`).toContain(from);
    const [machine] = await runtimeMachines(file);
    const { configs, nodes } = extract(source.replace(from, to));
    const index = configs.findIndex((config) => config.id === machine!.id);
    const extracted = extractedTransitions(machine!.id, nodes[index]!);
    const runtime = runtimeTransitions(machine!.root);
    const diff = [...runtime].flatMap(([id, lines]) => {
      const other = extracted.get(id) ?? [];
      return [
        ...lines.filter((line) => !other.includes(line)).map((line) => `- ${line}`),
        ...other.filter((line) => !lines.includes(line)).map((line) => `+ ${line}`),
      ];
    });
    // What the file test compares: the same lines in the same order, state by state.
    const same =
      JSON.stringify(Object.fromEntries(extracted)) === JSON.stringify(Object.fromEntries(runtime));
    return { diff, same };
  };
  const ENTRY = ENTRY_FILE;

  it('holds for the unchanged file', async () => {
    const unchanged = await mismatches(ENTRY, 'toLogin', 'toLogin');
    expect(unchanged.diff).toEqual([]);
    expect(unchanged.same).toBe(true);
  });

  it('fails when one target is changed', async () => {
    expect(
      (
        await mismatches(
          ENTRY,
          "guard: 'hasInviteCode',\n          target: 'toLogin',",
          "guard: 'hasInviteCode',\n          target: 'toSignUp',",
        )
      ).diff,
    ).toEqual([
      '- entryRedirect.evaluating --always[hasInviteCode]--> entryRedirect.toLogin',
      '+ entryRedirect.evaluating --always[hasInviteCode]--> entryRedirect.toSignUp',
    ]);
  });

  it('fails when a guard is changed, or two rules swap places', async () => {
    expect(
      (await mismatches(ENTRY, "guard: 'hasInviteCode',", "guard: 'hasOnlyCode',")).diff,
    ).toEqual([
      '- entryRedirect.evaluating --always[hasInviteCode]--> entryRedirect.toLogin',
      '+ entryRedirect.evaluating --always[hasOnlyCode]--> entryRedirect.toLogin',
    ]);
    const rule = (description: string, guard: string, target: string) =>
      `{\n          description: '${description}',\n          guard: '${guard}',\n          target: '${target}',\n        },`;
    const rule3 = rule(
      'Rule 3a: an invite code, no stored login',
      'hasInviteCodeWithoutLogin',
      'toSignUp',
    );
    const rule4 = rule('Rule 3b: an invite code, a stored login', 'hasInviteCode', 'toLogin');
    const swapped = await mismatches(ENTRY, `${rule3}\n        ${rule4}`, `${rule4}\n${rule3}`);
    expect(swapped.diff).toEqual([]);
    expect(swapped.same).toBe(false);
  });

  it('fails when a re-entry or a delayed transition is lost', async () => {
    expect(
      (
        await mismatches(
          'src/features/account/machines/password-reset.machine.ts',
          "target: 'code',\n          reenter: true,",
          "target: 'code',",
        )
      ).diff,
    ).toEqual([
      '- passwordReset.code --error emailCode--> passwordReset.code (reenter) / showStepFailed',
      '+ passwordReset.code --error emailCode--> passwordReset.code / showStepFailed',
    ]);
    expect(
      (
        await mismatches(
          'src/features/account/machines/reback.machine.ts',
          "after: {\n        REDIRECT_COUNTDOWN: {\n          description: 'The 5 s countdown ends — on to Home',\n          target: 'redirected',\n        },\n      },",
          '',
        )
      ).diff,
    ).toEqual(['- reback.welcome --after REDIRECT_COUNTDOWN--> reback.redirected']);
  });
  it('fails when one delay is changed', async () => {
    expect(
      (
        await mismatches(
          'src/features/account/machines/reback.machine.ts',
          'REDIRECT_COUNTDOWN: {',
          'appOpenTimeout: {',
        )
      ).diff,
    ).toEqual([
      '- reback.welcome --after REDIRECT_COUNTDOWN--> reback.redirected',
      '+ reback.welcome --after appOpenTimeout--> reback.redirected',
    ]);
  });

  it('fails when one invoke src is changed', async () => {
    const file = 'src/features/wallet/machines/withdraw.machine.ts';
    const from = "id: 'quote',\n        src: 'quote',";
    const source = readSource(file);
    expect(source).toContain(from);
    const [machine] = await runtimeMachines(file);
    const { configs } = extract(source.replace(from, "id: 'quote',\n        src: 'withdraw',"));
    const runtime = summarizeRuntime(machine!.root);
    const extracted = summarizeExtracted(configs[0]!, [machine!.id]);
    const changed = [...runtime.keys()].filter(
      (id) => JSON.stringify(runtime.get(id)) !== JSON.stringify(extracted.get(id)),
    );
    expect(changed).toEqual(['withdraw.quoting']);
    expect(extracted.get('withdraw.quoting')?.invokes).toEqual(['quote ← withdraw']);
    expect(runtime.get('withdraw.quoting')?.invokes).toEqual(['quote ← quote']);
  });
});

describe('the description check', () => {
  it('sees a transition that lost its words', async () => {
    const source = readSource(ENTRY_FILE);
    const words = "description: 'Rule 2: only a code — it is exchanged on /reback',";
    expect(source).toContain(words);
    const { configs, nodes } = extract(source.replace(words, ''));
    const lines = [...extractedTransitions('entryRedirect', nodes[0]!, describedLine).values()];

    expect(configs[0]?.id).toBe('entryRedirect');
    expect(lines.flat().filter((line) => line.endsWith('"(no description)"'))).toEqual([
      'entryRedirect.evaluating --always[hasOnlyCode]--> entryRedirect.toReback "(no description)"',
    ]);
  });
});

describe('the rule checks', () => {
  const machine = (config: string) =>
    `/**\n * Top-level states: idle, busy.\n */\nimport { setup } from 'xstate';\nimport { LIMIT, later } from './elsewhere';\n` +
    `export const m = setup({}).createMachine(${config});\n`;
  const rulesOf = (source: string) =>
    checkMachineSource('fixture.machine.ts', source).violations.map((v) => v.rule);

  it('accept a visualizer-ready machine', () => {
    const source = machine(`{
      id: 'm', initial: 'idle', context: ({ input }) => ({ limit: later(input) }),
      states: {
        idle: { description: 'Waits.', on: { 'job.start': { target: 'busy', guard: 'canStart', actions: ['log', { type: 'track', params: () => ({ n: 1 }) }] } } },
        busy: { description: 'Works.', invoke: { id: 'work', src: 'work', input: () => LIMIT, onDone: 'idle', onError: { target: 'idle' } }, after: { workTimeout: 'idle' } },
      },
    }`);
    const report = checkMachineSource('fixture.machine.ts', source);

    expect(report.violations).toEqual([]);
    expect(report.machines[0]?.inlineImportUses).toEqual([
      "later (from './elsewhere') in m › context",
      "LIMIT (from './elsewhere') in m.busy › invoke › input",
    ]);
  });

  it('catch an imported constant, a missing description or invoke id, and inline implementations', () => {
    const source = machine(`{
      id: 'm', initial: 'idle', context: { limit: LIMIT },
      states: {
        idle: { on: { 'job.start': { target: 'busy', guard: ({ context }) => context.limit > 0 } } },
        busy: { description: 'Works.', entry: later(), invoke: { src: 'work' }, after: { 1000: 'idle' } },
      },
    }`);

    expect(rulesOf(source).sort()).toEqual(
      [
        'literal-config',
        'description',
        'named-implementation',
        'named-implementation',
        'invoke-id',
        'named-implementation',
      ].sort(),
    );
  });

  it('catch spreads, shorthand, computed keys and an opening comment that misses a state', () => {
    const source = machine(`{
      id: 'm', initial: 'idle', ...LIMIT,
      states: { idle: { description: 'Waits.', LIMIT }, [later]: { description: 'x' }, done: { description: 'Done.' } },
    }`);

    expect(rulesOf(source).sort()).toEqual(
      ['literal-config', 'literal-config', 'literal-config', 'opening-comment'].sort(),
    );
  });

  it('show why they are needed: the extractor silently drops what it cannot read', () => {
    const [config] = extract(
      machine(
        `{ id: 'm', initial: 'idle', states: { idle: { description: LIMIT, invoke: { src: 'work' } }, [later]: {} } }`,
      ),
    ).configs;

    expect(config?.states?.idle).toEqual({ invoke: { src: 'work', kind: 'named' } });
    expect(Object.keys(config?.states ?? {})).toEqual(['idle']);
  });
});
