import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageCsp } from './page-csp.ts';
import { isApiPath, isImagePath } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const IMAGE_CACHE = 'public, max-age=86400';
// SVG can carry script: opened directly, an image must not run any or load anything.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Seed images (`games/x.svg`, `icons/y.svg`…) under /images/, the image host of docs/product/app.md. */
export async function registerImages(app: FastifyInstance, imagesDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMAGE_CACHE);
      res.setHeader('Content-Security-Policy', IMAGE_CSP);
    },
  });
}

/**
 * The built client. Vite's `/assets/*` names carry a content hash, so they can be cached forever;
 * everything else (index.html, pc/index.html, favicon…) must revalidate so a deploy shows up at once.
 */
export async function registerDist(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No index.html in ${distDir}: build the client first (npm run build)`);
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const csp = pageCsp(distDir);
  cspByDist.set(distDir, csp);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    redirect: true,
    preCompressed: true,
    // dist/.vite (the build manifest) and dist/.server (the renderer's bundle) are for the server.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      // The same address answers .br, .gz or plain bytes by Accept-Encoding: caches must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
      // A precompressed copy (`index.html.br`) is still the page: it needs the page's headers.
      if (/\.html(\.br|\.gz)?$/.test(filePath)) setPageHeaders(res, csp);
    },
  });
}

/** A client route (`/home`, `/quests/desc`): a GET outside /api and /images whose last segment has no extension. */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || isImagePath(request.url)) return false;
  const pathname = request.url.split('?')[0] ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const cspByDist = new Map<string, string>();

function setPageHeaders(
  res: { setHeader(name: string, value: string): unknown },
  csp: string,
): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

/** A page whose first screen the server rendered: it differs by the language asked for. */
export function sendRenderedPage(reply: FastifyReply, distDir: string, html: string): FastifyReply {
  reply.header('Cache-Control', REVALIDATE);
  reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  setPageHeaders(
    { setHeader: (n, v) => reply.header(n, v) },
    cspByDist.get(distDir) ?? pageCsp(distDir),
  );
  return reply.type('text/html; charset=utf-8').send(html);
}

export function sendSpaIndex(reply: FastifyReply, distDir: string): FastifyReply {
  reply.header('Cache-Control', REVALIDATE);
  reply.header('Vary', 'Accept-Encoding');
  setPageHeaders(
    { setHeader: (n, v) => reply.header(n, v) },
    cspByDist.get(distDir) ?? pageCsp(distDir),
  );
  return reply.sendFile('index.html', distDir);
}
