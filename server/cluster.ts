// Several API processes behind one port on PostgreSQL (issue 31, decision 056). The primary
// prepares the database once (migrations, seeds), then forks the workers that serve; it serves
// nothing itself. Everything a request needs that must agree across processes is in the database
// (decision 056 lists the per-process caches left and why they are safe).
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

export const MAX_WORKERS = 64;

/** WORKERS when set, else one per core. Only PostgreSQL uses it: PGlite is one process. */
export function workerCount(
  env: NodeJS.ProcessEnv = process.env,
  cores = os.availableParallelism(),
): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return cores;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) throw new Error(`Bad WORKERS: ${raw}`);
  return n;
}

export type PrimaryOptions = {
  workers: number;
  /** Each worker's PostgreSQL pool (poolSizeFromEnv for `workers` processes). */
  poolSize: number;
  /** Once every worker listens: prints the "ready" lines for the shared port. */
  onReady(port: number): void;
};

/**
 * Forks the workers and supervises them. A worker that dies while serving is replaced; one that
 * dies before it ever listened (port taken, database refused) stops them all with exit code 1.
 * SIGTERM or SIGINT: every worker stops accepting, finishes its requests in flight and exits; the
 * primary then exits 0 when all of them did.
 */
export function runPrimary(options: PrimaryOptions): void {
  // The Steam stand-in signs an assertion in one worker and may be asked to check it in another:
  // one key for all of them, made here and never stored.
  const env = {
    DB_POOL_SIZE: String(options.poolSize),
    STEAM_STAND_IN_KEY: process.env.STEAM_STAND_IN_KEY || randomBytes(32).toString('hex'),
  };
  const listening = new Set<number>();
  let isReady = false;
  let isStopping = false;
  let failed = false;

  const fork = (): Worker => cluster.fork(env);
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!isReady && listening.size === options.workers) {
      isReady = true;
      options.onReady(address.port);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const hadListened = listening.delete(worker.id);
    if (isStopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!hadListened) {
      console.error(`Worker ${worker.process.pid} exited (${signal ?? code}) before serving`);
      failed = true;
      stop('SIGTERM');
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  function stop(signal: NodeJS.Signals): void {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (!failed) console.log(`${signal}: stopping ${workers.length} workers`);
    if (workers.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  }
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < options.workers; i += 1) fork();
}
