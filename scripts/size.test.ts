// @vitest-environment node
// scripts/size.mjs against a fake `vite build` output: which chunks count for the first route,
// and the exit code against the budget.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The unit project's shared setup (tests/setup/dom.ts) clears localStorage after every test; this
// file runs in Node, which has none.
if (!('localStorage' in globalThis)) vi.stubGlobal('localStorage', { clear: () => undefined });

const SCRIPT = fileURLToPath(new URL('./size.mjs', import.meta.url));

/** Text that gzip cannot shrink much, so sizes are predictable. */
function noise(bytes: number): string {
  return randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes);
}

const CHUNKS = {
  // Entry: statically imports the vendor chunk, lazily imports the settings route.
  'assets/index-AbC123.js':
    '/*! entry */import{r as e,t}from"./vendor-Def456.js";' +
    'const s=()=>import(`./settings-Ghi789.js`);const l=()=>import("./lazy-Jkl012.js");' +
    `const pad="${noise(3000)}";` +
    // A string that looks like an import, after the import block: must not be followed.
    'const fake=\'import "./decoy-Mno345.js"\';e(t,s,l,pad,fake);',
  // Preloaded by index.html and statically imported by the entry.
  'assets/vendor-Def456.js': `import"./runtime-Pqr678.js";const r=()=>1;const t="${noise(4000)}";export{r,t};`,
  // Reached only through the vendor chunk's static import.
  'assets/runtime-Pqr678.js': `export const x="${noise(500)}";`,
  // Reached only through dynamic import(): not on the first route.
  'assets/settings-Ghi789.js': `import{r}from"./vendor-Def456.js";export default "${noise(50_000)}"+r;`,
  'assets/lazy-Jkl012.js': `export default "${noise(50_000)}";`,
  'assets/decoy-Mno345.js': `export default "${noise(50_000)}";`,
} as const;

const INLINE_REDIRECT =
  "if(innerWidth>=768&&!/preview=1/.test(location.search))location.replace('/pc/')";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script>${INLINE_REDIRECT}</script>
    <!-- <script type="module" src="/assets/decoy-Mno345.js"></script> -->
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Stu901.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;

function gzipKib(file: keyof typeof CHUNKS): number {
  return gzipSync(Buffer.from(CHUNKS[file]), { level: 9 }).length / 1024;
}

