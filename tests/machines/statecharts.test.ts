// @vitest-environment node
// Statecharts for reviewers and QA: every machine file (src/features/*/machines, src/shared/machines) must import into the Stately
// visualizer as it is (docs/architecture.md "Machines" 2, 4, 6).
//
// 1. Stately's own extractor (@xstate/machine-extractor, see support/machine-extractor.ts) reads
//    each file, and what it extracts must describe the machine that runs: the same state ids, the
//    same descriptions, invokes (id and named src) and events per state. The extractor silently
//    drops what it cannot read, so a difference means the visualizer would show something else.
// 2. The file's text follows the rules the visualizer relies on (support/config-rules.ts): literal
//    config with no identifier references (imported constants above all), named guards, actions,
//    actors and delays, a description on every state, an id on every invoke.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { machineSources } from '../../scripts/machines/sources';
import { checkMachineSource } from './support/config-rules';
import { loadMachineExtractor, type ExtractedStateConfig } from './support/machine-extractor';

const ROOT = new URL('../../', import.meta.url);
/** Source paths from the repository root, one per machine (scripts/machines/sources.ts). */
const MACHINE_FILES = [...machineSources().values()];
const MODULES = import.meta.glob<Record<string, unknown>>([
  '../../src/features/*/machines/*.machine.ts',
  '../../src/shared/machines/*.machine.ts',
]);

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

type Extraction = { configs: ExtractedStateConfig[]; warnings: string[] };

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
    const configs = (result?.machines ?? []).map((machine, index) => {
      const config = machine?.toConfig();
      if (!config) throw new Error(`the extractor could not read machine #${index + 1}`);
      return config;
    });
    return { configs, warnings };
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
    const { configs: extracted, warnings } = extract(source);

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
    }
  });

  it('follows the rules the visualizer relies on', () => {
    const report = checkMachineSource(file, readSource(file));

    expect(report.machines.length, 'createMachine calls').toBeGreaterThan(0);
    expect(report.violations).toEqual([]);
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
