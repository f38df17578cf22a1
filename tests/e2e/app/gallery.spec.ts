// The flow gallery (docs/gallery, `npm run gallery`) opened from the file system as a reviewer
// would: every machine has a page whose SVG draws each state of its definition, every label fits
// its box in a real browser's monospace font, and axe finds nothing serious on any page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { formatViolations, seriousViolations } from '../support/axe';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const GALLERY = path.join(ROOT, 'docs', 'gallery');
const MACHINES = path.join(ROOT, 'docs', 'machines');

type Definition = { states?: Record<string, Definition> };
/** `offer`, `offer.quoted`, ...: every state below the machine, as the gallery names them. */
function statePaths(node: Definition, prefix = ''): string[] {
  return Object.entries(node.states ?? {}).flatMap(([key, child]) => {
    const own = prefix ? `${prefix}.${key}` : key;
    return [own, ...statePaths(child, own)];
  });
}

const machineIds = readdirSync(MACHINES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const url = (file: string) => pathToFileURL(path.join(GALLERY, file)).href;

test('the index links every machine and passes axe', async ({ page }) => {
  await page.goto(url('index.html'));
  await expect(page.getByRole('heading', { level: 1, name: 'Flow gallery' })).toBeVisible();
  const links = await page
    .locator('tbody th a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toEqual(machineIds.map((id) => `${id}.html`));
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
});

test('every machine page draws its states, fits its labels and passes axe', async ({ page }) => {
  test.setTimeout(machineIds.length * 4_000);
  for (const id of machineIds) {
    await page.goto(url(`${id}.html`));
    const svg = page.locator('main svg.sc');
    await expect(svg, id).toHaveCount(1);
    const definition = JSON.parse(
      readFileSync(path.join(MACHINES, `${id}.json`), 'utf8'),
    ) as Definition;
    const drawn = await svg
      .locator('[data-state]')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')));
    expect(drawn, id).toEqual([id, ...statePaths(definition)]);
    // The layout sized every box from an estimate of the monospace font: the real text must fit.
    const overflowing = await svg.evaluate((root) => {
      const out: string[] = [];
      const fits = (text: SVGTextElement, box: SVGRectElement) => {
        const t = text.getBBox();
        const b = box.getBBox();
        return t.x >= b.x - 0.5 && t.x + t.width <= b.x + b.width + 0.5;
      };
      for (const g of root.querySelectorAll('g.lb, g.st')) {
        const box = g.querySelector(':scope > rect') as SVGRectElement;
        for (const text of g.querySelectorAll(':scope > text'))
          if (!fits(text as SVGTextElement, box)) out.push(text.textContent ?? '');
      }
      return out;
    });
    expect(overflowing, `${id}: text wider than its box`).toEqual([]);
    await expect(page.locator('.cmd').first(), id).toHaveText(
      /^npm run test:path -- \w+-[0-9a-f]{8}$/,
    );
    const violations = await seriousViolations(page);
    expect(violations, `${id}\n${formatViolations(violations)}`).toEqual([]);
  }
});

// Issue 32 item 2: reviewers read every arrow in product words (the transitions' descriptions,
// never an event id or guard name), see the happy path stand out, and can get a wide flow onto
// the page: no diagram is drawn wider than 1,280 px unless a zoom control can fit it.
type Transition = { eventType: string; description?: string; target?: string[] };
function transitionsOf(node: unknown, out: Transition[] = []): Transition[] {
  if (Array.isArray(node)) node.forEach((item) => transitionsOf(item, out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.eventType === 'string' && typeof record.source === 'string')
      out.push(record as unknown as Transition);
    // `on` repeats `transitions` by event: read each transition once.
    for (const [key, value] of Object.entries(record)) if (key !== 'on') transitionsOf(value, out);
  }
  return out;
}
const words = (el: Element) =>
  [...el.querySelectorAll('tspan')].map((t) => t.textContent).join(' ') || el.textContent || '';

test('every arrow of every diagram reads in product words, and a wide one zooms to fit', async ({
  page,
}) => {
  test.setTimeout(machineIds.length * 4_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const id of machineIds) {
    const transitions = transitionsOf(
      JSON.parse(readFileSync(path.join(MACHINES, `${id}.json`), 'utf8')),
    );
    const described = new Set(transitions.map((t) => t.description ?? ''));
    expect(described.has(''), `${id}: a transition without a description`).toBe(false);
    await page.goto(url(`${id}.html`));
    const svg = page.locator('main svg.sc');
    const drawn = await svg.evaluate((root, wordsOf) => {
      const read = new Function(`return ${wordsOf}`)() as (el: Element) => string;
      return {
        arrows: root.querySelectorAll('g.tr[data-from]').length,
        labelled: root.querySelectorAll('g.lb:not(.note)').length,
        // One text per transition: transitions between the same two states share an arrow.
        labels: [...root.querySelectorAll('g.lb:not(.note) > text')].map(read),
        selves: [...root.querySelectorAll('text.self')].map((t) => read(t).replace(/^↻ /, '')),
      };
    }, words.toString());
    const count = transitions.reduce((n, t) => n + Math.max(1, t.target?.length ?? 0), 0);
    expect(drawn.labels.length + drawn.selves.length, `${id}: transitions drawn`).toBe(count);
    expect(drawn.labelled, `${id}: a label on every arrow`).toBe(drawn.arrows);
    for (const label of [...drawn.labels, ...drawn.selves])
      expect(described.has(label), `${id}: "${label}" is a transition's description`).toBe(true);

    const width = async () => (await svg.boundingBox())!.width;
    if ((await width()) > 1280 || Number(await svg.getAttribute('width')) > 1280) {
      const zoom = page.getByRole('group', { name: 'Zoom the diagram' });
      await expect(zoom, `${id}: a zoom control`).toBeVisible();
      await zoom.getByRole('button', { name: 'Fit to the page' }).click();
      expect(await width(), `${id}: fitted`).toBeLessThanOrEqual(1280);
      const fitted = await width();
      await zoom.getByRole('button', { name: 'Zoom in' }).click();
      expect(await width(), `${id}: zoomed in`).toBeGreaterThan(fitted);
    }
  }
});

test('the happy path is drawn heavier, and the entry redirect shows its rules from rule 0', async ({
  page,
}) => {
  for (const id of ['withdraw', 'claim']) {
    await page.goto(url(`${id}.html`));
    expect(await page.locator('main svg.sc g.tr.happy').count(), id).toBeGreaterThan(1);
    const [happy, other] = await page
      .locator('main svg.sc')
      .evaluate((root) =>
        ['g.tr.happy path', 'g.tr:not(.happy)[data-from] path'].map((sel) =>
          Number(getComputedStyle(root.querySelector(sel)!).strokeWidth.replace('px', '')),
        ),
      );
    expect(happy, `${id}: the happy path's stroke`).toBeGreaterThan(other! * 1.5);
  }
  await page.goto(url('entryRedirect.html'));
  const svg = page.locator('main svg.sc');
  await expect(svg.locator('[data-note]').first()).toContainText('index.html');
  const rules = await svg.locator('g.lb > text').evaluateAll((texts) =>
    texts
      .map((t) => [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' '))
      .map((t) => /^(otherwise, )?[Rr]ule (\d)/.exec(t)?.[2])
      .filter(Boolean),
  );
  expect([...new Set(rules)]).toEqual(['0', '1', '2', '3', '4']);
});

// Issue 32 item 3: QA follows a path from its gallery page by hand: it is titled and says what it
// is the one to cover, and each step sits beside what to check after it, readable on a phone.
test('each test path shows its title, purpose and every step beside its expectation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url('withdraw.html'));
  const paths = page.locator('ol.paths > li');
  await expect(paths).toHaveCount(
    (readFileSync(path.join(ROOT, 'docs/paths/withdraw.md'), 'utf8').match(/^## /gm) ?? []).length,
  );
  const insufficient = paths.filter({ hasText: 'Insufficient GACT balance' }).first();
  await expect(insufficient.locator('h3')).toContainText('The withdrawal fails');
  await expect(insufficient.locator('.purpose')).toContainText('path that takes');
  await insufficient.locator('summary').click();
  const steps = insufficient.locator('.steps > li');
  await expect(steps.last().locator('.do')).toContainText(
    'the server refuses with “Insufficient GACT balance”. By hand:',
  );
  await expect(steps.last().locator('.expect')).toContainText('Expect:');
  for (const step of await steps.all()) {
    await expect(step.locator('.do')).not.toBeEmpty();
    await expect(step.locator('.expect')).toHaveText(/^Expect: \S/);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('withdraw-390.png'), fullPage: false });
});
