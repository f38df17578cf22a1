import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Db } from './db/db.ts';
import { dbFailureOf } from './db/db-errors.ts';
import { ApiError, failure } from './http/envelope.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { redactUrl } from './http/log-redaction.ts';
import { transportOptions, type HttpTimeoutsMs } from './http/transport-options.ts';
import { registerCompression } from './http/compression.ts';
import {
  isSpaRoute,
  registerDist,
  registerImages,
  sendRenderedPage,
  sendSpaIndex,
} from './http/static-files.ts';
import { createPageRenderer } from './render/page-renderer.ts';
import { registerGameRoutes } from './routes/explore/game-routes.ts';
import { registerExploreRoutes } from './routes/explore/explore-routes.ts';
import { registerFavouriteRoutes } from './routes/explore/favourite-routes.ts';
import { homePreload } from './routes/explore/home-preload.ts';
import { registerMemberRoutes } from './routes/account/member-routes.ts';
import { registerAccountRoutes } from './routes/account/account-routes.ts';
import { registerSignOnRoutes } from './routes/account/sign-on-routes.ts';
import { registerMissionRoutes } from './routes/quests/mission-routes.ts';
import { registerInviteRoutes } from './routes/profile/invite-routes.ts';
import { registerRewardRoutes } from './routes/reward/reward-routes.ts';
import { registerLootboxRoutes } from './routes/lootbox/lootbox-routes.ts';
import { registerLeaderboardRoutes } from './routes/profile/leaderboard-routes.ts';
import { registerFulfilmentStandIn, registerPrizeRoutes } from './routes/prizes/prize-routes.ts';
import { registerAchievementRoutes } from './routes/profile/achievement-routes.ts';
import { registerVaultRoutes } from './routes/profile/vault-routes.ts';
import { registerWalletHistoryRoutes } from './routes/wallet/wallet-history-routes.ts';
import { registerWalletHomeRoutes } from './routes/wallet/wallet-home-routes.ts';
import {
  registerWalletReviewStandIn,
  registerWithdrawRoutes,
} from './routes/wallet/withdraw-routes.ts';
import { registerConvertRoutes } from './routes/wallet/convert-routes.ts';
import { registerSteamRoutes } from './routes/profile/steam-routes.ts';
import { registerSteamStandIn } from './dev/steam-stand-in.ts';
import { registerSettingRoutes } from './routes/help/setting-routes.ts';
import { registerActivityRoutes } from './routes/help/activity-routes.ts';
import { IMAGES_DIR } from './paths.ts';
import { systemClock, type Clock } from './clock.ts';
import { codeHasher, codeKey } from './auth/codes.ts';
import { passwordHasher, type ScryptParams } from './auth/password.ts';
import { DEFAULT_MAIL_FROM, type ServerConfig } from './config.ts';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { registerOutboxRoutes } from './mail/outbox-routes.ts';
import { registerGameStandIn } from './dev/game-stand-in.ts';
import type { AppDeps } from './deps.ts';

