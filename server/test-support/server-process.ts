// A real `tsx server/main.ts` process, for what only a whole process shows: start-up refusals,
// signals, the data-folder lock, what main.ts prints.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../paths.ts';

const MAIN = path.join(REPO_ROOT, 'server', 'main.ts');

export type ServerProcess = {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the base URL once main.ts prints "ready", rejects if the process ends first. */
  ready: Promise<string>;
  /** Resolves with the exit code (null after a signal) and the ms since spawn. */
  exited: Promise<{ code: number | null; afterMs: number }>;
};

/** Starts the server on a free port (PORT=0) with `env` over a quiet, PGlite-only environment. */
export function startServer(env: Record<string, string>): ServerProcess {
  const startedAt = Date.now();
  // tsx as a loader, not its CLI (which runs the server in a grandchild): child.pid is the server.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => {
    child.on('exit', (code) => resolve({ code, afterMs: Date.now() - startedAt }));
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const url = /ready: (http:\/\/\S+?)\/?\s/.exec(text)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before ready:\n${text}`)),
    );
  });
  // A test that only looks at `exited` must not fail on the unhandled `ready` rejection.
  ready.catch(() => {});
  return { child, output: () => text, ready, exited };
}

/** Ends the process and waits for it (SIGTERM closes the database cleanly; SIGKILL does not). */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}
