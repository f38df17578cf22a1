// Starts the local platform API: `npx tsx server/main.ts`.
// PORT (3000), HOST (127.0.0.1), DATABASE_URL (postgres://… selects a server, else PGlite in DATA_DIR),
// SERVE_DIST (a built client dir to serve, relative to the repo root), LOG=off silences request logs.
// On PostgreSQL: WORKERS (API processes, one per core by default), DB_POOL_SIZE (connections per
// process) or DB_RESERVED_CONNECTIONS (kept back from max_connections; decision 056).
// Accounts: SMTP_URL, MAIL_FROM, BETA_ENDED, PARTNER_RETURN_BASE, TRUST_PROXY, CODE_PEPPER, OUTBOX
// (see README). A PGlite DATA_DIR serves one server at a time: a second exits with the first's pid.
// E2E_PASSWORD_COST=test: the browser tests' scrypt cost, refused outside their folders (decision 075).
import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { E2ePasswordCostRefusedError, scryptParamsFromEnv } from './auth/e2e-password-cost.ts';
import { PRODUCTION_SCRYPT_PARAMS, passwordHasher, type ScryptParams } from './auth/password.ts';
import { runPrimary, workerCount } from './cluster.ts';
import { configFromEnv, configWarnings, listenHost } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { isPostgresUrl, pgliteDataDir } from './db/data-dir.ts';
import { poolSizeFromEnv } from './db/pool-budget.ts';
import type { Db } from './db/db.ts';
import { REPO_ROOT } from './paths.ts';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error(`Bad PORT: ${process.env.PORT}`);
const host = listenHost(process.env);
const serveDist = process.env.SERVE_DIST?.trim();
const distDir = serveDist ? path.resolve(REPO_ROOT, serveDist) : null;

const config = configFromEnv(process.env);
if (cluster.isPrimary) for (const warning of configWarnings(config)) console.warn(warning);
const scryptParams = passwordCost();

const databaseUrl = process.env.DATABASE_URL?.trim();
const onPostgres = isPostgresUrl(databaseUrl);
// The embedded engine lives in this process, its folder locked to it: one process, whatever WORKERS says.
const workers = onPostgres ? workerCount(process.env) : 1;
if (cluster.isPrimary && !onPostgres)
  console.log('API processes: 1 (embedded PGlite is one process; set DATABASE_URL for several)');

if (cluster.isPrimary && workers > 1) await startPrimary(databaseUrl as string);
else await serve();

/** Migrations and seeds once, here, before any worker serves; then the workers. */
async function startPrimary(url: string): Promise<void> {
  const poolSize = await poolSizeFromEnv(url, workers);
  const [{ openDbFromEnv }, { prepareDb }] = await Promise.all([
    import('./db/open-db.ts'),
    import('./db/prepare.ts'),
  ]);
  const { db, description } = await openDbFromEnv(process.env);
  try {
    await prepare(db, description, prepareDb);
  } finally {
    await db.close();
  }
  console.log(`API processes: ${workers} workers (node:cluster), each a pool of ${poolSize}`);
  runPrimary({ workers, poolSize, onReady: (shownPort) => void printReady(shownPort) });
}

async function prepare(
  db: Db,
  description: string,
  prepareDb: typeof import('./db/prepare.ts').prepareDb,
): Promise<void> {
  const { applied, seeded } = await prepareDb(db, {
    partnerReturnBase: config.partnerReturnBase,
    passwords: passwordHasher(scryptParams),
  });
  const notes = [
    applied.length ? `applied ${applied.join(', ')}` : '',
    seeded ? 'seeded demo data' : '',
  ];
  console.log(`Database: ${[description, ...notes.filter(Boolean)].join(' · ')}`);
}