export type AppOptions = {
  db: Db;
  /** Absolute path of the built client to serve, or null/undefined for the API alone. */
  distDir?: string | null;
  logger?: boolean;
  /** Where the request log goes when `logger` is on (stdout by default; tests read it). */
  logStream?: { write(line: string): void };
  imagesDir?: string;
  /** Settings from the environment (configFromEnv). Omitted ones: no SMTP (local outbox), beta running. */
  config?: Partial<Omit<ServerConfig, 'partnerReturnBase'>>;
  /** The time for code expiry, sign-in limits and grants; tests pass a manual clock. */
  clock?: Clock;
  /** Replaces the mailer the config would pick (tests). The outbox routes exist only for an outbox mailer. */
  mailer?: Mailer;
  /** Where the outbox prints `[outbox] code for …`; console.log by default. */
  log?: (line: string) => void;
  /** Tests only: a cheaper password hashing cost; main.ts passes it only to browser-test servers (075). */
  scryptParams?: ScryptParams;
  /** How long a client may take to send a request (HTTP_TIMEOUTS_MS); tests shorten them. */
  httpTimeoutsMs?: HttpTimeoutsMs;
  /** How old the leaderboard's ranks beyond the top 50 may be (decision 030); tests pass 0. */
  leaderboardRankMaxAgeMs?: number;
  /** The Steam stand-in's signing key (hex): one for every worker of a cluster, else made at start. */
  steamStandInKey?: string;
};

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The app, not listening: main.ts listens, tests call `app.inject`. The caller owns and closes `db`,
 * which must be migrated (prepareDb) unless CODE_PEPPER is set: the code key is read from it here.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = options.config ?? {};
  // Before Fastify exists, so a database that cannot give the key leaves nothing to close.
  const hasher = codeHasher(await codeKey(options.db, config.codePepper ?? null));
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    ...transportOptions(options.httpTimeoutsMs),
    // Behind a reverse proxy, the client address (for the sign-in limits) comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
  });
  const { db, distDir } = options;
  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom ?? DEFAULT_MAIL_FROM)
      : outboxMailer(db, clock, options.log ?? ((line) => console.log(line))));
  const deps: AppDeps = {
    db,
    clock,
    hasher,
    passwords: passwordHasher(options.scryptParams),
    mailer,
    betaEnded: config.betaEnded ?? false,
    ...(config.codeSendsPerAddressPerHour
      ? { codeSendsPerAddressPerHour: config.codeSendsPerAddressPerHour }
      : {}),
  };

  registerSecurityHeaders(app);
  await registerCompression(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      // A status with a cause (a mail server that said no…) is worth a line in the server log.
      if (error.cause !== undefined) request.log.warn({ err: error.cause }, error.statusName);
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.httpCode).send(error.toBody());
    }
    // The database, not the request (decision 055): a deadlock or serialisation failure that the
    // retries did not get past is a refusal to come back in a second, never a 500; a lost
    // connection fails this request only, as unavailable, while the pool reconnects.
    const dbFailure = dbFailureOf(error);
    if (dbFailure === 'busy') {
      request.log.warn({ err: error }, 'database busy after retries');
      void reply.header('retry-after', '1');
      return reply.code(200).send(failure('TooManyRequests', { data: { retryAfterSeconds: 1 } }));
    }
    if (dbFailure === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '1');
      return reply.code(503).send(failure('ServerError'));
    }
    // PostgreSQL class 22 (data exception: out of range, bad encoding…) is input the schemas let by.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      request.log.warn({ err: error }, 'data exception from input');
      return reply.code(200).send(failure('ParameterError'));
    }
    const code = (error as { statusCode?: unknown }).statusCode;
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) are bad input like any other.
    if (typeof code === 'number' && code >= 400 && code < 500)
      return reply.code(200).send(failure('ParameterError'));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('ServerError'));
  });

  const preloadOf = homePreload(options.db);
  // A route whose first screen the server renders (decision 060); every other page is the shell.
  const renderPage = distDir ? await createPageRenderer(app, distDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (distDir && isSpaRoute(request)) {
      const [link, page] = await Promise.all([preloadOf(request.url), renderPage?.(request)]);
      if (link) reply.header('Link', link);
      if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
      if (page) return sendRenderedPage(reply, distDir, page.html);
      return sendSpaIndex(reply, distDir);
    }
    return reply.code(404).send(failure('DataNotExist'));
  });

  await registerImages(app, options.imagesDir ?? IMAGES_DIR);
  if (distDir) await registerDist(app, distDir);
  registerMemberRoutes(app, deps);
  registerActivityRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerSignOnRoutes(app, deps);
  registerGameRoutes(app, db);
  registerExploreRoutes(app, deps);
  registerFavouriteRoutes(app, deps);
  registerMissionRoutes(app, deps);
  registerRewardRoutes(app, deps);
  registerLootboxRoutes(app, deps);
  registerLeaderboardRoutes(app, deps, options.leaderboardRankMaxAgeMs);
  registerPrizeRoutes(app, deps);
  registerAchievementRoutes(app, deps);
  registerVaultRoutes(app, deps);
  registerWalletHistoryRoutes(app, deps);
  registerWalletHomeRoutes(app, deps);
  registerWithdrawRoutes(app, deps);
  registerConvertRoutes(app, deps);
  const serveStandIns = mailer.kind === 'outbox' && (config.serveOutbox ?? true);
  registerSteamRoutes(app, deps, {
    openIdUrl: config.steamOpenIdUrl ?? null,
    webApiUrl: config.steamWebApiUrl ?? null,
    webApiKey: config.steamWebApiKey ?? null,
    isStandInServed: serveStandIns,
  });
  registerInviteRoutes(app, deps);
  registerSettingRoutes(app, deps);
  // The local mailbox: never registered when mail really goes out through SMTP, nor where the
  // network could read it (config.serveOutbox, false for a non-loopback HOST).
  // The game stand-in (/dev/game) holds the demo games' secrets: served exactly where the outbox is.
  if (serveStandIns) {
    registerOutboxRoutes(app, db);
    registerSteamStandIn(app, clock, options.steamStandInKey);
    registerGameStandIn(app, db, clock);
    registerFulfilmentStandIn(app, deps);
    registerWalletReviewStandIn(app, deps);
  }
  return app;
}

function loggerOptions(
  enabled: boolean,
  stream: AppOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      // The default serializer logs the full URL, one-time codes and `_token` included.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
