// Build-time help for the static shell in index.html (issue 9 "No blank first paint"):
// - the app's stylesheet goes inline into index.html, so the shell paints from the HTML alone with
//   no render-blocking request (the server's CSP allows it by its hash, server/http/page-csp.ts);
// - the shell script learns which paths have a header and a bottom nav from the route table itself,
//   so the static frame matches what React will draw on that path.
import type { Plugin } from 'vite';
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
  return {
    name: 'gamerhub:static-shell',
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
            return `<style>${css}</style>`;
          },
        );
        return out;
      },
    },
  };
}
