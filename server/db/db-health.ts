// The database's state as /api/Platform/Status reports it (decision 055): one trivial statement,
// bounded in time, so a status check answers even while the database is gone.
import type { Queryable } from './db.ts';

export type DatabaseState = 'ok' | 'unavailable';

export async function databaseState(db: Queryable, timeoutMs = 2000): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), timeoutMs);
  });
  const pinged = db.query('SELECT 1').then(
    (): DatabaseState => 'ok',
    (): DatabaseState => 'unavailable',
  );
  try {
    return await Promise.race([pinged, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
