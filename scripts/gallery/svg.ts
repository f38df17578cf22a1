// The laid-out diagram as an inline SVG string: nested boxes for compound states, a dot for each
// initial state, a double border for final states, and every transition as an arrow labelled with
// its description in product words (wrapped), the happy path heavier, and dashed notes for what
// runs before the machine. Coordinates are rounded so the output is byte-identical run after run.
import type { MachineGraph } from '../machines/graph';
import {
  HEADER,
  LABEL_FONT,
  LABEL_GAP,
  LABEL_LINE,
  SELF_LINE,
  STATE_FONT,
  STATE_HEIGHT,
  textWidth,
  type Layout,
  type Point,
} from './layout';

export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** One decimal at most, never `-0`. */
const n = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
};

const pathData = (points: Point[]) =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join(' ');

/** Ids inside the SVG carry the machine's id, so two diagrams on one page never clash. */
const slug = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

const STYLE = `
.sc text{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace;fill:#1b1f24}
.sc .st rect{fill:#fff;stroke:#3c4a5c;stroke-width:1.5}
.sc .st.compound>rect,.sc .st.parallel>rect{fill:#f3f6fa}
.sc .st.machine>rect{fill:#fbfcfd;stroke:#1b1f24}
.sc .st.parallel>rect{stroke-dasharray:6 4}
.sc .st.final rect.inner{fill:none}
.sc .st text{font-size:${STATE_FONT}px}
.sc .st text.self{font-size:${LABEL_FONT}px}
.sc .st .rule{stroke:#b4bdc8;stroke-width:1}
.sc .st.compound>text:not(.self),.sc .st.parallel>text:not(.self),.sc .st.machine>text:not(.self){font-weight:700}
.sc .initial{fill:#1b1f24}
.sc .tr path{fill:none;stroke:#4d5866;stroke-width:1.3}
.sc .tr.after path{stroke-dasharray:5 3}
.sc .tr.always path{stroke-dasharray:2 3}
.sc .tr.error path{stroke:#a3262a}
.sc .tr.happy path{stroke:#0b57b3;stroke-width:3.2}
.sc .tr.note path{stroke-dasharray:6 4}
.sc .lb rect{fill:#fff;fill-opacity:.92}
.sc .lb.happy rect{stroke:#0b57b3;stroke-width:1.5}
.sc .lb text{font-size:${LABEL_FONT}px}
.sc .lb.error text{fill:#a3262a}
.sc .lb text.on-happy{fill:#083f82;font-weight:700}
.sc .nt rect{fill:#fffbe6;stroke:#8a6d00;stroke-width:1.2;stroke-dasharray:5 3}
.sc .nt text{font-size:${STATE_FONT}px}
`.trim();

