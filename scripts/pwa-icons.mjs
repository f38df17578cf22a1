#!/usr/bin/env node
// Draws the web-app manifest's PNG icons from public/favicon.svg, once, in Debian's Chromium (the
// machine has no image tools and cannot download any). The PNGs are committed; run this again only
// when the favicon changes: `node scripts/pwa-icons.mjs`.
//
//   public/icons/icon-192.png           the favicon at 192 × 192 (transparent corners)
//   public/icons/icon-512.png           the favicon at 512 × 512
//   public/icons/icon-maskable-512.png  full-bleed brand colour, the letter well inside the safe zone,
//                                       so any launcher mask (circle, squircle) keeps all of it
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The favicon's own background: the maskable icon's bleed area must match it. */
const BRAND = '#7c5cff';
/** Share of the maskable icon the favicon takes: its letter then stays well inside the safe circle (80 %). */
const MASKABLE_MARK = 0.8;

const svg = readFileSync(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function page(size, maskable) {
  const mark = maskable ? Math.round(size * MASKABLE_MARK) : size;
  const background = maskable ? BRAND : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    background:${background};display:grid;place-items:center">
    <img src="${dataUrl}" width="${mark}" height="${mark}" alt=""></body></html>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const tab = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await tab.setContent(page(icon.size, icon.maskable));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.screenshot({ path: path.join(OUT, icon.file), omitBackground: !icon.maskable });
    await tab.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
