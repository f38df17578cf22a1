// Lays a machine graph out with ELK (layered, compound states as nested boxes) in this process:
// no browser, no network, and the same graph always gets the same coordinates.
import ELK from 'elkjs/lib/elk.bundled.js';
import type { GState, GTransition, MachineGraph } from './graph';

/** The diagram's text is monospace, so its width is known without measuring: 0.6em a character. */
export const STATE_FONT = 13;
export const LABEL_FONT = 12;
const CHAR = 0.62;
export const textWidth = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e7f ? 2 : 1), 0) * size * CHAR;

export const STATE_HEIGHT = 34;
export const HEADER = 30;
export const INITIAL_SIZE = 12;
export const LABEL_HEIGHT = 18;
/** A transition that stays in its state is listed inside the box, one line each (as UML does). */
export const SELF_LINE = 17;
export const SELF_MARK = '↻ ';

const selfLabels = (state: GState, graph: MachineGraph) =>
  graph.transitions
    .filter((t) => t.source === state.id && t.target === state.id)
    .map((t) => `${SELF_MARK}${t.label}`);

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

export type PlacedState = { state: GState; box: Box; depth: number; selves: string[] };
export type PlacedEdge = { transition?: GTransition; points: Point[]; label?: Box };
export type Layout = {
  width: number;
  height: number;
  states: PlacedState[];
  /** The initial-state dots, one per state that has children, by the state's id. */
  initials: { of: string; box: Box }[];
  edges: PlacedEdge[];
};

const initialId = (state: GState) => `${state.id}#initial`;

function elkNode(state: GState, graph: MachineGraph): ElkNode {
  const selves = selfLabels(state, graph);
  const selfWidth = Math.max(0, ...selves.map((l) => textWidth(l, LABEL_FONT)));
  if (state.children.length === 0) {
    return {
      id: state.id,
      width: Math.ceil(Math.max(64, textWidth(state.key, STATE_FONT) + 28, selfWidth + 20)),
      height: STATE_HEIGHT + (selves.length ? selves.length * SELF_LINE + 4 : 0),
    };
  }
  const children = state.children.map((child) => elkNode(child, graph));
  const top = HEADER + selves.length * SELF_LINE + 8;
  if (state.initial)
    children.unshift({ id: initialId(state), width: INITIAL_SIZE, height: INITIAL_SIZE });
  return {
    id: state.id,
    layoutOptions: {
      'elk.padding': `[top=${top},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${Math.ceil(Math.max(textWidth(state.key, STATE_FONT), selfWidth) + 32)}, ${top + 12})`,
    },
    children,
  };
}

const ROOT_OPTIONS: Record<string, string> = {
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

export async function layoutGraph(graph: MachineGraph): Promise<Layout> {
  const edges: ElkEdge[] = graph.transitions
    .filter((t) => t.source !== t.target)
    .map((t) => ({
      id: t.id,
      sources: [t.source],
      targets: [t.target],
      labels: [
        {
          text: t.label,
          width: Math.ceil(textWidth(t.label, LABEL_FONT) + 8),
          height: LABEL_HEIGHT,
          layoutOptions: { 'elk.edgeLabels.inline': 'true' },
        },
      ],
    }));
  for (const state of graph.states)
    if (state.initial && state.children.length > 0)
      edges.push({
        id: `${initialId(state)}>`,
        sources: [initialId(state)],
        targets: [state.initial],
      });
  const laid = (await elk.layout({
    id: '(diagram)',
    layoutOptions: ROOT_OPTIONS,
    children: [elkNode(graph.root, graph)],
    edges,
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
      return {
        transition: byId.get(edge.id),
        points,
        label:
          label && label.x !== undefined
            ? { x: label.x, y: label.y ?? 0, width: label.width, height: label.height }
            : undefined,
      };
    }),
  };
}
