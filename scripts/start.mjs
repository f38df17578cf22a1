// `npm start` (after `vite build`): one process, one address — the local API with its embedded
// database, serving the built app. tsx runs the TypeScript server directly; it is spawned without
// npx so a Ctrl-C or SIGTERM reaches the server and the PGlite folder is closed cleanly.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'tsx.cmd' : 'tsx',
);
const child = spawn(tsx, [path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_DIST: process.env.SERVE_DIST ?? 'dist', NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
