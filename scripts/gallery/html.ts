// The gallery's pages: plain HTML and one shared stylesheet, readable without JavaScript, from the
// file system or any static host. Links are relative, so they work wherever the repo is browsed.
import { wordsOf, type EventKind, type MachineGraph } from '../machines/graph';
import type { Prelude } from './prelude';
import { escapeXml as esc } from './svg';

export const STATELY_NEW = 'https://stately.ai/registry/new';
export const STYLESHEET = 'gallery.css';
/** The one script of the gallery: the "Copy the source" button (issue 32 item 5). */
export const COPY_SCRIPT_FILE = 'copy.js';
export const COPY_SCRIPT = `// Copies the machine source shown on the page, for Stately's Import (one click, then paste).
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.hidden = false;
  const status = document.getElementById(button.dataset.status);
  button.addEventListener('click', async () => {
    const text = document.getElementById(button.dataset.copy).textContent;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied: now choose Import in Stately and paste.';
    } catch {
      // No clipboard (a file:// page, a refused permission): open the source and select it.
      const source = document.getElementById(button.dataset.copy);
      source.closest('details').open = true;
      getSelection().selectAllChildren(source);
      status.textContent = 'Selected: copy it with Ctrl+C (⌘C).';
    }
  });
}
`;

/** The diagram's zoom and pan (issue 32 item 2): a wide flow fits the page or is dragged about. */
export const ZOOM_SCRIPT_FILE = 'zoom.js';
export const ZOOM_SCRIPT = `// Zoom and pan for the diagram: "Fit to the page" scales a wide flow down, + and − zoom, and a
// mouse drags the box about (touch and the keyboard scroll it natively). Without this script the
// diagram is drawn at full size in a box that scrolls.
for (const box of document.querySelectorAll('[data-zoom]')) {
  const svg = box.querySelector('svg');
  const controls = document.getElementById(box.dataset.zoom);
  const level = controls.querySelector('output');
  const natural = Number(svg.getAttribute('width'));
  let scale = 1;
  const apply = (next) => {
    scale = Math.min(2, Math.max(0.2, next));
    svg.style.width = Math.round(natural * scale) + 'px';
    svg.style.height = 'auto';
    level.value = Math.round(scale * 100) + ' %';
  };
  const fit = () => Math.min(1, (box.clientWidth - 2) / natural);
  controls.hidden = false;
  controls.addEventListener('click', (event) => {
    const action = event.target.closest('button')?.dataset.action;
    if (action === 'in') apply(scale * 1.25);
    else if (action === 'out') apply(scale / 1.25);
    else if (action === 'fit') apply(fit());
    else if (action === 'full') apply(1);
  });
  // Fitted when the words still read at that size; else full size, panned to where the flow
  // starts (its first note, else the machine's initial dot) rather than to an empty corner.
  if (fit() >= 0.6) apply(fit());
  else {
    apply(1);
    const note = svg.querySelector('.nt rect');
    const dot = svg.querySelector('circle.initial');
    const x = note
      ? Number(note.getAttribute('x')) + Number(note.getAttribute('width')) / 2
      : Number(dot?.getAttribute('cx') ?? 0);
    box.scrollLeft = x - box.clientWidth / 2;
  }
  let drag = null;
  box.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.setPointerCapture(event.pointerId);
    box.classList.add('dragging');
  });
  box.addEventListener('pointermove', (event) => {
    if (!drag) return;
    box.scrollLeft = drag.left - (event.clientX - drag.x);
    box.scrollTop = drag.top - (event.clientY - drag.y);
  });
  const end = () => {
    drag = null;
    box.classList.remove('dragging');
  };
  box.addEventListener('pointerup', end);
  box.addEventListener('pointercancel', end);
}
`;

