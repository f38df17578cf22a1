// Route chunks (issue 30 item 4, docs/decisions/066-route-chunks.md): Rolldown gives every set of
// lazy entries that share a module a chunk of its own, so a route came in 10–37 files, most under
// 1 KiB gzip, and the first route carried all their names (Vite's __vite__mapDeps). This plans
// fewer, larger shared chunks from the module graph, for `output.advancedChunks.groups`:
//
// - Only modules the first route never loads: a group chunk that the entry touches comes whole, so
//   a group holding one first-route module would bring its lazy neighbours onto the first route.
// - Only modules two or more lazy units share. A unit is a dynamic import, or a screen with its
//   route loader (`x-page.tsx` and `x.reads.ts`, loaded together). A unit's own modules stay in its
//   chunk, and every dynamic import keeps its chunk (the build manifest and the server's preloads
//   name screens by them).
// - Sets of sharers are merged greedily, fewest unneeded bytes per saved download first, while no
//   unit downloads more than WASTE_RATIO of its own lazy bytes that it does not need. Sizes are of
//   the modules' code before tree-shaking, so the measured growth differs (npm run size).
import type { Plugin } from 'vite';

export type ModuleNode = { imports: readonly string[]; dynamic: readonly string[]; size: number };
export type ModuleGraph = ReadonlyMap<string, ModuleNode>;

/** Share of a unit's own lazy bytes it may download without needing them (issue 30: ≤ ~10 %). */
export const WASTE_RATIO = 0.1;

type Group = { modules: string[]; reach: Set<number>; size: number; key: string };

const closure = (graph: ModuleGraph, start: readonly string[], stop: (id: string) => boolean) => {
  const seen = new Set<string>();
  const queue = [...start];
  for (const id of queue) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    queue.push(...(graph.get(id)?.imports ?? []));
  }
  return seen;
};

/**
 * Module id → group name, for every lazy module that two or more lazy entries share. `entries`
 * are the modules the HTML pages load (their static imports are the first route and stay out).
 */
export function planRouteChunks(
  graph: ModuleGraph,
  entries: readonly string[],
  wasteRatio = WASTE_RATIO,
): Map<string, string> {
  const initial = closure(graph, entries, () => false);
  const lazyEntries = [...new Set([...graph.values()].flatMap((node) => node.dynamic))]
    .filter((id) => !initial.has(id) && graph.has(id))
    .sort();
  const isEntry = new Set(lazyEntries);
  const sizeOf = (id: string) => graph.get(id)?.size ?? 0;

  // A route's loader module (`x.reads.ts`) loads beside its screen (`x-page.tsx`): one unit.
  const unitKey = (id: string) => id.replace(/\.reads\.ts$/, '-page.tsx');
  const units = [...new Set(lazyEntries.map(unitKey))];
  const reach = new Map<string, Set<number>>();
  const need = units.map((unit, index) => {
    let bytes = 0;
    const members = lazyEntries.filter((entry) => unitKey(entry) === unit);
    for (const id of closure(graph, members, (id) => initial.has(id))) {
      bytes += sizeOf(id);
      if (!reach.has(id)) reach.set(id, new Set());
      reach.get(id)!.add(index);
    }
    return bytes;
  });

  const byReach = new Map<string, Group>();
  for (const [id, entriesOf] of reach) {
    if (entriesOf.size < 2 || isEntry.has(id)) continue;
    const key = [...entriesOf].sort((a, b) => a - b).join(',');
    const group = byReach.get(key) ?? { modules: [], reach: entriesOf, size: 0, key };
    group.modules.push(id);
    group.size += sizeOf(id);
    byReach.set(key, group);
  }
  const groups = [...byReach.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  const waste = need.map(() => 0);
  const budget = need.map((bytes) => bytes * wasteRatio);

  // Unneeded bytes a merge of a and b makes units download, or null when one would go over budget.
  const mergeCost = (a: Group, b: Group) => {
    let cost = 0;
    for (const [from, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const unit of from.reach) {
        if (other.reach.has(unit)) continue;
        if (waste[unit]! + other.size > budget[unit]!) return null;
        cost += other.size;
      }
    }
    return cost;
  };

  for (;;) {
    // The merge with the fewest unneeded bytes per download it saves (a unit that needs both).
    let best: { a: Group; b: Group; score: number } | null = null;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = groups[i]!;
        const b = groups[j]!;
        let saved = 0;
        for (const unit of a.reach) if (b.reach.has(unit)) saved += 1;
        if (saved === 0) continue;
        const cost = mergeCost(a, b);
        if (cost !== null && (!best || cost / saved < best.score))
          best = { a, b, score: cost / saved };
      }
    }
    if (!best) break;
    const { a, b } = best;
    for (const unit of a.reach) if (!b.reach.has(unit)) waste[unit]! += b.size;
    for (const unit of b.reach) if (!a.reach.has(unit)) waste[unit]! += a.size;
    a.modules.push(...b.modules);
    a.size += b.size;
    a.reach = new Set([...a.reach, ...b.reach]);
    groups.splice(groups.indexOf(b), 1);
  }

  const plan = new Map<string, string>();
  for (const [index, group] of groups.entries()) {
    for (const id of group.modules) plan.set(id, `shared-${index}`);
  }
  return plan;
}

/** The plugin that reads the module graph once it is complete, and the group that uses it. */
export function routeChunks(options: { wasteRatio?: number } = {}) {
  let plan = new Map<string, string>();
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, ModuleNode>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entries.push(id);
        graph.set(id, {
          imports: info.importedIds,
          dynamic: info.dynamicallyImportedIds,
          size: info.code?.length ?? 0,
        });
      }
      plan = planRouteChunks(graph, entries, options.wasteRatio);
    },
    generateBundle(_, bundle) {
      // Without includeDependenciesRecursively Rolldown does not keep planned chunks out of import
      // cycles, and a cycle of chunks can run modules out of source order: refuse to ship one.
      const planned = new Set(plan.values());
      const imports = new Map<string, readonly string[]>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      }
      const done = new Set<string>();
      const open: string[] = [];
      const visit = (file: string): string[] | null => {
        if (done.has(file)) return null;
        const at = open.indexOf(file);
        if (at !== -1) return [...open.slice(at), file];
        open.push(file);
        for (const next of imports.get(file) ?? []) {
          const cycle = visit(next);
          if (cycle) return cycle;
        }
        open.pop();
        done.add(file);
        return null;
      };
      for (const file of imports.keys()) {
        const cycle = visit(file);
        const names = cycle?.map((name) => (bundle[name] as { name?: string }).name ?? '');
        if (cycle && names?.some((name) => planned.has(name)))
          this.error(`route-chunks: chunks import each other (${cycle.join(' → ')}); decision 066`);
      }
    },
  };
  const group = {
    name: (id: string) => plan.get(id) ?? null,
    // A captured module's imports are planned too (each in the group of its own sharers), or are
    // on the first route: pulling them along would bring first-route modules into lazy chunks.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
