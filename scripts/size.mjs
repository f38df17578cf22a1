#!/usr/bin/env node
// JavaScript budgets (docs/architecture.md "Performance", issue 9), run after `vite build`.
//
// First route: the entry module of dist/index.html, every chunk it preloads
// (<link rel="modulepreload">), and every chunk those import statically, recursively, plus the
// texts every first render waits for (en-US `common`, loaded before render). Chunks only reached
// through dynamic import() (lazy routes, other languages) are not counted there.
//
// Each lazy route: what a member downloads on top of the first route when opening it: the chunk of
// its screen (each `import('../features/<area>/views/…')` in src/app/routes.tsx, attributed to the routes of
// src/config/routes.ts whose `screen` it is), the chunks that one imports
// statically, and the en-US texts of the areas its route loads (`withTexts([...])`), less whatever
// the first route already has. A route's loader module (`x.reads.ts` beside `x-page.tsx`, READS in
// routes.tsx) loads beside its screen, so it is counted in that screen's row. Read from Vite's
// dist/.vite/manifest.json. Each route may also take at most ROUTE_FILES_BUDGET files (decision 066).
//
// Each file is gzipped at level 9 and the sizes are summed.
//
// Usage: node scripts/size.mjs [--dist <dir>] [--budget-kib <n>] [--route-budget-kib <n>] [--route-files <n>]
// Exit codes: 0 within budgets, 1 over a budget, 2 build output missing or unreadable, bad arguments.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Raised from 160 by issue 28, to 162.5 by issues 29 and 30, to 163 by route loaders, to 163.5 by
// server rendering (decision 020); back to 163 by fewer lazy chunk names to carry (decision 066),
// to 162.6 by the shell's browser-only parts in a chunk after hydration (decision 067), to 161.3 by
// the screens' preload lists out of the entry chunk (decision 072).
export const FIRST_ROUTE_BUDGET_KIB = 161.3;
/** Each lazy route's own chunks, unless ROUTE_BUDGETS_KIB sets another for its screen. */
export const ROUTE_BUDGET_KIB = 45;
/**
 * Files a lazy route downloads on top of the first route (its chunks and texts): each is a request
 * and, on the server-rendered page, a modulepreload. Decision 066 (scripts/vite/route-chunks.ts).
 */
export const ROUTE_FILES_BUDGET = 30;
/** Screens whose issue set another budget (issue 9: "unless the issue that builds it sets another"). */
export const ROUTE_BUDGETS_KIB = {
  // Issue 14: the wallet home with its price chart.
  'src/features/wallet/views/wallet/wallet-page': 90,
  // Issue 28: the KYC form's country names, drafts per member and the back link (decision 020).
  'src/features/wallet/views/wallet-kyc/kyc-page': 47,
};
/** Texts loaded before the first render (src/i18n/i18n.ts `wantedAreas`), in the default language. */
const BOOT_TEXTS = ['src/i18n/locales/en-US/common.json'];
const GZIP_LEVEL = 9;
const BYTES_PER_KIB = 1024;

class UsageError extends Error {}

function parseArgs(argv) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const options = {
    dist: path.join(repoRoot, 'dist'),
    budgetKib: FIRST_ROUTE_BUDGET_KIB,
    routeBudgetKib: ROUTE_BUDGET_KIB,
    routeFiles: ROUTE_FILES_BUDGET,
    routesFile: path.join(repoRoot, 'src', 'app', 'routes.tsx'),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--dist') options.dist = path.resolve(value());
    else if (flag === '--budget-kib') options.budgetKib = positive(flag, value());
    else if (flag === '--route-budget-kib') options.routeBudgetKib = positive(flag, value());
    else if (flag === '--route-files') options.routeFiles = positive(flag, value());
    else if (flag === '--routes') options.routesFile = path.resolve(value());
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new UsageError(`unknown argument ${arg}`);
  }
  return options;
}

function positive(flag, raw) {
  const number = Number(raw);
  if (!Number.isFinite(number) || number <= 0) {
    throw new UsageError(`${flag} must be a positive number, got ${raw}`);
  }
  return number;
}

