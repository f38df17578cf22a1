// Every exported machine diagram (docs/machines/*.mmd) renders with Mermaid in Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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

test('there are diagrams to render', () => {
  expect(diagrams.length).toBeGreaterThan(0);
});

for (const file of diagrams) {
  test(`docs/machines/${file} renders with Mermaid`, async ({ page }) => {
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    await page.addScriptTag({ path: MERMAID });
    const source = readFileSync(path.join(DIR, file), 'utf8');
    const result = await page.evaluate(async (text) => {
      const mermaid = (
        window as unknown as {
          mermaid: {
            initialize(o: object): void;
            render(id: string, t: string): Promise<{ svg: string }>;
          };
        }
      ).mermaid;
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
      try {
        const { svg } = await mermaid.render('diagram', text);
        return { svg, error: null };
      } catch (error) {
        return { svg: '', error: String(error) };
      }
    }, source);
    expect(result.error).toBeNull();
    expect(result.svg).toContain('<svg');
    // Every state of the diagram is drawn.
    for (const [, label] of source.matchAll(/state "([^"]+)" as/g))
      expect(result.svg).toContain(label);
  });
}
