// Draws the small placeholder SVG behind every image path the seed uses:
// `npx tsx server/static/generate-images.ts`. Output is committed; rerun after changing seed-data.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGES_DIR } from '../paths.ts';
import { seedImagePaths } from '../db/seed-data.ts';

/** A stable hue per name, so each game keeps its colour between runs. */
function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function initials(slug: string): string {
  return slug
    .split('-')
    .filter((w) => w.length > 2 || /^\d/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const SIZES: Record<string, [number, number]> = {
  games: [128, 128],
  icons: [64, 64],
  avatars: [96, 96],
  news: [320, 180],
  banners: [750, 300],
  quests: [320, 180],
  lootbox: [160, 160],
  events: [750, 300],
};

export function svgFor(imagePath: string): string {
  const folder = imagePath.split('/')[0] ?? '';
  const slug = path.basename(imagePath, '.svg');
  const [w, h] = SIZES[folder] ?? [128, 128];
  const hue = hueOf(slug);
  const label =
    folder === 'banners' || folder === 'news' || folder === 'quests' || folder === 'events'
      ? slug.split('-').slice(0, 3).join(' ')
      : initials(slug) || slug[0]!.toUpperCase();
  const fontSize =
    folder === 'banners' || folder === 'news' || folder === 'quests' || folder === 'events'
      ? Math.round(h / 6)
      : Math.round(h / 2.6);
  const radius = folder === 'avatars' ? w / 2 : Math.round(Math.min(w, h) / 8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},80%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,38%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${w}" height="${h}" rx="${radius}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(w * 0.82)}" cy="${Math.round(h * 0.2)}" r="${Math.round(Math.min(w, h) / 6)}" fill="#fff" fill-opacity=".18"/>` +
    `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${label}</text>` +
    `</svg>\n`
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  for (const imagePath of seedImagePaths()) {
    const file = path.join(IMAGES_DIR, imagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svgFor(imagePath));
  }
  console.log(`Wrote ${seedImagePaths().length} SVGs under ${IMAGES_DIR}`);
}
