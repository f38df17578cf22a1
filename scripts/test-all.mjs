#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first that fails, then a table of how long each
// took (CI shows only the end of its log, so the table is where a slow phase is seen).
// Lint and the type check run side by side: each is one thread, and a CI machine has two cores.
import { spawn } from 'node:child_process';

/** Each phase is one step, or steps that run at once (their output printed whole as each ends). */
const PHASES = [
  ['lint and types', ['npm run lint', 'npm run typecheck']],
  ['unit and server tests', ['npm run test:unit']],
  ['gallery up to date', ['npm run gallery -- --check']],
  ['model tests', ['npm run test:model']],
  ['build and size', ['npm run build && npm run size && node scripts/check-prod-bundle.mjs']],
  ['browser tests', ['npm run test:e2e']],
];

/** Runs one shell command; `buffered` keeps its output until it ends, so parallel logs stay whole. */
function run(command, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const done = [];
let failed = null;
const started = Date.now();
for (const [name, steps] of PHASES) {
  const phaseStart = Date.now();
  const codes = await Promise.all(steps.map((step) => run(step, steps.length > 1)));
  done.push([name, Date.now() - phaseStart]);
  if (codes.some((code) => code !== 0)) {
    failed = name;
    break;
  }
}

console.log('\nnpm test, by phase:');
for (const [name, ms] of done) console.log(`  ${name.padEnd(24)} ${seconds(ms).padStart(7)}`);
console.log(`  ${'total'.padEnd(24)} ${seconds(Date.now() - started).padStart(7)}`);
if (failed) {
  console.log(`failed: ${failed}`);
  process.exit(1);
}
