// Starts the local platform API: `npx tsx server/main.ts`.
// PORT (3000), HOST (127.0.0.1), DATABASE_URL (postgres://… selects a server, else PGlite in DATA_DIR),
// SERVE_DIST (a built client dir to serve, relative to the repo root), LOG=off silences request logs.
// Accounts: SMTP_URL, MAIL_FROM, BETA_ENDED, PARTNER_RETURN_BASE, TRUST_PROXY, CODE_PEPPER, OUTBOX
// (see README). A PGlite DATA_DIR serves one server at a time: a second exits with the first's pid.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { configFromEnv, configWarnings, listenHost } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { pgliteDataDir } from './db/data-dir.ts';
import { REPO_ROOT } from './paths.ts';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535)
  throw new Error(`Bad PORT: ${process.env.PORT}`);
const host = listenHost(process.env);
const serveDist = process.env.SERVE_DIST?.trim();
const distDir = serveDist ? path.resolve(REPO_ROOT, serveDist) : null;

const config = configFromEnv(process.env);
for (const warning of configWarnings(config)) console.warn(warning);

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
const [{ buildApp }, { openDbFromEnv }, { prepareDb }, { DEMO_MEMBER }] = await Promise.all([
  import('./app.ts'),
  import('./db/open-db.ts'),
  import('./db/prepare.ts'),
  import('./db/seed-data.ts'),
]);
const { db, description } = await openDbFromEnv(process.env, lock ? { lock } : {});
let app: FastifyInstance;
try {
  const { applied, seeded } = await prepareDb(db, { partnerReturnBase: config.partnerReturnBase });
  const notes = [
    applied.length ? `applied ${applied.join(', ')}` : '',
    seeded ? 'seeded demo data' : '',
  ];
  console.log(`Database: ${[description, ...notes.filter(Boolean)].join(' · ')}`);
  app = await buildApp({ db, distDir, logger: process.env.LOG !== 'off', config });
} catch (error) {
  await db.close();
  throw error;
}

// Closing PGlite cleanly matters: a killed process can leave its data dir needing recovery.
let isStopping = false;
async function stop(signal: string): Promise<void> {
  if (isStopping) return;
  isStopping = true;
  console.log(`${signal}: shutting down`);
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port, host });
} catch (error) {
  // Port taken or host unknown: release the database before failing, or PGlite stays locked.
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  throw error;
}
const address = app.server.address();
const shownPort = typeof address === 'object' && address ? address.port : port;
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
if (config.betaEnded) console.log('BETA_ENDED: single sign-on (GetThirdToken, Reback) is refused');
console.log('');
