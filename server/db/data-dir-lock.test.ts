import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.ts';
import { DATA_DIR_LOCK_FILE, DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'data-dir-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, DATA_DIR_LOCK_FILE);

/** The pid of a process that has ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('no child');
  return pid;
}

describe('lockDataDir', () => {
  it('refuses a second holder while the first holds the folder, naming its pid; free again after release', async () => {
    const lock = await lockDataDir(dir);
    expect(await readFile(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}\n`));
    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holderPid).toBe(process.pid);
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);

    await lock.release();
    await (await lockDataDir(dir)).release();
  });

  it('takes over a lock whose holder died, or whose file is not a pid', async () => {
    for (const content of [`${deadPid()}\n`, 'not a pid', '']) {
      await writeFile(lockFile(), content);
      const lock = await lockDataDir(dir);
      expect(await readFile(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}\n`));
      await lock.release();
    }
  });

  it('lets exactly one of many racers take over a stale lock', async () => {
    await writeFile(lockFile(), `${deadPid()}\n`);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => lockDataDir(dir)));
    const winners = results.filter((r) => r.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await (winners[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it('treats its own pid as stale unless this process holds the lock (a restarted container reuses pids)', async () => {
    await writeFile(lockFile(), `${process.pid}\n`);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
  });

  it('counts a living process of another user as a holder', async () => {
    // pid 1 exists on every system; signalling it as a normal user gives EPERM, as root it succeeds.
    await writeFile(lockFile(), '1\n');
    await expect(lockDataDir(dir)).rejects.toMatchObject({ holderPid: 1 });
  });
});

describe('npm start’s early check (server/check-data-dir.ts)', () => {
  const check = () =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join('server', 'check-data-dir.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dir },
      encoding: 'utf8',
    });

  it('stops before the build while another process holds the folder, naming its pid', async () => {
    const lock = await lockDataDir(dir);
    try {
      const held = check();
      expect(held.status).toBe(1);
      expect(held.stderr).toContain(`in use by another server (pid ${process.pid})`);
    } finally {
      await lock.release();
    }
    expect(check().status).toBe(0);
  });
});
