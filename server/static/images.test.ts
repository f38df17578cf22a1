import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES_DIR } from '../paths.ts';
import { generatedImagePaths, svgFor } from './generate-images.ts';

const files = readdirSync(IMAGES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.split(path.sep).join('/'))
  .sort();

/** Whatever a reader could see or hear of an SVG: its text nodes and its naming attributes. */
function wordsOf(svg: string): string[] {
  const textNodes = svg.replace(/<[^>]*>/g, ' ');
  const named = [...svg.matchAll(/\b(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  return [textNodes, ...named].flatMap((text) => text!.match(/[A-Za-z]{2,}/g) ?? []);
}

// Issue 28 item 7: a word baked into a picture stays English on a Chinese screen (and is cut off
// when the picture is cropped), so every picture the API serves is wordless.
describe('served images', () => {
  it('finds the images', () => {
    expect(files.length).toBeGreaterThanOrEqual(75);
  });

  it.each(files)('%s carries no words', (file) => {
    const svg = readFileSync(path.join(IMAGES_DIR, file), 'utf8');
    expect(svg).not.toMatch(/<(?:text|tspan|title|desc|textPath|foreignObject)\b/i);
    expect(wordsOf(svg)).toEqual([]);
  });

  it('are exactly what the generator draws (rerun it after changing the seed)', () => {
    expect(files).toEqual(generatedImagePaths());
    for (const file of files)
      expect(readFileSync(path.join(IMAGES_DIR, file), 'utf8'), file).toBe(svgFor(file));
  });

  it('give each slug its own picture', () => {
    const drawn = generatedImagePaths().map(svgFor);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});
