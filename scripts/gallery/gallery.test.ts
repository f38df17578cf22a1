// The gallery's generation on a small machine: every state and transition drawn, labels escaped,
// the same input giving byte-identical output, and the stale check naming what differs.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { aboutOf, galleryDiff, GALLERY_DIR } from './generate';
import { machineGraph } from '../machines/graph';
import {
  COPY_SCRIPT,
  indexPage,
  machinePage,
  pathCommand,
  STATELY_NEW,
  type GalleryMachine,
} from './html';
import { readFileSync } from 'node:fs';
import { HAPPY_PATHS, happyPath } from './happy';
import { layoutGraph, wrapWords } from './layout';
import { PRELUDES } from './prelude';
import { FIXTURES } from '../../tests/model/fixtures/index';
import { ROOT } from '../machines/generate';
import { renderSvg } from './svg';

const door = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'bell.<ring>' } },
  guards: { 'isLocked&Late': () => false },
  actors: { unlock: fromPromise(async () => 'ok') },
  delays: { shortWait: 10 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      description: 'The door is shut <and> "locked".',
      on: {
        'door.open': [{ guard: 'isLocked&Late', target: 'unlocking' }, { target: 'open' }],
        'bell.<ring>': {},
      },
    },
    unlocking: {
      description: 'The lock is being opened.',
      invoke: {
        id: 'unlock',
        src: 'unlock',
        onDone: 'open',
        onError: 'closed',
      },
    },
    open: {
      description: 'The door stands open.',
      initial: 'swinging',
      states: {
        swinging: { description: 'Still moving.', after: { shortWait: 'resting' } },
        resting: { description: 'Still.', always: '#door.gone' },
      },
      on: { 'door.close': 'closed' },
    },
    gone: { type: 'final', description: 'The door is off its hinges.' },
  },
});

async function build() {
  const graph = machineGraph(door);
  const svg = renderSvg(graph, await layoutGraph(graph));
  const machine: GalleryMachine = {
    stem: 'door',
    file: 'src/machines/door.machine.ts',
    graph,
    svg,
    width: 600,
    summary: 'A door <that> opens.',
    about: 'A door <that> opens & closes.',
    source: 'const a = b < c && "d";',
    coverage: { states: 7, statesCovered: 7, transitions: 8, transitionsCovered: 8 },
    paths: [
      {
        id: 'door-0123abcd',
        title: 'The door <opens>',
        purpose: 'The only path that takes “Tap Open”.',
        start: 'Open /door as <b>Kai</b>.',
        startExpect: 'The door is shut.',
        steps: [
          { do: 'Tap “Open”', expect: 'The door swings open.' },
          { do: 'Wait', expect: 'The door swings open.' },
        ],
      },
      {
        id: 'door-89abcdef',
        title: 'Just the start',
        purpose: 'The path that starts: Open /door.',
        start: 'Open /door.',
        startExpect: 'The door is shut.',
        steps: [],
      },
    ],
  };
  return { graph, svg, machine, page: machinePage(machine), index: indexPage([machine]) };
}

