// Lays a machine graph out with ELK (layered, compound states as nested boxes) in this process:
// no browser, no network, and the same graph always gets the same coordinates.
import ELK from 'elkjs/lib/elk.bundled.js';
import { wordsOf, type GState, type GTransition, type MachineGraph } from '../machines/graph';
import type { Prelude } from './prelude';

/** The diagram's text is monospace, so its width is known without measuring: 0.6em a character. */
export const STATE_FONT = 13;
export const LABEL_FONT = 12;
const CHAR = 0.62;
export const textWidth = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0) * size * CHAR;

export const STATE_HEIGHT = 34;
export const HEADER = 30;
export const INITIAL_SIZE = 12;
/** A label's lines: product words are sentences, so they wrap instead of widening the diagram. */
export const LABEL_LINE = 14;
export const LABEL_PAD = 4;
const LABEL_CHARS = 22;
/** A transition that stays in its state is listed inside the box (as UML does), wrapped too. */
export const SELF_LINE = 15;
export const SELF_MARK = '↻ ';
const SELF_CHARS = 30;

/** Greedy word wrap at `max` characters; a longer word keeps its own line. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

export const labelLines = (t: GTransition, chars = LABEL_CHARS) => wrapWords(wordsOf(t), chars);
/** A rule's words sit beside the state it leads to, side by side with the others: narrower. */
const RULE_CHARS = 16;
/** Blocks of lines, a small gap between two blocks. */
export const LABEL_GAP = 4;
export const labelHeight = (blocks: readonly (readonly string[])[]) =>
  blocks.flat().length * LABEL_LINE + (blocks.length - 1) * LABEL_GAP + LABEL_PAD;

/** Each staying transition's lines, the first marked ↻, the rest indented under it. */
const selfLabels = (state: GState, graph: MachineGraph): string[][] =>
  graph.transitions
    .filter((t) => t.source === state.id && t.target === state.id)
    .map((t) => wrapWords(`${SELF_MARK}${wordsOf(t)}`, SELF_CHARS));
const selfLineWidth = (line: string, first: boolean) =>
  textWidth(first ? line : `${SELF_MARK}${line}`, LABEL_FONT);
const selfWidthOf = (selves: string[][]) =>
  Math.max(0, ...selves.flatMap((lines) => lines.map((l, i) => selfLineWidth(l, i === 0))));
const selfHeightOf = (selves: string[][]) =>
  selves.reduce((h, lines) => h + lines.length * SELF_LINE, 0);

type ElkLabel = {
  text: string;
  width: number;
  height: number;
  x?: number;
  y?: number;
  layoutOptions?: Record<string, string>;
};
type ElkNode = {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  layoutOptions?: Record<string, string>;
  children?: ElkNode[];
  edges?: ElkEdge[];
};
type ElkEdge = {
  id: string;
  sources: string[];
  targets: string[];
  labels?: ElkLabel[];
  sections?: {
    startPoint: Point;
    endPoint: Point;
    bendPoints?: Point[];
  }[];
};
export type Point = { x: number; y: number };
export type Box = { x: number; y: number; width: number; height: number };

export type PlacedState = { state: GState; box: Box; depth: number; selves: string[][] };
export type PlacedEdge = {
  /** The first of `transitions`: its kind and ends are the arrow's. */
  transition?: GTransition;
  /** The transitions the arrow carries: all that go from one state to the same other one. */
  transitions: GTransition[];
  /** An arrow of the prelude (what runs before the machine), with its words. */
  note?: string;
  points: Point[];
  label?: Box;
  /** The label's lines, one block per transition (the prelude's arrows have one block). */
  blocks?: { lines: string[]; happy: boolean }[];
  happy?: boolean;
};
export type PlacedNote = { id: string; text: string; box: Box };
export type Layout = {
  width: number;
  height: number;
  states: PlacedState[];
  /** The initial-state dots, one per state that has children, by the state's id. */
  initials: { of: string; box: Box }[];
  edges: PlacedEdge[];
  notes: PlacedNote[];
};

const initialId = (state: GState) => `${state.id}#initial`;

/** How wide a compound state's own lines (its name, what it handles in place) need it to be. */
const compoundMinWidth = (state: GState, graph: MachineGraph) =>
  Math.ceil(Math.max(textWidth(state.key, STATE_FONT), selfWidthOf(selfLabels(state, graph))) + 32);

