#!/usr/bin/env node
// Production builds carry no inspector code (src/app/inspector.ts, @statelyai/inspect), run after
// `vite build`. start.tsx imports the inspector only behind `import.meta.env.DEV`, which a
// production build replaces with false, so the import and its chunk must be gone: this proves it.
//
// Every .js/.mjs/.cjs/.html file under dist is searched for strings that survive minification:
// the inspector's URL, window name and message type, the package name, and the names the app's
// dynamic import would read. A chunk named after the module fails too.
//
// Usage: node scripts/check-prod-bundle.mjs [--dist <dir>]
// Exit codes: 0 clean, 1 inspector code found, 2 build output missing or unreadable, bad arguments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FORBIDDEN = [
  '@statelyai', // package name, and its '@statelyai.connected' handshake
  'stately.ai/inspect', // the inspector window's default URL
  'xstateinspector', // the inspector window's name
  'createBrowserInspector',
  'createStatelyInspector', // src/app/inspector.ts, as start.tsx's dynamic import reads it
  'createRedactingInspector',
];
const FORBIDDEN_FILE = /(^|[\\/])inspector[-.][^\\/]*\.m?js$/i;
const SCANNED = /\.(m?js|cjs|html)$/i;

class UsageError extends Error {}

function parseArgs(argv) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const options = { dist: path.join(repoRoot, 'dist') };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i], undefined];
    if (flag === '--dist') {
      const value = inline ?? argv[(i += 1)];
      if (!value) throw new UsageError('--dist needs a value');
      options.dist = path.resolve(value);
    } else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new UsageError(`unknown argument ${argv[i]}`);
  }
  return options;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Findings in a build folder: `file: what` for every forbidden string or file. */
export function findInspectorCode(dist) {
  const findings = [];
  for (const file of filesUnder(dist).filter((f) => SCANNED.test(f))) {
    const relative = path.relative(dist, file);
    if (FORBIDDEN_FILE.test(relative)) findings.push(`${relative}: an inspector chunk`);
    const text = readFileSync(file, 'utf8');
    for (const marker of FORBIDDEN)
      if (text.includes(marker)) findings.push(`${relative}: "${marker}"`);
  }
  return findings;
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`check-prod-bundle: ${error.message}`);
    return 2;
  }
  if (options.help) {
    console.log('Usage: node scripts/check-prod-bundle.mjs [--dist <dir>]');
    return 0;
  }
  if (!existsSync(options.dist) || !statSync(options.dist).isDirectory()) {
    console.error(
      `check-prod-bundle: no build output at ${options.dist}; run \`npm run build\` first.`,
    );
    return 2;
  }
  let findings;
  let scanned;
  try {
    scanned = filesUnder(options.dist).filter((f) => SCANNED.test(f)).length;
    findings = findInspectorCode(options.dist);
  } catch (error) {
    console.error(`check-prod-bundle: cannot read ${options.dist}: ${error.message}`);
    return 2;
  }
  if (scanned === 0) {
    console.error(`check-prod-bundle: no .js or .html files in ${options.dist}`);
    return 2;
  }
  if (findings.length > 0) {
    console.error('check-prod-bundle: inspector code in the production build:');
    for (const finding of findings) console.error(`  ${finding}`);
    return 1;
  }
  console.log(`check-prod-bundle: ${scanned} files, no inspector code.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
