// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../src/config/routes';
import { lazyImportsOf, screenPreloads, staticClosure } from './screen-preloads';

const ROUTES_FILE = fileURLToPath(new URL('../../src/app/routes.tsx', import.meta.url));

describe('the lazy imports of the routes file', () => {
  const found = lazyImportsOf(readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE);

  it('name every screen of the route table and the not-found screen, each with its module', () => {
    const screens = found.filter((lazy) => lazy.table === 'SCREENS');
    const tableScreens = new Set(ROUTE_LIST.flatMap((route) => route.screen ?? []));
    expect(new Set(screens.map((lazy) => lazy.key))).toEqual(
      new Set([...tableScreens, 'notFound']),
    );
    expect(screens.length, 'one import a screen').toBe(tableScreens.size + 1);
    expect(found.find((lazy) => lazy.key === 'home')?.specifier).toBe(
      '../features/explore/views/home/home-page',
    );
  });

  it('name every route loader module under its screen', () => {
    const reads = found.filter((lazy) => lazy.table === 'READS');
    expect(reads.length).toBeGreaterThanOrEqual(6);
    for (const lazy of reads) expect(lazy.specifier).toMatch(new RegExp(`\\.reads$`));
    expect(reads.find((lazy) => lazy.key === 'reward')?.specifier).toBe(
      '../features/reward/views/reward/reward.reads',
    );
  });

  it('read the entries of the two tables only, through `satisfies` and wrappers', () => {
    const source = `
      const other = { home: () => import('./not-a-screen') };
      const SCREENS = {
        home: withTexts(['explore'], () => import('./home-page')),
        plain: () => import('./plain-page'),
        nested: wrap({ inner: 1 }, () => import('./nested-page')),
      } satisfies Record<string, unknown>;
      const READS: Partial<Record<string, unknown>> = { home: () => import('./home.reads') };
    `;
    expect(lazyImportsOf(source)).toEqual([
      { table: 'SCREENS', key: 'home', specifier: './home-page' },
      { table: 'SCREENS', key: 'plain', specifier: './plain-page' },
      { table: 'SCREENS', key: 'nested', specifier: './nested-page' },
      { table: 'READS', key: 'home', specifier: './home.reads' },
    ]);
  });
});

describe('the static closure of a chunk', () => {
  const chunks = new Map(
    Object.entries({
      'main.js': ['core.js'],
      'core.js': [],
      'screen.js': ['a.js', 'core.js', 'main.js'],
      'a.js': ['b.js', 'core.js'],
      'b.js': ['a.js', 'c.js'],
      'c.js': [],
    }).map(([fileName, imports]) => [fileName, { fileName, imports }]),
  );

  it('lists what it imports, nearest first, each once, without itself', () => {
    expect(staticClosure(chunks, 'screen.js')).toEqual([
      'a.js',
      'core.js',
      'main.js',
      'b.js',
      'c.js',
    ]);
  });

  it('leaves out what the page has already loaded', () => {
    expect(staticClosure(chunks, 'screen.js', new Set(['main.js', 'core.js']))).toEqual([
      'a.js',
      'b.js',
      'c.js',
    ]);
  });
});

describe('a build', () => {
  // A routes file, its two screens and one loader, and the chunks a build made of them.
  const dir = mkdtempSync(path.join(tmpdir(), 'screen-preloads-'));
  const routesFile = path.join(dir, 'routes.tsx');
  writeFileSync(
    routesFile,
    `const SCREENS = { home: () => import('./home'), menu: () => import('./menu') };
     const READS = { home: () => import('./home.reads') };`,
  );
  const chunk = (fileName: string, imports: string[], facade: string | null, more = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId: facade && path.join(dir, facade),
    moduleIds: facade ? [path.join(dir, facade)] : [],
    isEntry: false,
    name: fileName,
    ...more,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/main-1.js', ['assets/core.js'], 'index.html', { isEntry: true, name: 'main' }),
      chunk('assets/core.js', [], null),
      chunk('assets/home.js', ['assets/shared.js', 'assets/core.js'], 'home.tsx'),
      chunk('assets/shared.js', ['assets/deep.js'], null),
      chunk('assets/deep.js', [], null),
      chunk('assets/menu.js', ['assets/shared.js'], 'menu.tsx'),
      chunk('assets/home-reads.js', ['assets/deep.js'], 'home.reads.ts'),
      chunk('assets/late.js', ['assets/shared.js'], 'late.tsx'),
    ].map((output) => [output.fileName, output]),
  );

  async function build() {
    const { plugin, resolveDependencies } = screenPreloads(routesFile);
    const emitted: { name: string; source: string }[] = [];
    const context = {
      resolve: async (specifier: string) => ({
        id: path.join(dir, specifier + (specifier.endsWith('.reads') ? '.ts' : '.tsx')),
      }),
      emitFile: (file: { name: string; source: string }) => emitted.push(file) - 1,
      getFileName: () => 'assets/screen-preloads-x.json',
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => Promise<void> };
    await hook.handler.call(context, {}, bundle);
    const html = plugin.transformIndexHtml as { handler: (...args: unknown[]) => unknown };
    return { resolveDependencies, emitted, html: html.handler };
  }

  it('lists what each screen and loader imports beyond the first route', async () => {
    const { emitted } = await build();
    expect(emitted).toHaveLength(1);
    expect(JSON.parse(emitted[0]!.source)).toEqual({
      SCREENS: {
        home: ['assets/shared.js', 'assets/deep.js'],
        menu: ['assets/shared.js', 'assets/deep.js'],
      },
      READS: { home: ['assets/deep.js'] },
    });
  });

  it('leaves the entry only the stylesheets of a listed import, and other lists whole', async () => {
    const { resolveDependencies } = await build();
    const deps = ['assets/shared.js', 'assets/deep.js'];
    const fromEntry = { hostId: 'assets/main-1.js', hostType: 'js' as const };
    expect(resolveDependencies('assets/home.js', deps, fromEntry)).toEqual([]);
    expect(resolveDependencies('assets/late.js', deps, fromEntry)).toEqual(deps);
    expect(
      resolveDependencies('assets/home.js', deps, { hostId: 'assets/menu.js', hostType: 'js' }),
    ).toEqual(deps);
  });

  it('names the lists in the app page only', async () => {
    const { html } = await build();
    expect(html('', { path: '/index.html' })).toEqual([
      {
        tag: 'meta',
        attrs: { name: 'screen-preloads', content: '/assets/screen-preloads-x.json' },
        injectTo: 'head',
      },
    ]);
    expect(html('', { path: '/pc/index.html' })).toBeUndefined();
  });
});
