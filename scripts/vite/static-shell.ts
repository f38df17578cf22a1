// Build-time help for the static shell in index.html (issue 9 "No blank first paint"):
// - the app's stylesheet goes inline into index.html, so the shell paints from the HTML alone with
//   no render-blocking request (the server's CSP allows it by its hash, server/http/page-csp.ts);
// - the shell script learns which paths have a header and a bottom nav from the route table itself,
//   so the static frame matches what React will draw on that path.
import type { Plugin, Rollup } from 'vite';
import { NAV_HIDDEN_PATHS, ROUTE_LIST, routeFor } from '../../src/config/routes.ts';

/** Paths whose screen shows the header: titled routes, and the routes that redirect to one. */
export function headerPaths(): string[] {
  const shown = ROUTE_LIST.filter((route) => {
    const target = 'redirectTo' in route ? routeFor(route.redirectTo) : route;
    return target?.title != null;
  }).map((route) => route.path);
  return [...new Set(shown)].sort();
}

export function staticShell(): Plugin {
  const inlined: string[] = [];
  return {
    name: 'gamerhub:static-shell',
    // Right after Vite writes each lazy chunk's preload list (see forgetStylesheet), before the
    // manifest and the precompressed copies are made from the chunks.
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis');
      const hook = analysis?.generateBundle;
      if (!analysis || !hook) return;
      const original = typeof hook === 'function' ? hook : hook.handler;
      const patched: typeof original = async function (this: unknown, options, bundle, isWrite) {
        await original.call(this as never, options, bundle, isWrite);
        for (const file of inlined) forgetStylesheet(bundle, file);
      };
      if (typeof hook === 'function') analysis.generateBundle = patched;
      else hook.handler = patched;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes('__SHELL_HEADER_PATHS__')) return html;
        let out = html
          .replace('__SHELL_HEADER_PATHS__', JSON.stringify(headerPaths()))
          .replace('__SHELL_NAV_HIDDEN_PATHS__', JSON.stringify([...NAV_HIDDEN_PATHS].sort()));
        if (!ctx.bundle) return out; // dev server: the stylesheet stays a <link>
        const bundle = ctx.bundle;
        out = out.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
            delete bundle[file]; // only index.html used it; nothing else may ask for it
            inlined.push(file);
            return `<style>${css}</style>`;
          },
        );
        return out;
      },
    },
  };
}

/**
 * A lazy chunk imported from another lazy chunk (the guided tour, loaded by the popups) lists every
 * stylesheet of its graph for preloading, the inlined one too, whose file no longer exists: Vite's
 * preload would fail the import. The entry script stands in for it there: already loaded, so
 * preloading it again costs nothing.
 */
function forgetStylesheet(bundle: Rollup.OutputBundle, file: string): void {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  // Its own entry: the stylesheet and the script share the name part (main-<hash>.css, main-<hash>.js).
  const stem = file.replace(/-[^-]+\.css$/, '-');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName.startsWith(stem));
  if (!entry) return;
  for (const chunk of chunks) {
    if (chunk.code.includes(`"${file}"`)) {
      chunk.code = chunk.code.split(`"${file}"`).join(`"${entry.fileName}"`);
    }
  }
}
