// The Content-Security-Policy of the app's HTML pages. The pages' inline scripts (the desktop
// redirect in <head>, docs/product/README.md, and the static shell's route check) and the inline stylesheet of the
// static shell (issue 9) are allowed by their hashes, read from the built files at start, so a
// changed script or style is allowed after a rebuild without anyone editing a hash by hand.
// Nothing is allowed as 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PAGES = ['index.html', path.join('pc', 'index.html')];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

function inlineHashes(html: string, pattern: RegExp): string[] {
  const hashes: string[] = [];
  // Comments are not elements: a <script> shown in a comment must not be allowed.
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of withoutComments.matchAll(pattern)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function pageCsp(distDir: string): string {
  const pages = PAGES.map((page) => path.join(distDir, page))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  const scripts = new Set(pages.flatMap((html) => inlineHashes(html, INLINE_SCRIPT)));
  const styles = new Set(pages.flatMap((html) => inlineHashes(html, INLINE_STYLE)));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].join(' ')}`.trim(),
    "img-src 'self' data:",
    "connect-src 'self'",
    // Only the app itself may frame a page (the desktop page's phone preview): no clickjacking.
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