/** Attribute map of one HTML start tag's attribute text. */
function attributesOf(attributeText) {
  const attributes = new Map();
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of attributeText.matchAll(re)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Entry scripts, modulepreload hrefs and inline scripts of an HTML document. */
export function readHtml(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const moduleScripts = [];
  const inlineScripts = [];
  const preloads = [];
  for (const match of withoutComments.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(match[1]);
    const src = attributes.get('src');
    if (src) {
      if (attributes.get('type') === 'module') moduleScripts.push(src);
    } else if (match[2].trim() !== '') {
      inlineScripts.push({ type: attributes.get('type') ?? 'classic', code: match[2] });
    }
  }
  for (const match of withoutComments.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (href && rel.includes('modulepreload')) preloads.push(href);
  }
  return { moduleScripts, preloads, inlineScripts };
}

function skipSpaceAndComments(code, start) {
  let i = start;
  if (i === 0 && code.startsWith('#!'))
    i = code.indexOf('\n') === -1 ? code.length : code.indexOf('\n');
  for (;;) {
    while (i < code.length && /\s|;/.test(code[i])) i += 1;
    if (code.startsWith('//', i)) {
      const end = code.indexOf('\n', i);
      i = end === -1 ? code.length : end + 1;
    } else if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 2;
    } else {
      return i;
    }
  }
}

/** Reads a quoted string at `start`; returns [value, indexAfter] or null. */
function readString(code, start) {
  const quote = code[start];
  if (quote !== '"' && quote !== "'") return null;
  let value = '';
  for (let i = start + 1; i < code.length; i += 1) {
    const char = code[i];
    if (char === '\\') {
      value += code[i + 1] ?? '';
      i += 1;
    } else if (char === quote) {
      return [value, i + 1];
    } else if (char === '\n') {
      return null;
    } else {
      value += char;
    }
  }
  return null;
}

const IDENTIFIER_CHAR = /[\w$\u0080-\uffff]/;

function keywordAt(code, i, word) {
  return (
    code.startsWith(word, i) &&
    !IDENTIFIER_CHAR.test(code[i - 1] ?? ' ') &&
    !IDENTIFIER_CHAR.test(code[i + word.length] ?? ' ')
  );
}

function readIdentifier(code, start) {
  let i = start;
  while (i < code.length && IDENTIFIER_CHAR.test(code[i])) i += 1;
  return i;
}

/** Index after the `{ ... }` that opens at `start` (strings inside may hold braces), or -1. */
function skipBraces(code, start) {
  for (let i = start + 1; i < code.length;) {
    if (code[i] === '}') return i + 1;
    if (code[i] === '"' || code[i] === "'") {
      const string = readString(code, i);
      if (!string) return -1;
      i = string[1];
    } else {
      i += 1;
    }
  }
  return -1;
}

/**
 * Reads the clause and specifier of `import <clause> from "x"` / `export <clause> from "x"` from
 * `start`: a default binding, `* as ns`, `{ a as b, "c-d" as e }`, or a default plus one of those.
 * Returns [specifier, indexAfter], or [null, indexAfterClause] when no `from "x"` follows (a local
 * `export { a };`), or [null, start] when the text is not such a clause at all.
 */
function readFromClause(code, start) {
  let i = start;
  const readBindings = () => {
    if (code[i] === '*') {
      i = skipSpaceAndComments(code, i + 1);
      if (keywordAt(code, i, 'as')) {
        i = skipSpaceAndComments(code, i + 2);
        const string = readString(code, i);
        i = string ? string[1] : readIdentifier(code, i);
      }
      return true;
    }
    if (code[i] === '{') {
      const after = skipBraces(code, i);
      if (after === -1) return false;
      i = after;
      return true;
    }
    return false;
  };
  if (!readBindings()) {
    const after = readIdentifier(code, i); // default binding
    if (after === i) return [null, start];
    i = skipSpaceAndComments(code, after);
    if (code[i] === ',') {
      i = skipSpaceAndComments(code, i + 1);
      if (!readBindings()) return [null, start];
    }
  }
  i = skipSpaceAndComments(code, i);
  if (!keywordAt(code, i, 'from')) return [null, i];
  const string = readString(code, skipSpaceAndComments(code, i + 4));
  return string ? [string[0], string[1]] : [null, start];
}

