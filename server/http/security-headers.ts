import type { FastifyInstance } from 'fastify';

/** Headers every response carries, static files and errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // `_token` arrives in the page address (spec §3): never leak it to other sites through Referer.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    // API answers carry tokens and personal data: no shared or browser cache may keep them.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}

export function isApiPath(url: string): boolean {
  return hasPrefix(url, '/api');
}

export function isImagePath(url: string): boolean {
  return hasPrefix(url, '/images');
}

function hasPrefix(url: string, prefix: string): boolean {
  const path = url.split('?')[0]?.toLowerCase() ?? '';
  return path === prefix || path.startsWith(`${prefix}/`);
}
