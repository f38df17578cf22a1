// Several API processes on one PostgreSQL (issue 31 item 1, decision 056), as `npm start` runs them:
// a real primary with WORKERS=2 on a fresh schema, and what SIGTERM does to the requests in flight.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/app/endpoints.ts';
import { STATUS } from '../src/shared/api/status-codes.ts';
import { quoteIdent } from './db/pg-db.ts';
import { startServer, stopServer, type ServerProcess } from './test-support/server-process.ts';
import { adminQuery, TEST_DATABASE_URL } from './test-support/test-db.ts';

const running: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServer(server)));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const admin = (sql: string) => adminQuery(TEST_DATABASE_URL!, sql);

/** DATABASE_URL of a fresh schema of the test server, dropped after the test. */
async function freshSchemaUrl(): Promise<string> {
  const schema = `cluster_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE SCHEMA ${quoteIdent(schema)}`);
  cleanups.push(() => admin(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`));
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Worker pids: the primary's children running the same main.ts. */
async function childPids(pid: number): Promise<number[]> {
  // The workers run the server's own file; tsx's esbuild service (a child too while tsx compiles,
  // as on a fresh clone with a cold cache) does not count. pgrep exits 1 when there is none.
  const { stdout } = await promisify(execFile)('pgrep', [
    '-P',
    String(pid),
    '-f',
    'main\\.ts',
  ]).catch(() => ({ stdout: '' }));
  return stdout.split(/\s+/).filter(Boolean).map(Number);
}

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * An SMTP server that greets no client until `release()`: `held(n)` resolves once n clients wait.
 * After the greeting it accepts every mail.
 */
async function holdingSmtpServer() {
  const waiting: Array<() => void> = [];
  let released = false;
  const server = net.createServer((socket) => {
    const greet = () => socket.write('220 holding ESMTP\r\n');
    if (released) greet();
    else waiting.push(greet);
    let inData = false;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
        } else if (/^EHLO/i.test(line)) socket.write('250-holding\r\n250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    port: (server.address() as net.AddressInfo).port,
    held: (n: number) => waitFor(() => waiting.length >= n),
    release() {
      released = true;
      for (const greet of waiting.splice(0)) greet();
    },
  };
}

// Each test starts real processes; on two busy cores one start can take 20 s.
describe.runIf(TEST_DATABASE_URL)(
  'several API processes on PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('serves through WORKERS=2 worker processes, prepares the database once, and on SIGTERM answers every request in flight, then exits 0', async () => {
      const smtp = await holdingSmtpServer();
      const server = startServer({
        DATABASE_URL: await freshSchemaUrl(),
        WORKERS: '2',
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      running.push(server);
      const base = await server.ready;
      expect(server.output()).toContain('API processes: 2 workers');
      // Migrations ran in the primary alone: one "applied" line, none from the workers.
      expect(server.output().match(/applied 001-initial\.sql/g)).toHaveLength(1);
      expect(await childPids(server.child.pid!)).toHaveLength(2);

      // Code requests whose mail the SMTP server below holds: each request waits inside its handler,
      // costing no CPU, until the mail is let go, after the SIGTERM. Own email and address each.
      const SENT = 24;
      const requests = Array.from({ length: SENT }, async (_, i) => {
        const response = await fetch(base + ENDPOINTS.verificationCode.path, {
          method: ENDPOINTS.verificationCode.method,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.31.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({ email: `drain-${i}@gamerhub.test`, codeType: 'Register' }),
        });
        return {
          http: response.status,
          status: ((await response.json()) as { status: number }).status,
        };
      });
      // Every request is in flight: its mail is at the SMTP server, its answer not yet sent.
      await smtp.held(SENT);
      server.child.kill('SIGTERM');
      await waitFor(() => server.output().includes('SIGTERM: stopping 2 workers'));
      // The workers have stopped accepting; now the mails go and the answers can be sent.
      await new Promise((resolve) => setTimeout(resolve, 500));
      smtp.release();

      const outcomes = await Promise.allSettled(requests);
      const answeredAt = Date.now();
      const { code } = await server.exited;
      // Not held open by the answered clients' kept-alive sockets (65 s each).
      expect(Date.now() - answeredAt).toBeLessThan(15_000);
      const cut = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      expect(cut, server.output()).toEqual([]);
      const answers = outcomes.map(
        (o) => (o as PromiseFulfilledResult<{ http: number; status: number }>).value,
      );
      expect(answers.filter((a) => a.http !== 200 || a.status !== STATUS.Success.code)).toEqual([]);
      expect(code).toBe(0);
      expect(server.output()).toContain('SIGTERM: stopping 2 workers');
    });
  },
);

// PGlite's own data folder: the PostgreSQL run of this project (.ci/run) has nothing to add here.
describe.skipIf(TEST_DATABASE_URL)('the embedded engine', { timeout: 90_000 }, () => {
  it('stays one process whatever WORKERS says, and says so at start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gamerhub-cluster-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = startServer({ DATA_DIR: dataDir, WORKERS: '2' });
    running.push(server);
    await server.ready;
    expect(server.output()).toContain('API processes: 1 (embedded PGlite is one process');
    expect(await childPids(server.child.pid!)).toEqual([]);
  });
});