function runSize(...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function countedFiles(stdout: string): string[] {
  return [...stdout.matchAll(/^(assets\/\S+)\s/gm)].map((match) => match[1] ?? '');
}

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'size-test-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets/index-Stu901.css'), 'body{margin:0}');
  for (const [file, code] of Object.entries(CHUNKS)) writeFileSync(path.join(dist, file), code);
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('scripts/size.mjs', () => {
  it('counts the entry, its modulepreloads and their static imports, not dynamic ones', () => {
    const { status, stdout, stderr } = runSize('--dist', dist);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(countedFiles(stdout).sort()).toEqual([
      'assets/index-AbC123.js',
      'assets/runtime-Pqr678.js',
      'assets/vendor-Def456.js',
    ]);
    expect(stdout).not.toContain('settings-Ghi789');
    expect(stdout).not.toContain('lazy-Jkl012');
    expect(stdout).not.toContain('decoy-Mno345');
  });

  it('reports the gzip -9 total of exactly those files', async () => {
    const { FIRST_ROUTE_BUDGET_KIB } = (await import(
      new URL('./size.mjs', import.meta.url).href
    )) as { FIRST_ROUTE_BUDGET_KIB: number };
    const { stdout } = runSize('--dist', dist);
    const expectedKib =
      gzipKib('assets/index-AbC123.js') +
      gzipKib('assets/vendor-Def456.js') +
      gzipKib('assets/runtime-Pqr678.js');
    const total = /^total \(3 files\)\s+[\d.]+\s+([\d.]+)$/m.exec(stdout);
    expect(total, stdout).not.toBeNull();
    expect(Number(total?.[1])).toBeCloseTo(expectedKib, 1);
    expect(stdout).toContain('Within budget');
    expect(stdout).toContain(`of ${FIRST_ROUTE_BUDGET_KIB} KiB`);
  });

  it('prints the inline scripts of index.html', () => {
    const { stdout } = runSize('--dist', dist);
    expect(stdout).toContain(`#1 (classic): ${Buffer.byteLength(INLINE_REDIRECT)} B raw`);
  });

  it('exits non-zero when the total is over the budget', () => {
    // The three counted chunks gzip to about 6 KiB (random base64 barely compresses).
    const over = runSize('--dist', dist, '--budget-kib', '4');
    expect(over.status).toBe(1);
    expect(over.stdout).toContain('OVER BUDGET');

    const under = runSize(`--dist=${dist}`, '--budget-kib=20');
    expect(under.status).toBe(0);
  });

  it('fails clearly when there is no build output or the arguments are wrong', () => {
    const missing = runSize('--dist', path.join(dist, 'nope'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('run `vite build` first');

    expect(runSize('--dist', dist, '--budget-kib', 'lots').status).toBe(2);
    expect(runSize('--frobnicate').status).toBe(2);
  });
});

type LazyScreen = { source: string; areas: string[]; paths: Set<string> };
/** The parsing half of scripts/size.mjs (plain JavaScript, so typed here). */
type SizeParsers = {
  lazyScreensOf(
    source: string,
    file: string,
    paths: Record<string, string>,
    screenPaths: Record<string, string[]>,
  ): LazyScreen[];
  pathsOf(configSource: string): Record<string, string>;
  screenPathsOf(configSource: string): Record<string, string[]>;
};

describe('lazy screens read from the route table', () => {
  it('gives each SCREENS entry the paths of the table rows that load it', async () => {
    const { lazyScreensOf, pathsOf, screenPathsOf } = (await import(
      new URL('./size.mjs', import.meta.url).href
    )) as SizeParsers;
    const config = [
      'export const ROUTES = {',
      "  ROOT: { path: '/', title: null, screen: null, redirectTo: '/home', access: 'anyone', nav: true },",
      "  SETTINGS: { path: '/settings', title: 't', screen: 'settings', access: 'anyone', nav: true },",
      '  QUESTS: {',
      "    path: '/quests',",
      "    title: 'titles.quests',",
      "    screen: 'placeholder',",
      "    access: 'anyone',",
      '    nav: true,',
      '  },',
      "  LOOTBOX: { path: '/lootbox', title: null, screen: 'placeholder', access: 'anyone', nav: true },",
      "  HOME: page('/home', 'titles.home', 'home'),",
      '} as const;',
    ].join('\n');
    const routes = [
      'const SCREENS = {',
      "  settings: withTexts(['account', 'statuses'], () => import('../features/help/views/settings/settings-page')),",
      "  placeholder: () => import('../features/help/views/placeholder/placeholder-page'),",
      "  home: withTexts(['explore'], () => import('../features/explore/views/home/home-page')),",
      "  notFound: () => import('../features/help/views/placeholder/not-found-page'),",
      '};',
    ].join('\n');
    const file = path.join('/project', 'src', 'app', 'routes.tsx');
    const screens = lazyScreensOf(routes, file, pathsOf(config), screenPathsOf(config));
    expect(screens.map((s) => ({ ...s, paths: [...s.paths] }))).toEqual([
      {
        source: 'src/features/help/views/settings/settings-page',
        areas: ['account', 'statuses'],
        paths: ['/settings'],
      },
      {
        source: 'src/features/help/views/placeholder/placeholder-page',
        areas: [],
        paths: ['/quests', '/lootbox'],
      },
      {
        source: 'src/features/explore/views/home/home-page',
        areas: ['explore'],
        paths: ['/home'],
      },
      { source: 'src/features/help/views/placeholder/not-found-page', areas: [], paths: ['*'] },
    ]);
    expect(pathsOf(config)).toMatchObject({ ROOT: '/', SETTINGS: '/settings', QUESTS: '/quests' });
  });
});

describe('per-route budgets (with dist/.vite/manifest.json)', () => {
  let project: string;
  let routedDist: string;
  const TEXTS = {
    'assets/common-Aa1.js': `export default {"t":"${noise(1500)}"};`,
    'assets/account-Bb2.js': `export default {"t":"${noise(2500)}"};`,
  } as const;

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'size-routes-'));
    routedDist = path.join(project, 'dist');
    mkdirSync(path.join(routedDist, 'assets'), { recursive: true });
    mkdirSync(path.join(routedDist, '.vite'));
    mkdirSync(path.join(project, 'src', 'app'), { recursive: true });
    mkdirSync(path.join(project, 'src', 'config'));
    writeFileSync(path.join(routedDist, 'index.html'), INDEX_HTML);
    for (const [file, code] of Object.entries({ ...CHUNKS, ...TEXTS }))
      writeFileSync(path.join(routedDist, file), code);
    writeFileSync(
      path.join(routedDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_vendor'] },
        _vendor: { file: 'assets/vendor-Def456.js', imports: ['_runtime'] },
        _runtime: { file: 'assets/runtime-Pqr678.js' },
        'src/features/help/views/settings/settings-page.tsx': {
          file: 'assets/settings-Ghi789.js',
          isDynamicEntry: true,
          imports: ['_vendor', '_decoy'],
        },
        _decoy: { file: 'assets/decoy-Mno345.js' },
        'src/features/help/views/lazy/lazy-page.tsx': {
          file: 'assets/lazy-Jkl012.js',
          isDynamicEntry: true,
        },
        'src/i18n/locales/en-US/common.json': { file: 'assets/common-Aa1.js' },
        'src/i18n/locales/en-US/account.json': { file: 'assets/account-Bb2.js' },
      }),
    );
    writeFileSync(
      path.join(project, 'src', 'config', 'routes.ts'),
      "export const PATHS = {\n  SETTINGS: '/settings',\n} as const;\n",
    );
    writeFileSync(
      path.join(project, 'src', 'app', 'routes.tsx'),
      [
        "{ path: PATHS.SETTINGS, lazy: withTexts(['account'], () => import('../features/help/views/settings/settings-page')) },",
        "{ path: '/lazy', lazy: () => import('../features/help/views/lazy/lazy-page') },",
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const routes = ['--routes', () => path.join(project, 'src', 'app', 'routes.tsx')] as const;
  const run = (...args: string[]) => runSize('--dist', routedDist, routes[0], routes[1](), ...args);
  const kibOf = (code: string) => gzipSync(Buffer.from(code), { level: 9 }).length / 1024;
  const rowOf = (stdout: string, screen: string) =>
    new RegExp(`^${screen}\\s+(\\S*)\\s+(\\d+)\\s+([\\d.]+)`, 'm').exec(stdout);

  it('counts the boot texts in the first route', () => {
    const { stdout, status } = run('--budget-kib', '100', '--route-budget-kib', '100');
    expect(status).toBe(0);
    expect(countedFiles(stdout)).toContain('assets/common-Aa1.js');
    expect(stdout).toContain('texts loaded before the first render: assets/common-Aa1.js');
  });

  it("gives each lazy screen its own chunks and its area's texts, less the first route", () => {
    const { stdout } = run('--budget-kib', '100');
    const settings = rowOf(stdout, 'help/settings/settings-page');
    expect(settings, stdout).not.toBeNull();
    expect(settings?.[1]).toBe('/settings');
    // settings + decoy + account texts; the vendor chunk is already on the first route.
    expect(settings?.[2]).toBe('3');
    expect(Number(settings?.[3])).toBeCloseTo(
      kibOf(CHUNKS['assets/settings-Ghi789.js']) +
        kibOf(CHUNKS['assets/decoy-Mno345.js']) +
        kibOf(TEXTS['assets/account-Bb2.js']),
      1,
    );
    const lazy = rowOf(stdout, 'help/lazy/lazy-page');
    expect(lazy?.[1]).toBe('/lazy');
    expect(lazy?.[2]).toBe('1');
  });

  it('exits non-zero when a lazy route is over its budget', () => {
    // settings (with decoy and texts) is ~77 KiB of random text; lazy ~38 KiB.
    const over = run('--budget-kib', '100', '--route-budget-kib', '60');
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/^help\/settings\/settings-page .* OVER$/m);
    expect(over.stdout).toContain('A ROUTE IS OVER BUDGET');
    expect(run('--budget-kib', '100', '--route-budget-kib', '100').status).toBe(0);
  });
});