function elkNode(
  state: GState,
  graph: MachineGraph,
  inOrder = false,
  widen: ReadonlyMap<string, number> = new Map(),
): ElkNode {
  const selves = selfLabels(state, graph);
  const selfWidth = selfWidthOf(selves);
  if (state.children.length === 0) {
    return {
      id: state.id,
      width: Math.ceil(Math.max(64, textWidth(state.key, STATE_FONT) + 28, selfWidth + 20)),
      height: STATE_HEIGHT + (selves.length ? selfHeightOf(selves) + 4 : 0),
    };
  }
  const children: ElkNode[] = state.children.map((child, i) => ({
    ...elkNode(child, graph, inOrder, widen),
    ...(inOrder ? { x: i * 1000, y: 0 } : {}),
  }));
  const top = HEADER + selfHeightOf(selves) + 8;
  if (state.initial)
    children.unshift({ id: initialId(state), width: INITIAL_SIZE, height: INITIAL_SIZE });
  return {
    id: state.id,
    layoutOptions: {
      ...INNER_OPTIONS,
      ...(inOrder ? RULES_OPTIONS : {}),
      'elk.padding': `[top=${top},left=14,bottom=14,right=${14 + (widen.get(state.id) ?? 0)}]`,
      'elk.nodeSize.constraints': '[MINIMUM_SIZE]',
      'elk.nodeSize.minimum': `(${compoundMinWidth(state, graph)}, ${top + 12})`,
    },
    children,
  };
}

/**
 * Read per compound state, not from the root: the flow reads top to bottom, and the arrows that
 * go back up (a retry, an edit) are found depth first from the state it starts in. (This elkjs
 * build crashes on the model-order cycle breakers.)
 */
export const INNER_OPTIONS: Record<string, string> = {
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
};
/**
 * A flow that is a list of rules (it has a prelude) keeps its states in the file's order, side by
 * side: the rules read left to right in the order they are tried.
 */
const RULES_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // INTERACTIVE orders by the input's positions, and only inside one box at a time.
  'elk.hierarchyHandling': 'SEPARATE_CHILDREN',
  'elk.layered.crossingMinimization.strategy': 'INTERACTIVE',
};
export const ROOT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.randomSeed': '1',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '6',
  'elk.layered.spacing.nodeNodeBetweenLayers': '40',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.edgeLabels.placement': 'CENTER',
};

const elk = new ELK();

const elkLabel = (blocks: string[][]): ElkLabel => ({
  text: blocks.flat().join('\n'),
  width: Math.ceil(Math.max(...blocks.flat().map((l) => textWidth(l, LABEL_FONT))) + 8),
  height: labelHeight(blocks),
  layoutOptions: { 'elk.edgeLabels.inline': 'true' },
});

const NOTE_HEIGHT = 34;
const noteId = (n: number) => `(note)${n}`;