/** Skips `with { type: "json" }` / `assert { ... }` import attributes. */
function skipImportAttributes(code, start) {
  const at = skipSpaceAndComments(code, start);
  if (keywordAt(code, at, 'with') || keywordAt(code, at, 'assert')) {
    const close = code.indexOf('}', at);
    return close === -1 ? code.length : close + 1;
  }
  return start;
}

/**
 * Module specifiers of the static import and re-export statements at the top of an emitted
 * chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`). Scanning stops at
 * the first statement that is something else, so a dynamic import() or a string that merely
 * looks like an import later in the chunk is never read.
 */
export function staticImportsOf(code) {
  const specifiers = [];
  let i = skipSpaceAndComments(code, 0);
  while (i < code.length) {
    if (keywordAt(code, i, 'import')) {
      const next = skipSpaceAndComments(code, i + 6);
      if (code[next] === '(' || code[next] === '.') break; // import(...) / import.meta
      const bare = readString(code, next);
      if (bare) {
        specifiers.push(bare[0]);
        i = bare[1];
      } else {
        const [specifier, after] = readFromClause(code, next);
        if (specifier === null) break;
        specifiers.push(specifier);
        i = after;
      }
      i = skipImportAttributes(code, i);
    } else if (keywordAt(code, i, 'export')) {
      const next = skipSpaceAndComments(code, i + 6);
      if (code[next] !== '{' && code[next] !== '*') break; // export const/function/default…
      const [specifier, after] = readFromClause(code, next);
      if (specifier !== null) {
        specifiers.push(specifier);
        i = skipImportAttributes(code, after);
      } else if (after > next) {
        i = after; // local export list, keep reading
      } else {
        break;
      }
    } else {
      break;
    }
    i = skipSpaceAndComments(code, i);
  }
  return specifiers;
}

function stripQueryAndHash(url) {
  return url.replace(/[?#].*$/s, '');
}

function isRemote(url) {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

/** Resolves an URL from index.html or a chunk to a file under dist/. */
function resolveInDist(dist, fromFile, url) {
  const clean = decodeURIComponent(stripQueryAndHash(url));
  const target = clean.startsWith('/')
    ? path.join(dist, clean)
    : path.resolve(path.dirname(fromFile), clean);
  const relative = path.relative(dist, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${url} (from ${path.relative(dist, fromFile)}) points outside ${dist}`);
  }
  return target;
}

/**
 * Measures the JavaScript the first route of `dist/index.html` needs.
 * Returns { files: [{ file, rawBytes, gzipBytes }], totalGzipBytes, inlineScripts, externals }.
 */
export function measureFirstRoute(dist) {
  const indexHtml = path.join(dist, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new UsageError(`${indexHtml} not found: run \`vite build\` first`);
  }
  const html = readFileSync(indexHtml, 'utf8');
  const { moduleScripts, preloads, inlineScripts } = readHtml(html);
  if (moduleScripts.length === 0) {
    throw new UsageError(`${indexHtml} has no <script type="module" src>`);
  }

  const seen = new Set();
  const externals = [];
  const queue = [];
  const enqueue = (fromFile, url) => {
    if (isRemote(url)) {
      externals.push(url);
      return;
    }
    const file = resolveInDist(dist, fromFile, url);
    if (!seen.has(file)) {
      seen.add(file);
      queue.push(file);
    }
  };
  for (const url of [...moduleScripts, ...preloads]) enqueue(indexHtml, url);

  const files = [];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!existsSync(file)) {
      throw new UsageError(`${path.relative(dist, file)} is referenced but missing from ${dist}`);
    }
    const buffer = readFileSync(file);
    files.push({
      file: path.relative(dist, file).split(path.sep).join('/'),
      rawBytes: buffer.length,
      gzipBytes: gzipSync(buffer, { level: GZIP_LEVEL }).length,
    });
    if (!/\.[cm]?js$/i.test(file)) continue;
    for (const specifier of staticImportsOf(buffer.toString('utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/') || isRemote(specifier)) {
        enqueue(file, specifier);
      } else {
        externals.push(specifier); // a bare specifier left in the output (import map, external)
      }
    }
  }

  return {
    files,
    totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
    inlineScripts: inlineScripts.map(({ type, code }) => ({
      type,
      rawBytes: Buffer.byteLength(code),
      gzipBytes: gzipSync(Buffer.from(code), { level: GZIP_LEVEL }).length,
    })),
    externals,
    // Each screen's preload list (decision 072): data the app reads once after the entry has run.
    preloadLists: (() => {
      const file = /<meta name="screen-preloads" content="\/([^"]+)"/.exec(html)?.[1];
      return file ? measureFile(dist, file) : null;
    })(),
  };
}

