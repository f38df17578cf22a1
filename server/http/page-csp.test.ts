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
