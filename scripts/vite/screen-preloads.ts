// Screen preloads (docs/decisions/072-screen-preloads.md): Vite writes, into the chunk that makes
// each dynamic import, the names of every file that import will need (`__vite__mapDeps`), so that
// it can preload them all at once. The entry chunk makes the imports of every lazy screen and route
// loader, so it carried ~140 hashed names (1.8 KiB gzip) that no first render reads. This plugin
// moves those lists into a JSON file beside the build, named by a <meta> of index.html; the app
// fetches it when its first screen loads and preloads each screen's files as it opens
// (src/app/screen-preloads.ts). The other dynamic imports (texts, the late shell) keep Vite's lists.
import { readFileSync } from 'node:fs';
import { parseSync, Visitor, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { SCREEN_PRELOADS_META, type ScreenPreloads } from '../../src/app/screen-preloads.ts';

/** The tables of src/app/routes.tsx whose `import()`s the lists cover, as ScreenPreloads names them. */
const TABLES = ['SCREENS', 'READS'] as const satisfies readonly (keyof ScreenPreloads)[];
type Table = (typeof TABLES)[number];

export type LazyImport = { table: Table; key: string; specifier: string };

/** Each `key: … import('…') …` entry of the routes file's SCREENS and READS object literals. */
export function lazyImportsOf(source: string, file = 'routes.tsx'): LazyImport[] {
  const { program, errors } = parseSync(file, source, { lang: 'tsx' });
  if (errors.length) throw new Error(`${file}: ${errors[0]!.message}`);
  const entries: { table: Table; key: string; start: number; end: number }[] = [];
  const imports: { at: number; specifier: string }[] = [];
  new Visitor({
    VariableDeclarator(declarator) {
      const table = TABLES.find(
        (name) => declarator.id.type === 'Identifier' && declarator.id.name === name,
      );
      let init = declarator.init;
      while (init?.type === 'TSSatisfiesExpression' || init?.type === 'TSAsExpression')
        init = init.expression;
      if (!table || init?.type !== 'ObjectExpression') return;
      for (const property of init.properties)
        if (property.type === 'Property' && property.key.type === 'Identifier')
          entries.push({ table, key: property.key.name, start: property.start, end: property.end });
    },
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        imports.push({ at: node.start, specifier: node.source.value });
    },
  }).visit(program);
  return entries.flatMap(({ table, key, start, end }) =>
    imports
      .filter(({ at }) => at > start && at < end)
      .map(({ specifier }) => ({ table, key, specifier })),
  );
}

type ChunkGraph = Pick<OutputChunk, 'fileName' | 'imports'>;

/** The chunks `start` imports statically, nearest first, without those `loaded` already has. */
export function staticClosure(
  chunks: ReadonlyMap<string, ChunkGraph>,
  start: string,
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (const file of queue) {
    for (const imported of chunks.get(file)?.imports ?? []) {
      if (seen.has(imported) || loaded.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return queue.slice(1);
}

export function screenPreloads(routesFile: string): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  // Filled by generateBundle before Vite's own generateBundle asks resolveDependencies.
  let entryFile: string | null = null;
  let preloadsFile: string | null = null;
  const listed = new Set<string>();
  const plugin: Plugin = {
    name: 'gamerhub:screen-preloads',
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle: OutputBundle) {
        // A build of its own each time (`vite build --watch` rebuilds with the same plugin).
        listed.clear();
        entryFile = preloadsFile = null;
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        // vite.config.ts's `main` input: index.html, the app (pc/index.html is the desktop page).
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'main');
        if (!entry) return;
        const loaded = new Set([entry.fileName, ...staticClosure(chunks, entry.fileName)]);
        const lists: ScreenPreloads = { SCREENS: {}, READS: {} };
        for (const lazy of lazyImportsOf(readFileSync(routesFile, 'utf8'), routesFile)) {
          const resolved = await this.resolve(lazy.specifier, routesFile);
          const chunk = [...chunks.values()].find(
            (candidate) =>
              candidate.facadeModuleId === resolved?.id ||
              candidate.moduleIds.includes(resolved?.id ?? ''),
          );
          if (!chunk) this.error(`${routesFile}: no chunk for ${lazy.table}.${lazy.key}`);
          lists[lazy.table][lazy.key] = staticClosure(chunks, chunk.fileName, loaded);
          listed.add(chunk.fileName);
        }
        entryFile = entry.fileName;
        const reference = this.emitFile({
          type: 'asset',
          name: 'screen-preloads.json',
          source: JSON.stringify(lists),
        });
        preloadsFile = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!preloadsFile || context.path !== '/index.html') return;
        return [
          {
            tag: 'meta',
            attrs: { name: SCREEN_PRELOADS_META, content: `/${preloadsFile}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
  return {
    plugin,
    // The entry's imports of a listed screen keep only their stylesheets: the app preloads the rest.
    resolveDependencies: (file, deps, { hostId, hostType }) =>
      hostType === 'js' && hostId === entryFile && listed.has(file) ? [] : deps,
  };
}