/** dist/.vite/manifest.json (build.manifest), or null for a build without it. */
export function readManifest(dist) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error instanceof Error ? error.message : error}`);
  }
}

function measureFile(dist, file) {
  const buffer = readFileSync(path.join(dist, file));
  return {
    file,
    rawBytes: buffer.length,
    gzipBytes: gzipSync(buffer, { level: GZIP_LEVEL }).length,
  };
}

/** Adds the texts every first render waits for to the first route's files and total. */
export function withBootTexts(result, dist, manifest, bootTexts = BOOT_TEXTS) {
  const counted = new Set(result.files.map((entry) => entry.file));
  const texts = bootTexts
    .map((source) => manifest?.[source]?.file)
    .filter((file) => file && !counted.has(file))
    .map((file) => ({ ...measureFile(dist, file), isTexts: true }));
  const files = [...result.files, ...texts];
  return { ...result, files, totalGzipBytes: files.reduce((sum, e) => sum + e.gzipBytes, 0) };
}

/**
 * The lazy screens of a routes file: each `import('../features/<area>/views/…')`, the text areas its `withTexts`
 * wrapper loads, and the paths that open it: those of the route table's rows whose `screen` is the
 * key the import is written under (`signUp: withTexts([...], () => import(...))`, `screenPaths`), or
 * the `path:` (`PATHS.X` or a string) of a route object written around it.
 */
export function lazyScreensOf(routesSource, routesFile, paths = {}, screenPaths = {}) {
  const screens = new Map();
  const importRe =
    /(withTexts\(\s*\[([^\]]*)\]\s*,\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of routesSource.matchAll(importRe)) {
    // Manifest keys are relative to the project root, two levels above src/app/routes.tsx.
    const root = path.resolve(path.dirname(routesFile), '..', '..');
    const source = path
      .relative(root, path.resolve(path.dirname(routesFile), match[3]))
      .split(path.sep)
      .join('/');
    const areas = [...(match[2] ?? '').matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]);
    const screen = screens.get(source) ?? { source, areas, paths: new Set() };
    const before = routesSource.slice(Math.max(0, match.index - 200), match.index);
    // A table screen: `name: ` just before the loader.
    const key = /(\w+):\s*$/.exec(before)?.[1];
    if (key && key !== 'lazy') {
      // A screen no row loads is the router's catch-all (not found): any other path.
      for (const routePath of screenPaths[key] ?? ['*']) screen.paths.add(routePath);
    } else {
      // A route object: its path is written just before its `lazy:` in the same object literal.
      const pathMatch = [...before.matchAll(/path:\s*(?:PATHS\.(\w+)|['"`]([^'"`]+)['"`])/g)].pop();
      const label = pathMatch
        ? pathMatch[1]
          ? (paths[pathMatch[1]] ?? pathMatch[1])
          : pathMatch[2]
        : null;
      if (label && !before.slice(before.lastIndexOf(pathMatch[0])).includes('}'))
        screen.paths.add(label);
    }
    screens.set(source, screen);
  }
  return [...screens.values()];
}

/**
 * A route's loader module (`home.reads`) folded into the row of the screen beside it
 * (`home-page`): the router loads both for one navigation.
 */
export function withReads(screens) {
  const bySource = new Map(screens.map((screen) => [screen.source, screen]));
  const folded = new Set();
  const rows = screens.map((screen) => {
    const reads = bySource.get(screen.source.replace(/-page$/, '.reads'));
    if (!screen.source.endsWith('-page') || !reads) return screen;
    folded.add(reads);
    return { ...screen, alsoLoads: [reads.source] };
  });
  return rows.filter((screen) => !folded.has(screen));
}

/**
 * The route table of src/config/routes.ts as rows: object rows (`NAME: { path: '/x', … screen: 'y' … }`)
 * and the table's shorthand for a plain page (`NAME: page('/x', 'titles.x', 'y')`).
 */
