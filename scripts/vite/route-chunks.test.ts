// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planRouteChunks, type ModuleNode } from './route-chunks';

/** A graph from `id: [size, imports, dynamic imports]`. */
const graphOf = (nodes: Record<string, [number, string[], string[]?]>) =>
  new Map<string, ModuleNode>(
    Object.entries(nodes).map(([id, [size, imports, dynamic = []]]) => [
      id,
      { size, imports, dynamic },
    ]),
  );

// The entry loads `shell` (first route) and three screens lazily. `a` and `b` share a big module,
// all three share two small ones, `c` alone shares a small one with `a`.
const GRAPH = graphOf({
  'index.html': [0, ['shell'], ['a-page.tsx', 'b-page.tsx', 'c-page.tsx', 'a.reads.ts']],
  shell: [5000, []],
  'a-page.tsx': [10_000, ['shell', 'big', 'tiny1', 'tiny2', 'ac']],
  'a.reads.ts': [500, ['a-only']],
  'a-only': [300, []],
  'b-page.tsx': [10_000, ['big', 'tiny1', 'tiny2']],
  'c-page.tsx': [10_000, ['tiny1', 'tiny2', 'ac']],
  big: [8000, []],
  tiny1: [200, []],
  tiny2: [300, []],
  ac: [400, []],
});

describe('route chunks', () => {
  it('never plans a first-route module, a dynamic entry or a module one unit loads', () => {
    const plan = planRouteChunks(GRAPH, ['index.html'], 0.1);
    for (const id of ['shell', 'a-page.tsx', 'b-page.tsx', 'c-page.tsx', 'a.reads.ts', 'a-only'])
      expect(plan.has(id), id).toBe(false);
    expect([...plan.keys()].sort()).toEqual(['ac', 'big', 'tiny1', 'tiny2']);
  });

  it('merges small sets of sharers while no unit pays more than its share for bytes it skips', () => {
    const plan = planRouteChunks(GRAPH, ['index.html'], 0.1);
    // Shared by all three, and `ac` costs b 400 B of its ~18 KB: one chunk.
    expect(plan.get('tiny1')).toBe(plan.get('tiny2'));
    expect(plan.get('ac')).toBe(plan.get('tiny1'));
    // c never downloads `big` (8 KB, 76 % of its own ~10.9 KB).
    expect(plan.get('big')).not.toBe(plan.get('tiny1'));
  });

  it('keeps every set apart with no room for unneeded bytes', () => {
    const plan = planRouteChunks(GRAPH, ['index.html'], 0);
    expect(new Set([plan.get('big'), plan.get('tiny1'), plan.get('ac')]).size).toBe(3);
    expect(plan.get('tiny1')).toBe(plan.get('tiny2'));
  });
});