/** One QA path as a tester runs it (scripts/machines/catalogue.ts `pathScripts`). */
export type GalleryPath = {
  id: string;
  title: string;
  purpose: string;
  start: string;
  /** What the start shows. */
  startExpect: string;
  steps: { do: string; expect: string }[];
};
export type Coverage = {
  states: number;
  statesCovered: number;
  transitions: number;
  transitionsCovered: number;
};
export type GalleryMachine = {
  stem: string;
  /** The source file, relative to the repository root. */
  file: string;
  graph: MachineGraph;
  svg: string;
  /** The diagram's width at full size, in px. */
  width: number;
  /** The state the happy path ends in (scripts/gallery/happy.ts), if the flow has one. */
  happyGoal?: string;
  /** What runs before the machine (scripts/gallery/prelude.ts), drawn as notes. */
  prelude?: Prelude;
  summary: string;
  about: string;
  source: string;
  paths: GalleryPath[];
  coverage: Coverage;
};

export const pathCommand = (id: string) => `npm run test:path -- ${id}`;

function page(title: string, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<link rel="stylesheet" href="${STYLESHEET}">`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A wide table or diagram scrolls sideways in its own box, which the keyboard can reach. */
const scroller = (label: string, inner: string, attributes = 'class="scroll"') =>
  `<div ${attributes} tabindex="0" role="region" aria-label="${esc(label)}">\n${inner}\n</div>`;

function diagram({ graph, svg }: GalleryMachine): string {
  const zoom = `zoom-${graph.id}`;
  return [
    // Shown by zoom.js: without it the buttons would do nothing.
    `<div class="zoom" id="${esc(zoom)}" role="group" aria-label="Zoom the diagram" hidden>`,
    '<button type="button" data-action="out" aria-label="Zoom out">−</button>',
    '<output>100 %</output>',
    '<button type="button" data-action="in" aria-label="Zoom in">+</button>',
    '<button type="button" data-action="fit" aria-label="Fit to the page">Fit</button>',
    '<button type="button" data-action="full">Full size</button>',
    '</div>',
    scroller(
      `${graph.id} diagram, drag or scroll to pan`,
      svg,
      `class="scroll diagram" data-zoom="${esc(zoom)}"`,
    ),
  ].join('\n');
}

function happyText({ graph, happyGoal }: GalleryMachine): string {
  return happyGoal
    ? `<p>The heavier blue arrows are the <strong>happy path</strong>: from the start to <code>${esc(happyGoal)}</code> when everything works (<code>scripts/gallery/happy.ts</code> names the states it passes; between them it is the shortest way that takes no failure).</p>`
    : `<p>${esc(graph.id)} has no single good outcome, so no happy path is drawn (<code>scripts/gallery/happy.ts</code>).</p>`;
}

/** The rules of a flow that starts with a choice, in the order they are tried, the prelude's first. */
function rulesList({ graph, prelude }: GalleryMachine): string {
  if (!prelude) return '';
  const initial = graph.root.initial;
  const path = (id: string) => graph.states.find((s) => s.id === id)?.path ?? id;
  const items = [
    ...prelude.rules
      .filter((rule) => rule.to !== null)
      .map(
        (rule) =>
          `<li>${esc(rule.words)} → ${esc(rule.to!)} (<code>${esc(prelude.file)}</code>)</li>`,
      ),
    ...graph.transitions
      .filter((t) => t.source === initial)
      .map((t) => `<li>${esc(wordsOf(t))} → <code>${esc(path(t.target))}</code></li>`),
  ];
  return [
    '<h2>Rules in order</h2>',
    `<p>Tried one after another; the first that holds wins. The first runs in <code>${esc(prelude.file)}</code> before the app loads, so the diagram shows it as a note.</p>`,
    `<ol class="rules">${items.join('')}</ol>`,
  ].join('\n');
}

const GENERATED = `<p class="generated">Generated by <code>npm run gallery</code> from the machine files (<code>src/features/*/machines/</code>, <code>src/shared/machines/</code>) and <code>tests/model/fixtures/</code>; do not edit by hand. <code>npm test</code> fails when it is stale.</p>`;

const LEGEND = [
  '<ul class="legend">',
  '<li><span class="key dot" aria-hidden="true"></span> the state a box starts in</li>',
  '<li><span class="key final" aria-hidden="true"></span> double border: a final state</li>',
  '<li><span class="key solid" aria-hidden="true"></span> a transition, in product words (hover it for its <code>event [guard]</code>); <code>1.</code>, <code>2.</code>, … <code>otherwise</code>: the alternatives in the order they are tried</li>',
  '<li><span class="key happy" aria-hidden="true"></span> the happy path</li>',
  '<li><span class="key dashed" aria-hidden="true"></span> after a delay</li>',
  '<li><span class="key dotted" aria-hidden="true"></span> at once (eventless)</li>',
  '<li><span class="key failed" aria-hidden="true"></span> a call failed</li>',
  '<li><code>↻ …</code> inside a box: handled there without leaving the state</li>',
  '<li><span class="key note" aria-hidden="true"></span> a note: what runs before the machine</li>',
  '</ul>',
].join('\n');

const KIND_TEXT: Record<EventKind, string> = {
  event: 'sent to the machine',
  done: 'a call answered',
  error: 'a call failed',
  after: 'a delay passed',
  always: 'at once, when its guard holds',
};

export function indexPage(machines: GalleryMachine[]): string {
  const rows = machines.map(({ graph, file, paths, coverage, summary }) =>
    [
      '<tr>',
      `<th scope="row"><a href="${esc(graph.id)}.html">${esc(graph.id)}</a></th>`,
      `<td>${esc(summary)}</td>`,
      `<td class="num">${graph.states.length}</td>`,
      `<td class="num">${graph.transitions.length}</td>`,
      `<td class="num">${paths.length}</td>`,
      `<td class="num">${coverage.transitionsCovered}/${coverage.transitions}</td>`,
      `<td><code>${esc(file)}</code></td>`,
      '</tr>',
    ].join(''),
  );
  return page('Flow gallery: every GamerHub statechart', [
    '<main>',
    '<h1>Flow gallery</h1>',
    // The rule of decision 058: a question or a second call makes a flow a machine.
    `<p>Every GamerHub flow in which the member decides something between steps, or that makes more than one call, is one XState machine; a flow that is a single call (using an inventory item, the favourite heart, opening a quest's task) is a TanStack Query mutation, tested by its screen's browser spec (<a href="../decisions/058-one-call-flows.md">decision 058</a>). Each page below shows a machine's diagram, its states with what they mean, the events it takes and the test paths QA can run one by one with <code>${esc(pathCommand('<id>'))}</code>.</p>`,
    GENERATED,
    '<h2>Machines</h2>',
    scroller(
      'Machines, scrolls sideways',
      [
        '<table>',
        '<thead><tr><th scope="col">Machine</th><th scope="col">What it does</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th><th scope="col">Transitions the paths cover</th><th scope="col">Source</th></tr></thead>',
        '<tbody>',
        ...rows,
        '</tbody>',
        '</table>',
      ].join('\n'),
    ),
    '<h2>Reading a diagram</h2>',
    LEGEND,
    '<p>Hover a state for its description; the tables under each diagram say the same in words.</p>',
    '</main>',
  ]);
}

function statesTable({ graph }: GalleryMachine): string {
  const leaving = (id: string) =>
    graph.transitions
      .filter((t) => t.source === id)
      .map((t) => {
        const to = graph.states.find((s) => s.id === t.target)!;
        const where = t.target === t.source ? 'stays' : `→ ${to.path}`;
        return `<li>${esc(wordsOf(t))} <code>${esc(t.label)}</code> ${esc(where)}</li>`;
      });
  const rows = graph.states.map((s) => {
    const out = leaving(s.id);
    const initial = s.initial
      ? ` Starts in <code>${esc(s.initial.slice(graph.id.length + 1))}</code>.`
      : '';
    return [
      `<tr id="state-${esc(s.path)}">`,
      `<th scope="row"><code>${esc(s.path)}</code></th>`,
      `<td>${esc(s.kind)}</td>`,
      `<td>${esc(s.description ?? '')}${initial}</td>`,
      `<td>${out.length ? `<ul>${out.join('')}</ul>` : '—'}</td>`,
      '</tr>',
    ].join('');
  });
  return [
    '<table>',
    '<thead><tr><th scope="col">State</th><th scope="col">Kind</th><th scope="col">Description</th><th scope="col">Transitions out</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

function eventsTable({ graph }: GalleryMachine): string {
  const rows = graph.events.map((e) =>
    [
      '<tr>',
      `<th scope="row"><code>${esc(e.label)}</code></th>`,
      `<td>${esc(KIND_TEXT[e.kind])}</td>`,
      `<td>${e.acceptedIn.map((p) => `<code>${esc(p)}</code>`).join(', ')}</td>`,
      '</tr>',
    ].join(''),
  );
  return [
    '<table>',
    '<thead><tr><th scope="col">Event</th><th scope="col">Kind</th><th scope="col">Taken in (and in the states inside)</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

/** Each step with what the tester then checks; an expectation the step above had says so. */
function stepsList(p: GalleryPath): string {
  let previous = p.startExpect;
  const items = p.steps.map((s) => {
    const expect = s.expect === previous ? 'The same as above.' : s.expect;
    previous = s.expect;
    return `<li><p class="do">${esc(s.do)}</p><p class="expect"><span class="label">Expect:</span> ${esc(expect)}</p></li>`;
  });
  return `<ol class="steps">${items.join('')}</ol>`;
}

function pathsList({ graph, paths }: GalleryMachine): string {
  const items = paths.map((p) =>
    [
      `<li id="${esc(p.id)}">`,
      `<h3>${esc(p.title)}</h3>`,
      `<p class="purpose">${esc(p.purpose)}</p>`,
      `<p>Id: <a href="../paths/${esc(graph.id)}.md#${esc(p.id)}">${esc(p.id)}</a> · run it: <code class="cmd">${esc(pathCommand(p.id))}</code></p>`,
      `<p>Start: ${esc(p.start)}</p>`,
      `<p class="expect"><span class="label">Expect:</span> ${esc(p.startExpect)}</p>`,
      p.steps.length
        ? `<details><summary>${p.steps.length} step${p.steps.length === 1 ? '' : 's'}, each with what to check</summary>${stepsList(p)}</details>`
        : '<p>No step: the start itself is checked.</p>',
      '</li>',
    ].join('\n'),
  );
  return `<ol class="paths">\n${items.join('\n')}\n</ol>`;
}

const SOURCE_ID = 'machine-source';
/** Hidden until the script runs: without it the source is still there to select by hand. */
const copyButton = (status: string) =>
  `<button type="button" class="copy" data-copy="${SOURCE_ID}" data-status="${status}" hidden>Copy the source</button>`;

export function machinePage(machine: GalleryMachine): string {
  const { graph, file, coverage, about, source } = machine;
  return page(`${graph.id}: flow gallery`, [
    '<header>',
    '<p><a href="index.html">← All machines</a></p>',
    `<h1>${esc(graph.id)}</h1>`,
    `<p class="about">${esc(about)}</p>`,
    '<ul class="links">',
    `<li>Source: <a href="../../${esc(file)}"><code>${esc(file)}</code></a></li>`,
    `<li>Definition: <a href="../machines/${esc(graph.id)}.json"><code>docs/machines/${esc(graph.id)}.json</code></a></li>`,
    `<li>QA paths: <a href="../paths/${esc(graph.id)}.md"><code>docs/paths/${esc(graph.id)}.md</code></a></li>`,
    `<li><a href="${STATELY_NEW}">Open in the Stately visualizer</a>: copy the source, choose <em>Import</em> and paste it. ${copyButton('copy-top')}</li>`,
    '</ul>',
    '<p class="copy-status" id="copy-top" role="status"></p>',
    '</header>',
    '<main>',
    '<h2>Diagram</h2>',
    diagram(machine),
    happyText(machine),
    LEGEND,
    rulesList(machine),
    `<h2>States (${graph.states.length})</h2>`,
    scroller(`${graph.id} states, scrolls sideways`, statesTable(machine)),
    `<h2>Events (${graph.events.length})</h2>`,
    scroller(`${graph.id} events, scrolls sideways`, eventsTable(machine)),
    `<h2>Test paths (${machine.paths.length})</h2>`,
    `<p>The paths cover ${coverage.statesCovered} of ${coverage.states} states and ${coverage.transitionsCovered} of ${coverage.transitions} transitions. Each runs in jsdom against the real local API (and in Chromium where the machine has a browser model run).</p>`,
    pathsList(machine),
    '<h2>Source for the visualizer</h2>',
    `<p>No Stately address can carry a machine from this repo, so copy this file, open <a href="${STATELY_NEW}">${STATELY_NEW}</a>, choose <em>Import</em> and paste it. ${copyButton('copy-bottom')}</p>`,
    '<p class="copy-status" id="copy-bottom" role="status"></p>',
    `<details><summary><code>${esc(file)}</code></summary>`,
    scroller(
      `${file}, scrolls sideways`,
      `<pre><code id="${SOURCE_ID}">${esc(source)}</code></pre>`,
    ),
    '</details>',
    GENERATED,
    '</main>',
    `<script src="${COPY_SCRIPT_FILE}"></script>`,
    `<script src="${ZOOM_SCRIPT_FILE}"></script>`,
  ]);
}

export const CSS = `:root{color-scheme:light;--ink:#1b1f24;--muted:#4a5563;--line:#d3d9e0;--tint:#f3f6fa;--link:#0b57b3}
*{box-sizing:border-box}
body{margin:0 auto;max-width:75rem;padding:16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:var(--ink);background:#fff}
a{color:var(--link)}
a:focus-visible,.scroll:focus-visible,summary:focus-visible{outline:3px solid var(--link);outline-offset:2px}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line)}
h3{font-size:1rem;margin:0}
code,pre{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:.875rem}
.about{max-width:60rem}
.links{padding-left:1.2rem}
.links li{margin:.25rem 0}
.links a{display:inline-block;padding:.3rem 0;overflow-wrap:anywhere}
.links code,summary code{overflow-wrap:anywhere}
.copy{font:inherit;min-height:44px;padding:0 .8rem;border:1px solid var(--link);border-radius:6px;background:#fff;color:var(--link);cursor:pointer}
.copy:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.copy-status:empty{display:none}
.scroll{overflow-x:auto;border:1px solid var(--line);border-radius:6px;margin:.5rem 0}
.scroll svg{display:block}
.diagram{max-height:80vh;overflow:auto;cursor:grab}
.diagram.dragging{cursor:grabbing;user-select:none}
.zoom{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem;margin:.5rem 0}
.zoom[hidden]{display:none}
.zoom button{font:inherit;min-width:44px;min-height:44px;padding:0 .7rem;border:1px solid var(--link);border-radius:6px;background:#fff;color:var(--link);cursor:pointer}
.zoom button:focus-visible{outline:3px solid var(--link);outline-offset:2px}
.zoom output{min-width:3.8rem;text-align:center;font-variant-numeric:tabular-nums}
.rules{list-style:none;padding-left:0}
.rules li{margin:.25rem 0}
table{border-collapse:collapse;width:100%;min-width:38rem;font-size:.9375rem}
th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid var(--line)}
thead th{background:var(--tint)}
td.num{text-align:right;font-variant-numeric:tabular-nums}
td ul{margin:0;padding-left:1rem}
.paths{padding-left:1.4rem}
.paths>li{margin:0 0 1rem}
.paths p{margin:.2rem 0;overflow-wrap:anywhere}
.paths h3{margin:.2rem 0;font-size:1.0625rem;overflow-wrap:anywhere}
.purpose{color:var(--muted)}
.steps{padding-left:1.6rem}
.steps>li{margin:0 0 .6rem}
.steps .do{font-weight:600}
.expect{padding-left:.6rem;border-left:3px solid var(--line)}
.expect .label{font-weight:600}
.cmd{background:var(--tint);padding:.1rem .3rem;border-radius:4px;user-select:all}
summary{cursor:pointer;min-height:44px;display:flex;align-items:center}
pre{margin:0;padding:.75rem}
.generated{color:var(--muted);font-size:.875rem}
.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem 1.2rem;font-size:.9375rem}
.key{display:inline-block;vertical-align:middle;width:28px;height:0;border-top:2px solid #4d5866;margin-right:.2rem}
.key.dashed{border-top-style:dashed}
.key.dotted{border-top-style:dotted}
.key.failed{border-top-color:#a3262a}
.key.happy{border-top:4px solid #0b57b3}
.key.note{width:22px;height:16px;border:1.5px dashed #8a6d00;border-radius:3px;background:#fffbe6}
.key.dot{width:12px;height:12px;border:0;border-radius:50%;background:var(--ink)}
.key.final{width:22px;height:16px;border:4px double #3c4a5c;border-radius:4px}
`;
