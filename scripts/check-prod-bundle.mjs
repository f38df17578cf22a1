#!/usr/bin/env node
// Production builds carry no inspector code (src/app/inspector.ts, @statelyai/inspect), run after
// `vite build`. start.tsx imports the inspector only behind `import.meta.env.DEV`, which a
// production build replaces with false, so the import and its chunk must be gone: this proves it.
//
// Every .js/.mjs/.cjs/.html file under dist is searched for strings that survive minification:
// the inspector's URL, window name and message type, the package name, and the names the app's
// dynamic import would read. A chunk named after the module fails too.
//
// It also proves that no state description of a machine ships (scripts/vite/strip-machine-
// descriptions.ts drops them): each description in the machine files (src/features/*/machines,
// src/shared/machines) is searched for in every built script.
//
// And that no server-only call (src/app/endpoints.ts SERVER_ONLY_ENDPOINTS: partnered games'
// server-to-server calls, the demo's stand-ins) is named in a client script.
//
// Usage: node scripts/check-prod-bundle.mjs [--dist <dir>]
// Exit codes: 0 clean, 1 inspector code or a state description found, 2 build output missing or unreadable, bad arguments.
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
  const options = { dist: path.join(repoRoot, 'dist'), repoRoot };
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

/** Every machine file of the app, whichever area holds it. */
function machineFiles(repoRoot) {
  const features = path.join(repoRoot, 'src/features');
  const dirs = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(features, entry.name, 'machines'));
  return [...dirs, path.join(repoRoot, 'src/shared/machines')]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.machine.ts'))
        .map((name) => path.join(dir, name)),
    );
}

/** The descriptions written in the machine files (string literals, long enough to be unique). */
export function stateDescriptions(repoRoot) {
  const found = new Set();
  for (const file of machineFiles(repoRoot)) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bdescription:\s*(['"])((?:(?!\1)[^\\\n]){24,})\1/g))
      found.add(m[2]);
  }
  return [...found];
}

/** The paths of the calls only servers make, as src/app/endpoints.ts lists them. */
export function serverOnlyPaths(repoRoot) {
  const source = readFileSync(path.join(repoRoot, 'src/app/endpoints.ts'), 'utf8');
  const block = source.match(/SERVER_ONLY_ENDPOINTS = \{([\s\S]*?)\} as const/)?.[1] ?? '';
  return [...block.matchAll(/\(\s*'(\/api\/[^']+)'/g)].map((m) => m[1]);
}

/** Findings in a build folder: `file: "…"` for every one of `strings` a built script holds. */
export function findStrings(dist, strings) {
  const findings = [];
  for (const file of filesUnder(dist).filter((f) => /\.m?js$/i.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (const found of strings.filter((string) => text.includes(string)))
      findings.push(`${path.relative(dist, file)}: "${found.slice(0, 60)}…"`);
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
  let described;
  try {
    scanned = filesUnder(options.dist).filter((f) => SCANNED.test(f)).length;
    findings = findInspectorCode(options.dist);
    const descriptions = stateDescriptions(options.repoRoot);
    described = descriptions.length;
    findings.push(...findStrings(options.dist, descriptions));
    const serverOnly = serverOnlyPaths(options.repoRoot);
    if (serverOnly.length === 0)
      throw new Error('no SERVER_ONLY_ENDPOINTS in src/app/endpoints.ts');
    findings.push(...findStrings(options.dist, serverOnly));
  } catch (error) {
    console.error(`check-prod-bundle: cannot read ${options.dist}: ${error.message}`);
    return 2;
  }
  if (scanned === 0) {
    console.error(`check-prod-bundle: no .js or .html files in ${options.dist}`);
    return 2;
  }
  if (described === 0) {
    console.error('check-prod-bundle: no machine descriptions found to look for');
    return 2;
  }
  if (findings.length > 0) {
    console.error(
      'check-prod-bundle: inspector code, state descriptions or server-only calls in the production build:',
    );
    for (const finding of findings) console.error(`  ${finding}`);
    return 1;
  }
  console.log(
    `check-prod-bundle: ${scanned} files, no inspector code, none of ${described} state descriptions, no server-only call.`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
