// The rendering server (issue 30 item 3, decision 060): a module beside the API, not part of it.
// It answers a page request with the route's first screen already in #root, rendered by the
// client's own SSR bundle (dist/.server/entry-server.js, `npm run build`) from the same route
// loaders and views. The bundle asks the API in-process through Fastify's inject: the same routes,
// hooks and answers as over HTTP, without a socket, a port to know or a second trip through the
// network stack, and it works the same in tests, which never listen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../http/language.ts';

/** Where `npm run build` puts the server's bundle, inside the built client (never served). */
export const RENDER_BUNDLE = path.join('.server', 'entry-server.js');

type RenderedPage =
  | {
      kind: 'page';
      lang: string;
      html: string;
      data: string;
      module?: string;
      visitorScreen?: true;
    }
  | { kind: 'redirect'; status: number; location: string };

type RenderBundle = {
  configureServerRequests(send: typeof fetch): void;
  render(input: {
    url: string;
    cookie?: string;
    headerLanguage: string;
  }): Promise<RenderedPage | null>;
};

export type PageAnswer =
  { kind: 'page'; html: string } | { kind: 'redirect'; status: number; location: string };

/** Renders a page request, or null when the static shell should answer it. */
export type PageRenderer = (request: FastifyRequest) => Promise<PageAnswer | null>;

/** The static shell's #root, replaced by the rendered screen (index.html's own markup). */
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
const HTML_LANG = /<html lang="[^"]*">/;
const HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * The renderer for a built client, or null when the build has no server bundle (a client-only
 * build, or an index.html this module cannot place a screen into): every page is then the shell.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<PageRenderer | null> {
  const bundleFile = path.join(distDir, RENDER_BUNDLE);
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(bundleFile) || !existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  if (!ROOT.test(template) || !HTML_LANG.test(template)) return null;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as RenderBundle;
  const assetsOf = screenAssetLinks(distDir, template);
  bundle.configureServerRequests(injectFetch(app));

  return async (request) => {
    try {
      const rendered = await bundle.render({
        url: request.url,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        headerLanguage: languageOf(request),
      });
      if (!rendered) return null;
      if (rendered.kind === 'redirect') return rendered;
      // React puts the images it preloads (the banner at high priority) first in its output: they
      // belong in <head>, where they start before the body is read, and outside what it hydrates.
      const hints = HINTS.exec(rendered.html)?.[0] ?? '';
      const screen = rendered.html.slice(hints.length);
      const html = template
        .replace(HTML_LANG, `<html lang="${rendered.lang}">`)
        .replace('</head>', () => `${hints}${assetsOf(rendered.module)}</head>`)
        // The markers tell the pre-paint script's CSS what came from the server (decision 060).
        .replace(
          ROOT,
          () =>
            `<div id="root" data-server-rendered${rendered.visitorScreen ? ' data-visitor-screen' : ''}>` +
            `${screen}</div>\n    ` +
            `<script type="application/json" id="server-page">${rendered.data}</script>\n    `,
        );
      return { kind: 'page', html };
    } catch (error) {
      // The page matters more than its pre-rendered content: the shell still serves it.
      request.log.warn({ err: error }, 'server render failed');
      return null;
    }
  };
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The `<link rel=stylesheet>`s of a screen's module and the chunks it imports, from the build
 * manifest: the server's screen is drawn with its styles from the first paint, not once the
 * screen's code has loaded them. A stylesheet index.html inlined has no file, and no link. Then a
 * `modulepreload` of each of those chunks that index.html does not already preload: the screen's
 * code is fetched beside the entry (issue 30 item 4), not once the router has asked for it.
 */
function screenAssetLinks(
  distDir: string,
  template: string,
): (module: string | undefined) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const known = new Map<string, string>();
  return (module) => {
    if (!module) return '';
    const cached = known.get(module);
    if (cached !== undefined) return cached;
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (chunk?.file) scripts.add(chunk.file);
      for (const css of chunk?.css ?? []) styles.add(css);
      for (const imported of chunk?.imports ?? []) visit(imported, seen);
    };
    visit(module, new Set());
    const links =
      [...styles]
        .filter((file) => existsSync(path.join(distDir, file)))
        .map((file) => `<link rel="stylesheet" href="/${file}" />`)
        .join('') +
      [...scripts]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
        .join('');
    known.set(module, links);
    return links;
  };
}

/** `fetch` for the render bundle's request helper: the API's answer through Fastify's inject. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    return new Response(answer.body, { status: answer.statusCode, headers: responseHeaders });
  };
}