/** One serving process: the only one (PGlite, or WORKERS=1), or a worker of the primary above. */
async function serve(): Promise<void> {
  // The data folder is locked before the app's modules load (seconds on a busy machine), so a second
  // server on the same folder is refused at once, plainly (no stack), without touching its files.
  const dataDir = pgliteDataDir(process.env);
  const lock = dataDir
    ? await lockDataDir(dataDir).catch((error: unknown) => {
        if (!(error instanceof DataDirLockedError)) throw error;
        console.error(error.message);
        process.exit(1);
      })
    : undefined;
  const [{ buildApp }, { openDbFromEnv }, { prepareDb }] = await Promise.all([
    import('./app.ts'),
    import('./db/open-db.ts'),
    import('./db/prepare.ts'),
  ]);
  const poolSize = onPostgres ? await poolSizeFromEnv(databaseUrl as string, workers) : undefined;
  const { db, description } = await openDbFromEnv(process.env, {
    ...(lock ? { lock } : {}),
    ...(poolSize ? { poolSize } : {}),
  });
  let app: FastifyInstance;
  try {
    // A worker's primary has prepared the database already.
    if (cluster.isPrimary) await prepare(db, description, prepareDb);
    const steamStandInKey = process.env.STEAM_STAND_IN_KEY?.trim();
    app = await buildApp({
      db,
      distDir,
      logger: process.env.LOG !== 'off',
      config,
      scryptParams,
      ...(steamStandInKey ? { steamStandInKey } : {}),
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  // Fastify's close stops accepting, lets the requests in flight finish, then resolves: only then
  // is the database closed. Closing PGlite cleanly matters: a killed process can leave its data dir
  // needing recovery.
  let isStopping = false;
  // Answers sent while stopping tell the client not to reuse their connection, and the sockets that
  // fall idle meanwhile are closed as they do: else close() waits out each kept-alive socket's
  // 65 s timeout (HTTP_TIMEOUTS_MS.keepAlive) after its last answer.
  app.addHook('onSend', async (_request, reply) => {
    if (isStopping) void reply.header('connection', 'close');
  });
  async function stop(signal: string): Promise<void> {
    if (isStopping) return;
    isStopping = true;
    if (cluster.isPrimary) console.log(`${signal}: shutting down`);
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close().catch(() => {});
    clearInterval(idleSweep);
    await db.close().catch(() => {});
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A worker whose primary is gone (killed with SIGKILL) must not serve on alone.
  if (cluster.isWorker) process.on('disconnect', () => void stop('disconnect'));

  try {
    await app.listen({ port, host });
  } catch (error) {
    // Port taken or host unknown: release the database before failing, or PGlite stays locked.
    await app.close().catch(() => {});
    await db.close().catch(() => {});
    throw error;
  }
  const address = app.server.address();
  if (cluster.isPrimary)
    await printReady(typeof address === 'object' && address ? address.port : port);
}

/** The scrypt cost from E2E_PASSWORD_COST; a refusal ends the start plainly (no stack). */
function passwordCost(): ScryptParams {
  try {
    const params = scryptParamsFromEnv(process.env);
    if (cluster.isPrimary && params.N !== PRODUCTION_SCRYPT_PARAMS.N)
      console.log(`Passwords: the browser tests' scrypt cost, N = ${params.N} (E2E_PASSWORD_COST)`);
    return params;
  } catch (error) {
    if (!(error instanceof E2ePasswordCostRefusedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function printReady(shownPort: number): Promise<void> {
  const { DEMO_MEMBER } = await import('./db/seed-data.ts');
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  console.log(`\nGamerHub ${distDir ? 'app' : 'API'} ready: http://${shownHost}:${shownPort}/`);
  console.log(`Demo member: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  console.log(
    config.smtpUrl
      ? 'Mail: sent through SMTP_URL'
      : config.serveOutbox
        ? `Mail: no SMTP_URL, so codes are printed here as [outbox] lines and listed at http://${shownHost}:${shownPort}/outbox`
        : 'Mail: no SMTP_URL, so codes are printed here as [outbox] lines; /outbox is off (HOST is not loopback or OUTBOX=off)',
  );
  if (config.betaEnded)
    console.log('BETA_ENDED: single sign-on (GetThirdToken, Reback) is refused');
  console.log('');
}
