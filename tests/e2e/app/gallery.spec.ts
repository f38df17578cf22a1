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
