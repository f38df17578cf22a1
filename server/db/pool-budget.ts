// How many PostgreSQL connections each API process may hold (issue 31, decision 056). Every process
// has its own pool, so WORKERS pools of the default size can exceed the server's max_connections
// and the last process to start gets "sorry, too many clients" under load.
import pg from 'pg';

/** node-postgres's own default, and past about twice the cores the server only queues them. */
export const DEFAULT_POOL_CAP = 10;
/** Left for everything else on the server: psql, a deploy's migrations, monitoring, other apps. */
export const DEFAULT_RESERVED_CONNECTIONS = 10;

/** superuserReserved: superuser_reserved_connections plus PostgreSQL 16's reserved_connections. */
export type ConnectionLimits = { maxConnections: number; superuserReserved: number };

/**
 * floor((max_connections − superuser_reserved_connections − reserved) / processes), at most
 * `cap`; throws when not even one connection per process is left.
 */
export function poolSizeFor(
  limits: ConnectionLimits,
  processes: number,
  reserved = DEFAULT_RESERVED_CONNECTIONS,
  cap = DEFAULT_POOL_CAP,
): number {
  const usable = limits.maxConnections - limits.superuserReserved - reserved;
  const share = Math.floor(usable / processes);
  if (share < 1)
    throw new Error(
      `PostgreSQL allows ${limits.maxConnections} connections (${limits.superuserReserved} for superusers, ` +
        `${reserved} reserved by DB_RESERVED_CONNECTIONS): none left for ${processes} API processes; ` +
        'lower WORKERS or raise max_connections',
    );
  return Math.min(cap, share);
}

function positiveInt(name: string, raw: string | undefined, min: number): number | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`Bad ${name}: ${text}`);
  return n;
}

/**
 * The pool size of each of `processes` API processes: DB_POOL_SIZE when set, else the server's
 * share (poolSizeFor) with DB_RESERVED_CONNECTIONS kept back, read with one short connection.
 */
export async function poolSizeFromEnv(
  connectionString: string,
  processes: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const fixed = positiveInt('DB_POOL_SIZE', env.DB_POOL_SIZE, 1);
  if (fixed !== undefined) return fixed;
  const reserved = positiveInt('DB_RESERVED_CONNECTIONS', env.DB_RESERVED_CONNECTIONS, 0);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ max: number; su: number }>(
      `SELECT current_setting('max_connections')::int AS max,
              current_setting('superuser_reserved_connections')::int
                + coalesce(current_setting('reserved_connections', true), '0')::int AS su`,
    );
    const limits = { maxConnections: rows[0]!.max, superuserReserved: rows[0]!.su };
    return poolSizeFor(limits, processes, reserved);
  } finally {
    await client.end();
  }
}
