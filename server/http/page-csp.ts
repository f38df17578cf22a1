// The Content-Security-Policy of the app's HTML pages. The pages' only inline scripts (the desktop
// redirect in <head>, spec §1) are allowed by their hashes, read from the built files at start, so a
// changed script is allowed after a rebuild without anyone editing a hash by hand.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PAGES = ['index.html', path.join('pc', 'index.html')];

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function pageCsp(distDir: string): string {
  const hashes = PAGES.map((page) => path.join(distDir, page))
    .filter((file) => existsSync(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // Only the app itself may frame a page (the desktop page's phone preview): no clickjacking.
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