export function renderSvg(graph: MachineGraph, layout: Layout): string {
  const id = slug(graph.id);
  const arrow = `arrow-${id}`;
  const arrowError = `arrow-error-${id}`;
  const arrowHappy = `arrow-happy-${id}`;
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="sc" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title-${id} desc-${id}">`,
    `<title id="title-${id}">The ${escapeXml(graph.id)} statechart</title>`,
    `<desc id="desc-${id}">${graph.states.length} states and ${graph.transitions.length} transitions, each arrow labelled with what happens in product words${layout.edges.some((e) => e.happy) ? ', the happy path drawn heavier in blue' : ''}; the tables below list every state, event and transition.</desc>`,
    `<style>${STYLE}</style>`,
    '<defs>',
    `<marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#4d5866"/></marker>`,
    `<marker id="${arrowError}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#a3262a"/></marker>`,
    `<marker id="${arrowHappy}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#0b57b3"/></marker>`,
    '</defs>',
  ];
  // Parents before children (the layout lists states in document order), so boxes nest visibly.
  for (const { state, box, selves } of layout.states) {
    const tip = state.description ? `${state.path}: ${state.description}` : state.path;
    const container = state.children.length > 0;
    out.push(
      `<g class="st ${state.kind}" data-state="${escapeXml(state.path)}"><title>${escapeXml(tip)}</title>`,
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${container ? 10 : 8}"/>`,
    );
    if (state.kind === 'final')
      out.push(
        `<rect class="inner" x="${n(box.x + 4)}" y="${n(box.y + 4)}" width="${n(box.width - 8)}" height="${n(box.height - 8)}" rx="5"/>`,
      );
    out.push(
      container
        ? `<text x="${n(box.x + 12)}" y="${n(box.y + HEADER / 2 + 5)}">${escapeXml(state.key)}</text>`
        : `<text x="${n(box.x + box.width / 2)}" y="${n(box.y + STATE_HEIGHT / 2 + 4.5)}" text-anchor="middle">${escapeXml(state.key)}</text>`,
    );
    // Transitions that stay in the state, under its name, after a rule; a long one wraps under
    // its ↻ mark.
    const top = box.y + (container ? HEADER : STATE_HEIGHT) - 2;
    if (selves.length > 0)
      out.push(`<path class="rule" d="M${n(box.x)} ${n(top)}H${n(box.x + box.width)}"/>`);
    let line = 0;
    for (const lines of selves) {
      const x = box.x + 10;
      const indent = x + textWidth(lines[0]!.slice(0, 2), LABEL_FONT);
      out.push(
        `<text class="self" x="${n(x)}" y="${n(top + (line + 1) * SELF_LINE - 3)}">${lines
          .map(
            (text, i) =>
              `<tspan x="${n(i === 0 ? x : indent)}"${i === 0 ? '' : ` dy="${SELF_LINE}"`}>${escapeXml(text)}</tspan>`,
          )
          .join('')}</text>`,
      );
      line += lines.length;
    }
    out.push('</g>');
  }
  for (const note of layout.notes)
    out.push(
      `<g class="nt" data-note="${escapeXml(note.text)}"><rect x="${n(note.box.x)}" y="${n(note.box.y)}" width="${n(note.box.width)}" height="${n(note.box.height)}" rx="4"/>`,
      `<text x="${n(note.box.x + note.box.width / 2)}" y="${n(note.box.y + note.box.height / 2 + 4.5)}" text-anchor="middle">${escapeXml(note.text)}</text></g>`,
    );
  for (const { box } of layout.initials)
    out.push(
      `<circle class="initial" cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height / 2)}" r="${n(box.width / 2)}"/>`,
    );
  const classOf = (edge: Layout['edges'][number]) =>
    [
      edge.note ? 'note' : (edge.transition?.kind ?? 'initial'),
      ...(edge.happy ? ['happy'] : []),
    ].join(' ');
  for (const edge of layout.edges) {
    if (edge.points.length < 2) continue;
    const marker = edge.happy ? arrowHappy : edge.transition?.kind === 'error' ? arrowError : arrow;
    const data = edge.transition
      ? ` data-from="${escapeXml(edge.transition.source)}" data-to="${escapeXml(edge.transition.target)}"`
      : '';
    out.push(
      `<g class="tr ${classOf(edge)}"${data}><path d="${pathData(edge.points)}" marker-end="url(#${marker})"/></g>`,
    );
  }
  // Labels last, over the lines, each on a light box so a crossing line never hides a word: one
  // text per transition the arrow carries (its code name, `event [guard]`, is the tooltip).
  for (const edge of layout.edges) {
    if (!edge.label || !edge.blocks || !(edge.transition || edge.note)) continue;
    const { x, y, width, height } = edge.label;
    out.push(
      `<g class="lb ${classOf(edge)}"><rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="3"/>`,
    );
    let top = y;
    edge.blocks.forEach(({ lines, happy }, b) => {
      const t = edge.transitions[b];
      const tip = t ? `<title>${escapeXml(t.label)}</title>` : '';
      out.push(
        `<text${happy ? ' class="on-happy"' : ''} x="${n(x + 4)}" y="${n(top + LABEL_LINE - 1)}">${tip}${lines
          .map(
            (text, i) =>
              `<tspan x="${n(x + 4)}"${i === 0 ? '' : ` dy="${LABEL_LINE}"`}>${escapeXml(text)}</tspan>`,
          )
          .join('')}</text>`,
      );
      top += lines.length * LABEL_LINE + LABEL_GAP;
    });
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n');
}