export async function layoutGraph(
  graph: MachineGraph,
  happy: ReadonlySet<string> = new Set(),
  prelude?: Prelude,
): Promise<Layout> {
  const chars = prelude ? RULE_CHARS : LABEL_CHARS;
  // Transitions between the same two states share one arrow, their words stacked in the order
  // they are tried: a flow's alternatives then read as one list, and the diagram stays narrow.
  const groups = new Map<string, GTransition[]>();
  for (const t of graph.transitions) {
    if (t.source === t.target) continue;
    const key = `${t.source}>${t.target}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const grouped = new Map([...groups.values()].map((ts) => [ts[0]!.id, ts]));
  const edges: ElkEdge[] = [...grouped.values()].map((ts) => ({
    id: ts[0]!.id,
    sources: [ts[0]!.source],
    targets: [ts[0]!.target],
    // In a list of rules, each rule's words sit on top of the state it leads to, in its order.
    labels: [
      prelude
        ? {
            ...elkLabel(ts.map((t) => labelLines(t, chars))),
            layoutOptions: { 'elk.edgeLabels.inline': 'false', 'elk.edgeLabels.placement': 'HEAD' },
          }
        : elkLabel(ts.map((t) => labelLines(t, chars))),
    ],
    // The happy path as straight as the layout allows, so it reads top to bottom.
    ...(ts.some((t) => happy.has(t.id))
      ? { layoutOptions: { 'elk.layered.priority.straightness': '10' } }
      : {}),
  }));
  // What runs before the machine: a box for where it starts, one per outcome, an arrow each.
  const notes: { id: string; text: string }[] = [];
  const noteEdges = new Map<string, string[]>();
  const preludeEdges: ElkEdge[] = [];
  if (prelude) {
    notes.push({ id: noteId(0), text: prelude.start });
    prelude.rules.forEach((rule, i) => {
      const target = rule.to === null ? graph.root.id : noteId(i + 1);
      if (rule.to !== null) notes.push({ id: target, text: rule.to });
      const lines = wrapWords(rule.words, LABEL_CHARS);
      noteEdges.set(`(note-edge)${i}`, lines);
      preludeEdges.push({
        id: `(note-edge)${i}`,
        sources: [noteId(0)],
        targets: [target],
        labels: [elkLabel([lines])],
      });
    });
  }
  edges.unshift(...preludeEdges);
  const noteNodes: ElkNode[] = notes.map((note) => ({
    id: note.id,
    width: Math.ceil(textWidth(note.text, STATE_FONT) + 28),
    height: NOTE_HEIGHT,
  }));
  for (const state of graph.states)
    if (state.initial && state.children.length > 0)
      edges.push({
        id: `${initialId(state)}>`,
        sources: [initialId(state)],
        targets: [state.initial],
      });
  const run = async (widen: ReadonlyMap<string, number>) => {
    const laid = (await elk.layout({
      id: '(diagram)',
      layoutOptions: ROOT_OPTIONS,
      children: [...noteNodes, elkNode(graph.root, graph, prelude !== undefined, widen)],
      // ELK changes the edges it is given: each run gets its own copy.
      edges: structuredClone(edges),
    } as never)) as unknown as ElkNode;
    const boxes = new Map<string, Box>();
    const visit = (node: ElkNode) => {
      boxes.set(node.id, {
        x: node.x ?? 0,
        y: node.y ?? 0,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
      node.children?.forEach(visit);
    };
    laid.children?.forEach(visit);
    return { laid, boxes };
  };
  // ELK sizes a compound state from its children and ignores its minimum size, so a state whose
  // own lines are wider than its children is laid out again with that much more padding.
  let { laid, boxes } = await run(new Map());
  const widen = new Map<string, number>();
  for (const state of graph.states) {
    const box = boxes.get(state.id);
    const need = state.children.length > 0 ? compoundMinWidth(state, graph) : 0;
    if (box && box.width < need) widen.set(state.id, Math.ceil(need - box.width));
  }
  if (widen.size > 0) ({ laid, boxes } = await run(widen));
  const depthOf = new Map<string, number>();
  const depths = (state: GState, depth: number) => {
    depthOf.set(state.id, depth);
    state.children.forEach((c) => depths(c, depth + 1));
  };
  depths(graph.root, 0);
  const byId = new Map(graph.transitions.map((t) => [t.id, t]));
  return {
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    states: graph.states.map((state) => ({
      state,
      box: boxes.get(state.id)!,
      depth: depthOf.get(state.id)!,
      selves: selfLabels(state, graph),
    })),
    initials: graph.states
      .filter((s) => s.initial && s.children.length > 0)
      .map((s) => ({ of: s.id, box: boxes.get(initialId(s))! })),
    edges: (laid.edges ?? []).map((edge) => {
      const section = edge.sections?.[0];
      const points = section
        ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        : [];
      const label = edge.labels?.[0];
      const transitions = grouped.get(edge.id) ?? [];
      const transition = byId.get(edge.id);
      const noteLines = noteEdges.get(edge.id);
      return {
        transition,
        transitions,
        note: noteLines?.join(' '),
        points,
        label:
          label && label.x !== undefined
            ? { x: label.x, y: label.y ?? 0, width: label.width, height: label.height }
            : undefined,
        blocks: transition
          ? transitions.map((t) => ({ lines: labelLines(t, chars), happy: happy.has(t.id) }))
          : noteLines && [{ lines: noteLines, happy: false }],
        happy: transitions.some((t) => happy.has(t.id)),
      };
    }),
    notes: notes.map((note) => ({ ...note, box: boxes.get(note.id)! })),
  };
}
