// One PGlite data folder, one server: PGlite keeps no lock of its own, and two processes writing
// the same files lose data. The lock is a file holding the owner's pid, created atomically (link
// fails if it exists). A holder that died (even by SIGKILL) is detected by probing its pid, so a
// stale file never blocks the next start. proper-lockfile was weighed and not used: it judges
// staleness by mtime (a killed server would block starts for its whole `stale` period, and a long
// synchronous PGlite recovery could miss an mtime refresh and lose the lock) and it records no pid.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DATA_DIR_LOCK_FILE = 'server.pid';

/**
 * Tokens of the locks this process holds or is creating: its own pid in a lock file means "held"
 * only with one of these beside it. Listed before the file appears, so a racer in this same
 * process never mistakes a lock being born for a stale one.
 */
const heldHere = new Set<string>();

type Holder = { pid: number; token: string };

export class DataDirLockedError extends Error {
  readonly holderPid: number;
  constructor(dataDir: string, holderPid: number) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${holderPid}). Stop that server first, or start this one with another DATA_DIR. (If pid ${holderPid} is no GamerHub server, a reused pid: delete ${path.join(dataDir, DATA_DIR_LOCK_FILE)}.)`,
    );
    this.name = 'DataDirLockedError';
    this.holderPid = holderPid;
  }
}

export type DataDirLock = { release(): Promise<void> };

/** Takes the folder's lock or throws DataDirLockedError naming the living holder's pid. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
  // A few rounds cover a racer that took over a stale lock between our read and our write.
  for (let round = 0; round < 5; round += 1) {
    const token = randomBytes(8).toString('hex');
    if (await tryCreate(lockPath, token)) return { release: () => release(lockPath, token) };
    const holder = await readHolder(lockPath);
    if (holder !== null && isHeld(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    await removeStale(lockPath, holder);
  }
  throw new Error(`Could not lock the data folder ${dataDir}: ${lockPath} keeps changing`);
}

/**
 * The pid of the living process that holds the folder, or null: a look without taking the lock,
 * for `npm start` to refuse before its build rewrites the files a running server serves.
 */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  const holder = await readHolder(path.join(dataDir, DATA_DIR_LOCK_FILE));
  return holder !== null && isHeld(holder) ? holder.pid : null;
}

/** Writes the pid aside, then links it in: the lock never exists without its full content. */
async function tryCreate(lockPath: string, token: string): Promise<boolean> {
  const draft = `${lockPath}.${token}`;
  heldHere.add(token);
  try {
    await writeFile(draft, `${process.pid}\n${token}\n`);
    await link(draft, lockPath);
    return true;
  } catch (error) {
    heldHere.delete(token);
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
}

/** The file's first line is the holder's pid (what an operator reads), the second its token. */
async function readHolder(lockPath: string): Promise<Holder | null> {
  const [pidLine = '', token = ''] = (await readFile(lockPath, 'utf8').catch(() => '')).split('\n');
  const pid = Number(pidLine.trim());
  return Number.isInteger(pid) && pid > 0 ? { pid, token: token.trim() } : null;
}

function isHeld({ pid, token }: Holder): boolean {
  // Our own pid from an earlier life (a container restarted after SIGKILL reuses low pids).
  if (pid === process.pid) return heldHere.has(token);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user, so it is alive.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Moves the stale file aside and checks it was the one judged stale: if a racer had already
 * replaced it with its own live lock, that lock is put back and the next round reports it.
 */
async function removeStale(lockPath: string, stale: Holder | null): Promise<void> {
  const aside = `${lockPath}.${randomBytes(8).toString('hex')}.stale`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = await readHolder(aside);
  const isSameFile = moved?.pid === stale?.pid && moved?.token === stale?.token;
  if (!isSameFile && moved !== null && isHeld(moved)) await link(aside, lockPath).catch(() => {});
  await unlink(aside).catch(() => {});
}

async function release(lockPath: string, token: string): Promise<void> {
  if (!heldHere.delete(token)) return;
  if ((await readHolder(lockPath))?.token === token) await unlink(lockPath).catch(() => {});
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}