function routeRowsOf(configSource) {
  const objectRows = [...configSource.matchAll(/(\w+):\s*\{([^{}]*)\}/g)].map((m) => ({
    name: m[1],
    path: /\bpath:\s*'([^']*)'/.exec(m[2])?.[1],
    screen: /\bscreen:\s*'(\w+)'/.exec(m[2])?.[1] ?? null,
  }));
  const pageRows = [
    ...configSource.matchAll(/(\w+):\s*page\(\s*'([^']*)'\s*,\s*'[^']*'\s*,\s*'(\w+)'\s*\)/g),
  ].map((m) => ({ name: m[1], path: m[2], screen: m[3] }));
  return [...objectRows, ...pageRows].filter((row) => row.path !== undefined);
}

/** Route names of the table (and of a plain `PATHS = {…}`, as older tables were) → path. */
export function pathsOf(configSource) {
  const block = configSource.match(/export const PATHS = \{([\s\S]*?)\}/)?.[1] ?? '';
  return {
    ...Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']*)'/g)].map((m) => [m[1], m[2]])),
    ...Object.fromEntries(routeRowsOf(configSource).map((row) => [row.name, row.path])),
  };
}

/** Screen name → the paths of the table's rows that load it. */
export function screenPathsOf(configSource) {
  const screenPaths = {};
  for (const row of routeRowsOf(configSource)) {
    if (row.screen !== null) (screenPaths[row.screen] ??= []).push(row.path);
  }
  return screenPaths;
}

/** Each lazy screen's own gzip bytes: its chunk, static imports and texts, less the first route. */
export function measureRoutes(dist, manifest, screens, firstRouteFiles, textsLanguage = 'en-US') {
  const first = new Set(firstRouteFiles);
  return screens.map((screen) => {
    const entries = [screen.source, ...(screen.alsoLoads ?? [])].map((source) => {
      const entry = manifest[`${source}.tsx`] ?? manifest[`${source}.ts`];
      if (!entry) throw new UsageError(`${source} is not in the build manifest`);
      return entry;
    });
    const files = new Set();
    const queue = [...entries];
    const seenKeys = new Set();
    while (queue.length > 0) {
      const chunk = queue.shift();
      if (!first.has(chunk.file)) files.add(chunk.file);
      for (const key of chunk.imports ?? []) {
        if (seenKeys.has(key) || !manifest[key]) continue;
        seenKeys.add(key);
        queue.push(manifest[key]);
      }
    }
    for (const area of screen.areas) {
      const texts = manifest[`src/i18n/locales/${textsLanguage}/${area}.json`]?.file;
      if (texts && !first.has(texts)) files.add(texts);
    }
    const measured = [...files].map((file) => measureFile(dist, file));
    const key = Object.keys(ROUTE_BUDGETS_KIB).find((source) => screen.source.startsWith(source));
    return {
      ...screen,
      paths: [...screen.paths],
      files: measured,
      totalGzipBytes: measured.reduce((sum, e) => sum + e.gzipBytes, 0),
      budgetKib: key ? ROUTE_BUDGETS_KIB[key] : null,
    };
  });
}

const kib = (bytes) => (bytes / BYTES_PER_KIB).toFixed(2);

