import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pageCsp } from './page-csp.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('allows exactly the inline scripts of the built pages, by hash, and forbids framing by others', () => {
  const inline = "if (innerWidth >= 768) location.replace('/pc/index.html');";
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head></html>`,
  );
  mkdirSync(path.join(dist, 'pc'));
  writeFileSync(
    path.join(dist, 'pc', 'index.html'),
    '<html><script type="module" src="/assets/pc.js"></script></html>',
  );
  const csp = pageCsp(dist);
  const hash = createHash('sha256').update(inline).digest('base64');
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  expect(csp.match(/sha256-/g)).toHaveLength(1);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
});

it('allows the inline stylesheet of the static shell by its hash, and nothing in comments', () => {
  const css = '.app{min-height:100vh}';
  const script = "document.documentElement.classList.add('shell-no-nav');";
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-style-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head><style>${css}</style><script>${script}</script>` +
        '<!-- <script>alert(1)</script><style>body{}</style> --></head></html>',
    );
    const csp = pageCsp(dir);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`style-src 'self' ${sha(css)}`);
    expect(csp).toContain(`script-src 'self' ${sha(script)}`);
    expect(csp).not.toContain(sha('alert(1)'));
    expect(csp).not.toContain(sha('body{}'));
    expect(csp).not.toContain('unsafe-inline');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
