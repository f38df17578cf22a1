import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browser features the app never uses, refused for every page and anything it frames. Only
 * features Chromium knows: an unknown name is a console error on every page. The clipboard stays
 * writable (the invite link's copy button).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), clipboard-read=()';

/** One year; only ever sent over TLS, where the browser heeds it (RFC 6797 §7.2). */
export const HSTS = 'max-age=31536000';

/** Headers every response carries, static files and errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    setSecurityHeaders(request, reply);
  });
}

/** Also called where Fastify answers before any hook runs (a URL that does not decode). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // `_token` arrives in the page address (docs/product/app.md): never leak it to other sites through Referer.
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  // No window of another site keeps a handle on ours (and so on the member's signed-in page).
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // `protocol` is https on a TLS socket, or from X-Forwarded-Proto when TRUST_PROXY trusts the proxy.
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  // API answers carry tokens and personal data: no shared or browser cache may keep them.
  if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
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