function printReport(result, budgetKib) {
  const rows = [
    ['file', 'raw KiB', 'gzip KiB'],
    ...result.files.map((entry) => [entry.file, kib(entry.rawBytes), kib(entry.gzipBytes)]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ${row[2].padStart(widths[2])}`;
  console.log('First-route JavaScript (entry + modulepreload + static imports, gzip -9):');
  console.log(line(rows[0]));
  console.log('-'.repeat(widths[0] + widths[1] + widths[2] + 4));
  for (const row of rows.slice(1)) console.log(line(row));
  const texts = result.files.filter((entry) => entry.isTexts).map((entry) => entry.file);
  if (texts.length > 0) console.log(`(texts loaded before the first render: ${texts.join(', ')})`);
  console.log('-'.repeat(widths[0] + widths[1] + widths[2] + 4));
  const rawTotal = result.files.reduce((sum, entry) => sum + entry.rawBytes, 0);
  console.log(
    line([`total (${result.files.length} files)`, kib(rawTotal), kib(result.totalGzipBytes)]),
  );

  if (result.inlineScripts.length > 0) {
    console.log('\nInline scripts in index.html (ship inside the HTML; not in the total):');
    result.inlineScripts.forEach((script, index) => {
      console.log(
        `  #${index + 1} (${script.type}): ${script.rawBytes} B raw, ${script.gzipBytes} B gzip`,
      );
    });
  } else {
    console.log('\nInline scripts in index.html: none');
  }
  if (result.preloadLists) {
    const { file, rawBytes, gzipBytes } = result.preloadLists;
    console.log(
      `\nScreens' preload lists (JSON, read once the entry has run; not in the total): ${file}, ` +
        `${kib(rawBytes)} KiB raw, ${kib(gzipBytes)} KiB gzip`,
    );
  }
  if (result.externals.length > 0) {
    console.log(`\nNot measured (external): ${[...new Set(result.externals)].join(', ')}`);
  }

  const budgetBytes = budgetKib * BYTES_PER_KIB;
  const over = result.totalGzipBytes > budgetBytes;
  console.log(
    `\n${over ? 'OVER BUDGET' : 'Within budget'}: ${kib(result.totalGzipBytes)} KiB gzip of ` +
      `${budgetKib} KiB (${((result.totalGzipBytes / budgetBytes) * 100).toFixed(1)} %)`,
  );
  return over;
}

function printRoutes(routes, defaultBudgetKib, filesBudget) {
  console.log('\nEach lazy route, on top of the first route (own chunks + its texts, gzip -9):');
  const rows = [['screen', 'routes', 'files', 'gzip KiB', 'budget']];
  let over = false;
  for (const route of [...routes].sort((a, b) => b.totalGzipBytes - a.totalGzipBytes)) {
    const budget = route.budgetKib ?? defaultBudgetKib;
    const isOver = route.totalGzipBytes > budget * BYTES_PER_KIB;
    const tooMany = filesBudget > 0 && route.files.length > filesBudget;
    over ||= isOver || tooMany;
    const shownPaths =
      route.paths.length > 3
        ? `${route.paths.slice(0, 3).join(' ')} +${route.paths.length - 3}`
        : route.paths.join(' ');
    rows.push([
      route.source.replace(/^src\/features\/([^/]+)\/views\//, '$1/'),
      shownPaths,
      `${route.files.length}${tooMany ? ' OVER' : ''}`,
      kib(route.totalGzipBytes),
      `${budget}${isOver ? ' OVER' : ''}`,
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) =>
          column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  '),
    );
    if (index === 0) console.log('-'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  }
  console.log(
    `\n${over ? 'A ROUTE IS OVER BUDGET' : 'Every lazy route within its budget'} (default ${defaultBudgetKib} KiB` +
      `${filesBudget > 0 ? `, at most ${filesBudget} files` : ''}).`,
  );
  return over;
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
    if (options.help) {
      console.log(
        'Usage: node scripts/size.mjs [--dist <dir>] [--budget-kib <n>] [--route-budget-kib <n>] [--route-files <n>] [--routes <routes.tsx>]',
      );
      return 0;
    }
    const manifest = readManifest(options.dist);
    const result = withBootTexts(measureFirstRoute(options.dist), options.dist, manifest);
    const firstOver = printReport(result, options.budgetKib);
    if (!manifest) {
      console.log(
        '\nNo dist/.vite/manifest.json (build.manifest): per-route budgets not measured.',
      );
      return firstOver ? 1 : 0;
    }
    const configFile = path.join(path.dirname(options.routesFile), '..', 'config', 'routes.ts');
    const configSource = existsSync(configFile) ? readFileSync(configFile, 'utf8') : '';
    const screens = withReads(
      lazyScreensOf(
        readFileSync(options.routesFile, 'utf8'),
        options.routesFile,
        pathsOf(configSource),
        screenPathsOf(configSource),
      ),
    );
    const routes = measureRoutes(
      options.dist,
      manifest,
      screens,
      result.files.map((entry) => entry.file),
    );
    const routesOver = printRoutes(routes, options.routeBudgetKib, options.routeFiles);
    return firstOver || routesOver ? 1 : 0;
  } catch (error) {
    console.error(`size: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
