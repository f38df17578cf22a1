import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.ts';
import { ApiError, failure } from './http/envelope.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { isSpaRoute, registerDist, registerImages, sendSpaIndex } from './http/static-files.ts';
import { registerGameRoutes } from './routes/game-routes.ts';
import { registerMemberRoutes } from './routes/member-routes.ts';
import { IMAGES_DIR } from './paths.ts';

export type AppOptions = {
  db: Db;
  /** Absolute path of the built client to serve, or null/undefined for the API alone. */
  distDir?: string | null;
  logger?: boolean;
  imagesDir?: string;
};

const BODY_LIMIT_BYTES = 64 * 1024;

/** The app, not listening: main.ts listens, tests call `app.inject`. The caller owns and closes `db`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const { db, distDir } = options;

  registerSecurityHeaders(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.httpCode).send(error.toBody());
    const code = (error as { statusCode?: unknown }).statusCode;
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) are bad input like any other.
    if (typeof code === 'number' && code >= 400 && code < 500)
      return reply.code(200).send(failure('ParameterError'));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('ServerError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (distDir && isSpaRoute(request)) return sendSpaIndex(reply, distDir);
    return reply.code(404).send(failure('DataNotExist'));
  });

  await registerImages(app, options.imagesDir ?? IMAGES_DIR);
  if (distDir) await registerDist(app, distDir);
  registerMemberRoutes(app, db);
  registerGameRoutes(app, db);
  return app;
}

function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    serializers: {
      // The default serializer logs the full URL; a `_token` in the query (spec §3) must not reach logs.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/([?&]_token=)[^&]*/gi, '$1[redacted]'),
        remoteAddress: req.ip,
      }),
    },
  };
}
