// Draws the small placeholder SVG behind every image path the seed uses:
// `npx tsx server/static/generate-images.ts`. Output is committed; rerun after changing seed-data.ts
// or seed-prizes-data.ts.
//
// The pictures carry no words (issue 28 item 7): a screen shows the translated title next to the
// image, and a word baked into a picture stays English on a Chinese screen and is cut off when the
// picture is cropped to a phone's width. So each picture is a glyph for its kind (gamepad, gift,
// trophy…) on shapes and colours derived from its slug: one image per slug, the same every run.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGES_DIR } from '../paths.ts';
import { seedImagePaths } from '../db/seed-data.ts';
import { SEED_PRIZES } from '../db/seed-prizes-data.ts';

/** A stable number per name (FNV-1a), so each image keeps its colours and shapes between runs. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A small deterministic sequence of numbers in [0, 1) from one seed (mulberry32). */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Glyphs on a 24 × 24 grid: white shapes, with details cut in a translucent dark tone.
const DETAIL = 'fill="#000" fill-opacity=".28"';
const GLYPHS = {
  gamepad:
    `<path fill="#fff" d="M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.3 1.2L15 16H9l-1.8 2.2a2.5 2.5 0 0 1-4.3-1.2l-.8-4A5 5 0 0 1 7 7z"/>` +
    `<path ${DETAIL} d="M6.25 9.5h1.5V11h1.5v1.5h-1.5V14h-1.5v-1.5h-1.5V11h1.5z"/>` +
    `<circle ${DETAIL} cx="16" cy="10.5" r="1.1"/><circle ${DETAIL} cx="18" cy="12.75" r="1.1"/>`,
  gift:
    `<path fill="#fff" d="M12 7.5C10 3 6 3.5 6.5 6c.3 1.3 2.5 1.6 5.5 1.5zm0 0c2-4.5 6-4 5.5-1.5-.3 1.3-2.5 1.6-5.5 1.5z"/>` +
    `<rect fill="#fff" x="2.5" y="7.5" width="19" height="4" rx="1"/>` +
    `<rect fill="#fff" x="4" y="11.5" width="16" height="9.5" rx="1"/>` +
    `<rect ${DETAIL} x="11" y="7.5" width="2" height="13.5"/>`,
  trophy:
    `<path fill="#fff" d="M6 3h12v6a6 6 0 0 1-12 0z"/>` +
    `<path fill="none" stroke="#fff" stroke-width="1.8" d="M6 5H3v1.5A3.5 3.5 0 0 0 6.5 10M18 5h3v1.5a3.5 3.5 0 0 1-3.5 3.5"/>` +
    `<rect fill="#fff" x="10.75" y="14.5" width="2.5" height="3.5"/>` +
    `<rect fill="#fff" x="7" y="18" width="10" height="3" rx="1"/>` +
    `<path ${DETAIL} d="M12 5.2l1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z"/>`,
  flag:
    `<rect fill="#fff" x="4" y="2" width="2" height="20" rx="1"/>` +
    `<path fill="#fff" d="M6 3h14l-3.5 4.5L20 12H6z"/>` +
    `<circle ${DETAIL} cx="11.5" cy="7.5" r="2"/>`,
  chest:
    `<path fill="#fff" d="M3 10V8a5 5 0 0 1 5-5h8a5 5 0 0 1 5 5v2z"/>` +
    `<rect fill="#fff" x="3" y="11" width="18" height="10" rx="1.5"/>` +
    `<rect ${DETAIL} x="3" y="10" width="18" height="1.2"/>` +
    `<rect ${DETAIL} x="10.5" y="9" width="3" height="4.5" rx=".8"/>`,
  megaphone:
    `<path fill="#fff" d="M3 9.5h3.5L15 4v16l-8.5-5.5H3z"/>` +
    `<path fill="#fff" d="M6.5 14.5h3L11 20H8.5z"/>` +
    `<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" d="M18 9a4 4 0 0 1 0 6M20.5 6.5a7.5 7.5 0 0 1 0 11"/>`,
  star: `<path fill="#fff" d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6l-6.3 3.5 1.5-7L2 9.3l7-.8z"/>`,
  person:
    `<circle fill="#fff" cx="12" cy="8.5" r="4.5"/>` +
    `<path fill="#fff" d="M3.5 21a8.5 8.5 0 0 1 17 0z"/>`,
  invite:
    `<circle fill="#fff" cx="9.5" cy="8.5" r="4"/>` +
    `<path fill="#fff" d="M2 20.5a7.5 7.5 0 0 1 15 0z"/>` +
    `<path fill="#fff" d="M18.25 7h1.5v2.75h2.75v1.5h-2.75V14h-1.5v-2.75H15.5v-1.5h2.75z"/>`,
  shield:
    `<path fill="#fff" d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z"/>` +
    `<path fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M8.5 12l2.5 2.5 4.5-5"/>`,
  wallet:
    `<path fill="#fff" d="M4 6.5l11.5-4 1.5 4z"/>` +
    `<rect fill="#fff" x="2" y="6" width="20" height="15" rx="2.5"/>` +
    `<rect ${DETAIL} x="14" y="11" width="8" height="5" rx="1.5"/>` +
    `<circle fill="#fff" cx="17" cy="13.5" r="1.2"/>`,
} as const;
type Glyph = keyof typeof GLYPHS;

