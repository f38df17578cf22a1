import { describe, expect, it } from 'vitest';
import { workerCount } from '../cluster.ts';
import { DEFAULT_POOL_CAP, poolSizeFor, poolSizeFromEnv } from './pool-budget.ts';

const DEFAULTS = { maxConnections: 100, superuserReserved: 3 };

describe('the connection budget of several API processes', () => {
  it('gives each process its share of max_connections after the reserves, at most the cap', () => {
    // (100 − 3 − 10) / 2 = 43, capped at 10.
    expect(poolSizeFor(DEFAULTS, 2)).toBe(DEFAULT_POOL_CAP);
    // (100 − 3 − 10) / 16 = 5.4: five each, 80 in all, 7 left over.
    expect(poolSizeFor(DEFAULTS, 16)).toBe(5);
    expect(poolSizeFor({ maxConnections: 20, superuserReserved: 3 }, 4, 5)).toBe(3);
    expect(poolSizeFor(DEFAULTS, 2, 10, 40)).toBe(40);
  });

  it('never promises more than the server allows, whatever the process count', () => {
    for (let processes = 1; processes <= 64; processes += 1) {
      const size = poolSizeFor(DEFAULTS, processes, 10, 1_000);
      expect(size * processes).toBeLessThanOrEqual(100 - 3 - 10);
    }
  });

  it('refuses to start processes the server has no connection left for', () => {
    expect(() => poolSizeFor({ maxConnections: 20, superuserReserved: 3 }, 8)).toThrow(
      /none left for 8 API processes/,
    );
  });

  it('takes DB_POOL_SIZE as it is, without asking the server', async () => {
    // An address nothing listens on: asking it would fail.
    const url = 'postgres://nobody@127.0.0.1:1/none';
    await expect(poolSizeFromEnv(url, 4, { DB_POOL_SIZE: '7' })).resolves.toBe(7);
    await expect(poolSizeFromEnv(url, 4, { DB_POOL_SIZE: '0' })).rejects.toThrow(/DB_POOL_SIZE/);
  });

  it('runs WORKERS processes, one per core by default', () => {
    expect(workerCount({}, 2)).toBe(2);
    expect(workerCount({ WORKERS: '4' }, 2)).toBe(4);
    expect(() => workerCount({ WORKERS: '0' }, 2)).toThrow(/Bad WORKERS/);
    expect(() => workerCount({ WORKERS: 'two' }, 2)).toThrow(/Bad WORKERS/);
  });
});