// The unit project runs in jsdom, whose parser reads the output as a browser would.
const parseSvg = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('machineGraph', () => {
  it('reads every state with its kind and description', () => {
    const graph = machineGraph(door);
    expect(graph.states.map((s) => [s.path, s.kind])).toEqual([
      ['door', 'machine'],
      ['closed', 'atomic'],
      ['unlocking', 'atomic'],
      ['open', 'compound'],
      ['open.swinging', 'atomic'],
      ['open.resting', 'atomic'],
      ['gone', 'final'],
    ]);
    expect(graph.states.find((s) => s.path === 'open')?.initial).toBe('door.open.swinging');
    expect(graph.states.find((s) => s.path === 'closed')?.description).toBe(
      'The door is shut <and> "locked".',
    );
  });

  it('labels every transition `event [guard]`, invoke results, delays and eventless ones included', () => {
    const graph = machineGraph(door);
    const labels = graph.transitions.map((t) => `${t.source} ${t.label} ${t.target}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'door.closed door.open [isLocked&Late] door.unlocking',
        'door.closed door.open door.open',
        'door.closed bell.<ring> door.closed',
        'door.unlocking unlock done door.open',
        'door.unlocking unlock failed door.closed',
        'door.open door.close door.closed',
        'door.open.swinging after shortWait door.open.resting',
        'door.open.resting always door.gone',
      ]),
    );
    expect(graph.transitions).toHaveLength(8);
  });

  it('lists the events with the states that take them, events sent to the machine first', () => {
    const graph = machineGraph(door);
    expect(graph.events.map((e) => [e.label, e.kind, e.acceptedIn.join(' ')])).toEqual([
      ['bell.<ring>', 'event', 'closed'],
      ['door.close', 'event', 'open'],
      ['door.open', 'event', 'closed'],
      ['unlock done', 'done', 'unlocking'],
      ['unlock failed', 'error', 'unlocking'],
      ['after shortWait', 'after', 'open.swinging'],
      ['always', 'always', 'open.resting'],
    ]);
  });
});

describe('renderSvg', () => {
  it('draws every state, one arrow per transition that leaves its state, and escapes labels', async () => {
    const { svg, graph } = await build();
    const doc = parseSvg(svg);
    expect(doc.querySelector('parsererror')).toBeNull();
    const drawn = [...doc.querySelectorAll('[data-state]')].map((g) =>
      g.getAttribute('data-state'),
    );
    expect(drawn).toEqual(graph.states.map((s) => s.path));
    // Seven transitions move; the bell rings without leaving `closed`: listed inside its box.
    expect(doc.querySelectorAll('g.tr[data-from]')).toHaveLength(7);
    expect(doc.querySelectorAll('g.lb')).toHaveLength(7);
    const closed = doc.querySelector('[data-state="closed"]')!;
    expect(closed.querySelector('text.self')?.textContent).toBe('↻ bell.<ring>');
    expect(svg).toContain('bell.&lt;ring&gt;');
    expect(svg).not.toContain('<ring>');
    expect(svg).toContain('door.open [isLocked&amp;Late]');
    // Initial dots: the machine's and `open`'s; the final state has its inner border.
    expect(doc.querySelectorAll('circle.initial')).toHaveLength(2);
    expect(doc.querySelectorAll('[data-state="gone"] rect.inner')).toHaveLength(1);
    // The states' descriptions are their tooltips.
    expect(closed.querySelector('title')?.textContent).toBe(
      'closed: The door is shut <and> "locked".',
    );
  });

  it('places nested states inside their parent and no two labels on top of each other', async () => {
    const { svg } = await build();
    const doc = parseSvg(svg);
    const box = (sel: string) => {
      const r = doc.querySelector(`${sel} > rect`)!;
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a)));
      return { x: x!, y: y!, w: w!, h: h! };
    };
    const parent = box('[data-state="open"]');
    for (const child of ['open.swinging', 'open.resting']) {
      const c = box(`[data-state="${child}"]`);
      expect(c.x).toBeGreaterThanOrEqual(parent.x);
      expect(c.y).toBeGreaterThanOrEqual(parent.y);
      expect(c.x + c.w).toBeLessThanOrEqual(parent.x + parent.w);
      expect(c.y + c.h).toBeLessThanOrEqual(parent.y + parent.h);
    }
    const labels = [...doc.querySelectorAll('g.lb > rect')].map((r) =>
      ['x', 'y', 'width', 'height'].map((a) => Number(r.getAttribute(a))),
    );
    for (const [i, [ax, ay, aw, ah]] of labels.entries())
      for (const [bx, by, bw, bh] of labels.slice(i + 1))
        expect(ax! < bx! + bw! && bx! < ax! + aw! && ay! < by! + bh! && by! < ay! + ah!).toBe(
          false,
        );
  });

  it('gives byte-identical output for the same machine', async () => {
    const first = await build();
    const second = await build();
    expect(second.svg).toBe(first.svg);
    expect(second.page).toBe(first.page);
    expect(second.index).toBe(first.index);
  });
});

describe('pages', () => {
  it('shows the diagram, states, events, paths with their commands and the Stately link', async () => {
    const { page, graph } = await build();
    const doc = parseHtml(page);
    expect(doc.querySelector('main svg')).not.toBeNull();
    const stateRows = [...doc.querySelectorAll('tr[id^="state-"] th')].map((th) => th.textContent);
    expect(stateRows).toEqual(graph.states.map((s) => s.path));
    expect(doc.body.textContent).toContain('The door is shut <and> "locked".');
    expect([...doc.querySelectorAll('.cmd')].map((c) => c.textContent)).toEqual([
      pathCommand('door-0123abcd'),
      'npm run test:path -- door-89abcdef',
    ]);
    expect(doc.querySelector('#door-0123abcd a')?.getAttribute('href')).toBe(
      '../paths/door.md#door-0123abcd',
    );
    expect(doc.body.textContent).toContain('Start: Open /door as <b>Kai</b>.');
    expect(doc.querySelector('#door-0123abcd b')).toBeNull();
    // Issue 32 item 3: each path's title and purpose, and each step beside what it expects.
    const first = doc.getElementById('door-0123abcd')!;
    expect(first.querySelector('h3')?.textContent).toBe('The door <opens>');
    expect(first.querySelector('.purpose')?.textContent).toBe(
      'The only path that takes “Tap Open”.',
    );
    expect(
      [...first.querySelectorAll('.steps > li')].map((li) => [
        li.querySelector('.do')?.textContent,
        li.querySelector('.expect')?.textContent,
      ]),
    ).toEqual([
      ['Tap “Open”', 'Expect: The door swings open.'],
      ['Wait', 'Expect: The same as above.'],
    ]);
    expect(doc.querySelector(`a[href="${STATELY_NEW}"]`)).not.toBeNull();
    expect(doc.querySelector('a[href="../../src/machines/door.machine.ts"]')).not.toBeNull();
    expect(doc.querySelector('pre code')?.textContent).toBe('const a = b < c && "d";');
  });

  describe('"Copy the source" copies the machine file for Stately\'s Import in one click', () => {
    afterEach(() => {
      document.body.innerHTML = '';
      vi.unstubAllGlobals();
    });

    async function clickCopy(writeText: (text: string) => Promise<void>) {
      const { page } = await build();
      document.body.innerHTML = parseHtml(page).body.innerHTML;
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.copy')];
      expect(buttons.map((b) => b.hidden)).toEqual([true, true]);
      new Function(COPY_SCRIPT)();
      expect(buttons.map((b) => b.hidden)).toEqual([false, false]);
      buttons[1]!.click();
      await vi.waitFor(() =>
        expect(document.getElementById('copy-bottom')?.textContent).not.toBe(''),
      );
      return document.getElementById('copy-bottom')!.textContent;
    }

    it('puts the source on the clipboard and says so', async () => {
      const writeText = vi.fn(() => Promise.resolve());
      expect(await clickCopy(writeText)).toMatch(/^Copied/);
      expect(writeText).toHaveBeenCalledWith('const a = b < c && "d";');
    });

    it('without a clipboard, opens the source and selects it', async () => {
      expect(await clickCopy(() => Promise.reject(new Error('denied')))).toMatch(/^Selected/);
      expect(document.getElementById('machine-source')?.closest('details')?.open).toBe(true);
      expect(getSelection()?.toString()).toBe('const a = b < c && "d";');
    });
  });

  it('indexes every machine with a link to its page', async () => {
    const { index } = await build();
    const doc = parseHtml(index);
    expect(doc.querySelector('a[href="door.html"]')?.textContent).toBe('door');
    expect(doc.querySelector('tbody td')?.textContent).toBe('A door <that> opens.');
  });
});

// Issue 32 item 2: arrows in product words, the happy path heavier, rule 0 before the rules.
const hall = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } },
  guards: { isLocked: () => false },
}).createMachine({
  id: 'hall',
  initial: 'closed',
  states: {
    closed: {
      description: 'Shut.',
      on: {
        'door.open': [
          {
            description: '1. Tap “Open” — the door is locked',
            guard: 'isLocked',
            target: 'locked',
          },
          { description: 'otherwise: tap “Open”', target: 'open' },
        ],
      },
    },
    locked: {
      description: 'Locked.',
      on: { 'door.close': { description: 'Give up', target: 'closed' } },
    },
    open: { description: 'Open.', type: 'final' },
  },
});

describe('product words', () => {
  it('draws each arrow with its description, the code name as its tooltip', async () => {
    const graph = machineGraph(hall);
    const doc = parseSvg(renderSvg(graph, await layoutGraph(graph)));
    const labels = [...doc.querySelectorAll('g.lb > text')].map((t) =>
      [...t.querySelectorAll('tspan')].map((span) => span.textContent).join(' '),
    );
    expect(labels.sort()).toEqual(
      ['1. Tap “Open” — the door is locked', 'Give up', 'otherwise: tap “Open”'].sort(),
    );
    expect([...doc.querySelectorAll('g.lb title')].map((t) => t.textContent).sort()).toEqual(
      ['door.close', 'door.open', 'door.open [isLocked]'].sort(),
    );
  });

  it('wraps words into short lines, a long word on its own line', () => {
    expect(wrapWords('1. The quote fails — the session has ended', 22)).toEqual([
      '1. The quote fails —',
      'the session has ended',
    ]);
    expect(wrapWords('a verylongwordthatdoesnotfit b', 10)).toEqual([
      'a',
      'verylongwordthatdoesnotfit',
      'b',
    ]);
  });

  it('finds the happy path through the states a flow names, never through a failure', async () => {
    const graph = machineGraph(hall);
    const path = happyPath(graph, ['open']);
    expect(path.map((id) => graph.transitions.find((t) => t.id === id)?.description)).toEqual([
      'otherwise: tap “Open”',
    ]);
    const doc = parseSvg(renderSvg(graph, await layoutGraph(graph, new Set(path))));
    expect(doc.querySelectorAll('g.tr.happy')).toHaveLength(1);
    expect(doc.querySelector('g.tr.happy')?.getAttribute('data-to')).toBe('hall.open');
    expect(() => happyPath(graph, ['nowhere'])).toThrow(/no state nowhere/);
  });

  it("names, for every flow that has one, states its machine has and a way there (claim's is the claim, not 'already claimed')", () => {
    for (const fixture of Object.values(FIXTURES)) {
      const graph = machineGraph(fixture.machine);
      if (HAPPY_PATHS[graph.id]) expect(happyPath(graph).length, graph.id).toBeGreaterThan(0);
    }
    const claim = machineGraph(FIXTURES.claim!.machine);
    const words = happyPath(claim).map(
      (id) => claim.transitions.find((t) => t.id === id)!.description,
    );
    expect(words).toContain('Tap “Claim reward”');
  });

  it('draws the prelude as notes before the machine, and its file still does what the note says', async () => {
    for (const prelude of Object.values(PRELUDES))
      expect(readFileSync(path.join(ROOT, prelude.file), 'utf8')).toMatch(prelude.holds);
    const entry = FIXTURES['entry-redirect']!.machine;
    const graph = machineGraph(entry);
    const doc = parseSvg(
      renderSvg(graph, await layoutGraph(graph, new Set(), PRELUDES.entryRedirect)),
    );
    expect(
      [...doc.querySelectorAll('[data-note]')].map((n) => n.getAttribute('data-note')),
    ).toEqual(['index.html loads', '/pc/index.html, the desktop page']);
    // The rules' states side by side in the order they are tried.
    const finals = [...doc.querySelectorAll('g.st.final')].map((g) => ({
      state: g.getAttribute('data-state'),
      x: Number(g.querySelector('rect')!.getAttribute('x')),
    }));
    expect(finals.sort((a, b) => a.x - b.x).map((f) => f.state)).toEqual([
      'toQuestDescription',
      'toProfile',
      'toReback',
      'toSignUp',
      'toLogin',
      'mounting',
    ]);
  });
});

describe('aboutOf', () => {
  it("takes the file's opening doc comment, its first line as the summary", () => {
    const source = '/**\n * Sign in.\n * Top-level states: a → b.\n */\nimport x from "y";';
    expect(aboutOf(source, 'root')).toEqual({
      summary: 'Sign in.',
      about: 'Sign in. Top-level states: a → b.',
    });
    expect(aboutOf('import x from "y";', 'The root.')).toEqual({
      summary: 'The root.',
      about: 'The root.',
    });
  });
});

describe('galleryDiff', () => {
  it('names stale, missing and left-over files', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gallery-'));
    mkdirSync(path.join(root, GALLERY_DIR), { recursive: true });
    writeFileSync(path.join(root, GALLERY_DIR, 'index.html'), 'old');
    writeFileSync(path.join(root, GALLERY_DIR, 'same.html'), 'same');
    writeFileSync(path.join(root, GALLERY_DIR, 'gone.html'), 'x');
    const files = new Map([
      [`${GALLERY_DIR}/index.html`, 'new'],
      [`${GALLERY_DIR}/same.html`, 'same'],
      [`${GALLERY_DIR}/added.html`, 'a'],
    ]);
    expect(galleryDiff(files, root)).toEqual({
      stale: [`${GALLERY_DIR}/index.html`, `${GALLERY_DIR}/added.html`],
      extra: [`${GALLERY_DIR}/gone.html`],
    });
    expect(galleryDiff(new Map([[`${GALLERY_DIR}/same.html`, 'same']]), root).stale).toEqual([]);
  });
});