/** Pixel size and glyph of each image folder; the activity icons have one glyph per message kind. */
const KINDS: Record<string, { size: [number, number]; glyph: Glyph }> = {
  games: { size: [128, 128], glyph: 'gamepad' },
  avatars: { size: [96, 96], glyph: 'person' },
  news: { size: [320, 180], glyph: 'megaphone' },
  banners: { size: [750, 300], glyph: 'star' },
  quests: { size: [320, 180], glyph: 'flag' },
  lootbox: { size: [160, 160], glyph: 'chest' },
  events: { size: [750, 300], glyph: 'trophy' },
  prizes: { size: [320, 180], glyph: 'gift' },
  icons: { size: [64, 64], glyph: 'star' },
};
const ICON_GLYPHS: Record<string, Glyph> = {
  reward: 'gift',
  quest: 'flag',
  system: 'shield',
  invite: 'invite',
  event: 'trophy',
  wallet: 'wallet',
};

const round = (n: number) => Math.round(n * 10) / 10;

export function svgFor(imagePath: string): string {
  const folder = imagePath.split('/')[0] ?? '';
  const slug = path.basename(imagePath, '.svg');
  const kind = KINDS[folder] ?? { size: [128, 128], glyph: 'star' };
  const [w, h] = kind.size;
  const glyph = folder === 'icons' ? (ICON_GLYPHS[slug] ?? kind.glyph) : kind.glyph;
  const random = randomFrom(hashOf(imagePath));
  const hue = Math.floor(random() * 360);
  const turn = 40 + Math.floor(random() * 60);
  const radius = folder === 'avatars' ? w / 2 : Math.round(Math.min(w, h) / 8);
  const short = Math.min(w, h);
  // A few soft circles and rotated squares in the slug's own places: tells same-kind images apart.
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const x = round(random() * w);
    const y = round(random() * h);
    const size = round(short * (0.12 + random() * 0.3));
    const opacity = round(0.08 + random() * 0.14);
    if (i % 2 === 0)
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" fill-opacity="${opacity}"/>`;
    const angle = Math.floor(random() * 90);
    return `<rect x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${size}" height="${size}" rx="${round(size / 5)}" transform="rotate(${angle} ${x} ${y})" fill="#000" fill-opacity="${opacity}"/>`;
  }).join('');
  // The glyph sits in the middle, on a disc, about half the short side tall.
  const scale = round((short * (folder === 'icons' || folder === 'avatars' ? 0.62 : 0.5)) / 24);
  const gx = round(w / 2 - 12 * scale);
  const gy = round(h / 2 - 12 * scale);
  const disc =
    folder === 'icons' || folder === 'avatars'
      ? ''
      : `<circle cx="${w / 2}" cy="${h / 2}" r="${round(short * 0.38)}" fill="#000" fill-opacity=".18"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},78%,58%)"/><stop offset="1" stop-color="hsl(${(hue + turn) % 360},72%,36%)"/>` +
    `</linearGradient><clipPath id="c"><rect width="${w}" height="${h}" rx="${radius}"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}${disc}</g>` +
    `<g transform="translate(${gx} ${gy}) scale(${scale})">${GLYPHS[glyph]}</g>` +
    `</svg>\n`
  );
}

/** Every image the seed's rows point at: the catalogue's (seedImagePaths) and the prizes'. */
export function generatedImagePaths(): string[] {
  return [...seedImagePaths(), ...SEED_PRIZES.map((p) => `prizes/${p.key}.svg`)].sort();
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const paths = generatedImagePaths();
  for (const imagePath of paths) {
    const file = path.join(IMAGES_DIR, imagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svgFor(imagePath));
  }
  console.log(`Wrote ${paths.length} SVGs under ${IMAGES_DIR}`);
}
