// Every exported machine diagram (docs/machines/*.mmd) renders with Mermaid in Chromium.
// One page per worker holds Mermaid (3.5 MB of script, parsed and compiled once): it was loaded
// afresh for each diagram, most of this file's CPU time. Each diagram is still a test of its own,
// rendered under an id of its own, so a failure names the diagram.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'machines');
const MERMAID = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'node_modules',
  'mermaid',
  'dist',
  'mermaid.min.js',
);
const diagrams = readdirSync(DIR).filter((f) => f.endsWith('.mmd'));

type Mermaid = {
  initialize(o: object): void;
  render(id: string, t: string): Promise<{ svg: string }>;
};

test('there are diagrams to render', () => {
  expect(diagrams.length).toBeGreaterThan(0);
});

test.describe('Mermaid', () => {
  let page: Page;

  // A worker that restarts after a failure comes through here again with a fresh page.
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    await page.addScriptTag({ path: MERMAID });
    await page.evaluate(() =>
      (window as unknown as { mermaid: Mermaid }).mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
      }),
    );
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const [index, file] of diagrams.entries()) {
    test(`docs/machines/${file} renders with Mermaid`, async () => {
      const source = readFileSync(path.join(DIR, file), 'utf8');
      const result = await page.evaluate(
        async ({ id, text }) => {
          const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
          try {
            const { svg } = await mermaid.render(id, text);
            return { svg, error: null };
          } catch (error) {
            return { svg: '', error: String(error) };
          }
        },
        { id: `diagram-${index}`, text: source },
      );
      expect(result.error).toBeNull();
      expect(result.svg).toContain('<svg');
      // Every state of the diagram is drawn.
      for (const [, label] of source.matchAll(/state "([^"]+)" as/g))
        expect(result.svg).toContain(label);
    });
  }
});
