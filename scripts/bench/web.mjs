#!/usr/bin/env node
// Web benchmark (issue 9): Lighthouse mobile performance of the built app, next to a "limit page".
//
//   npm run bench:web [-- --runs N] [-- --no-build] [-- --pages /home,/quests] [-- --compare DIR]
//                     [-- --repeat]                      (not part of `npm test`)
//
// --compare DIR serves a second build (say `git worktree` of main built with `vite build --outDir`)
// from a second server of its own, and measures its pages in the same rounds, interleaved with
// this build's, as "before /home"…: an A/B on one machine state.
//
// --repeat also measures each app page's repeat visit, as "repeat /home"…: in the same Chromium
// after its first load, once the service worker is active (its install has precached the app),
// a second Lighthouse run that keeps storage (issue 30: LCP ≤ 1.1× the limit's).
//
// Builds the app into dist-bench/ as `npm run build` does, server renderer included (skipped with
// --no-build), starts the real server on a free port
// with a fresh PGlite folder (.data/bench-web-<time>, removed at the end), serves
// scripts/bench/limit-page.html (the app's header and bottom nav as static HTML: about the best a
// page of this look can do here) on another port, then runs Lighthouse 12 (mobile, simulated
// throttling, performance only) in a fresh headless Chromium per run, N runs per page (default 5),
// interleaved: run 1 of every page, then run 2, and so on. Prints the median per page (score, FCP,
// LCP, TBT, CLS, script KiB transferred, requests, LCP ÷ the limit page's LCP) against the issue's
// targets, and Lighthouse's biggest estimated savings per app page; writes every run to
// bench/results/web.json. Missed targets don't fail it; a broken build, server or Lighthouse run
// does (exit 1). Chromium resolves no host (only 127.0.0.1 is reached). CHROME_PATH overrides
// /usr/bin/chromium. Numbers move with machine load: compare medians, not single runs.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, median } from './browser-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean' },
    pages: { type: 'string' },
    compare: { type: 'string' },
    repeat: { type: 'boolean' },
  },
});
const RUNS = Number(opts.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs needs a whole number ≥ 1');
// Issue 30's routes.
const APP_PAGES = opts.pages?.split(',') ?? [
  ...['/home', '/quests', '/reward', '/profile', '/explore', '/quests/desc?id=1'],
];
const BEFORE = 'before ';
const REPEAT = 'repeat ';
const LIMIT = 'limit';
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', // nothing leaves the machine
];
// Issue 30's targets; a repeat visit's LCP ÷ limit is held to repeatLcpRatio.
const TARGETS = { score: 98, lcpRatio: 1.25, repeatLcpRatio: 1.1, tbtMs: 100, cls: 0.02 };
const env = {}; // versions, filled by the first run

const cleanups = [];
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((e) => console.error('cleanup:', e));
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

/** `npm run build` into dist-bench/: the client, then the server's renderer of first screens (decision 060). */
async function build() {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const run = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(vite, args, { cwd: root, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')}: ${code}`)),
      );
    });
  await run(['build', '--outDir', 'dist-bench', '--emptyOutDir']);
  await run(['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-bench/.server']);
}

/** The real server (tsx server/main.ts, as scripts/start.mjs runs it) with a fresh data folder. */
async function startApp(dist = 'dist-bench') {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const dataDir = path.join('.data', `bench-web-${Date.now()}`);
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'server/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...{ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
        ...{ LOG: 'off', SERVE_DIST: dist, NODE_ENV: 'production' },
      },
    },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // main.ts closes PGlite cleanly on SIGTERM
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(path.join(root, dataDir), { recursive: true, force: true });
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline && child.exitCode === null;) {
    if (
      await fetch(`${origin}/home`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer ${origin}/home:\n${output}`);
}

async function startLimitPage() {
  const html = await readFile(path.join(root, 'scripts/bench/limit-page.html'));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
    });
    res.end(html);
  });
  const port = await listen(server);
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}/`;
}

/** Failing audits with estimated savings (ms of the metric they affect), biggest first. */
const savingsOf = (lhr) =>
  Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9)
    .map((a) => ({
      id: a.id,
      ms: Math.round(
        a.details?.overallSavingsMs ?? Math.max(0, ...Object.values(a.metricSavings ?? {})),
      ),
      kib: Math.round((a.details?.overallSavingsBytes ?? 0) / 1024),
    }))
    .filter((s) => s.ms > 0 || s.kib > 0)
    .sort((a, b) => b.ms - a.ms || b.kib - a.kib)
    .slice(0, 6);

/** The main thread's work of the load by kind, ms at the simulated 4× CPU: the load's profile. */
const mainThreadOf = (lhr) => {
  const work = { total: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue) };
  for (const { group, duration } of lhr.audits['mainthread-work-breakdown'].details?.items ?? [])
    work[group] = Math.round(duration);
  work.bootup = Math.round(lhr.audits['bootup-time'].numericValue);
  return work;
};

/**
 * One first load in a fresh Chromium (new temporary profile; Lighthouse also clears storage); with
 * `repeat`, then a repeat visit in the same Chromium once the service worker is active.
 */
async function measure(url, { repeat = false } = {}) {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    env.chromium ??= (
      await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
    ).Browser;
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    const cold = figuresOf((await lighthouse(url, flags))?.lhr, url);
    if (!repeat) return { cold };
    await untilWorkerActive(chrome.port, url);
    const again = (await lighthouse(url, { ...flags, disableStorageReset: true }))?.lhr;
    return { cold, repeat: figuresOf(again, url) };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    await kill();
  }
}

/** What the report keeps of one Lighthouse run. */
function figuresOf(lhr, url) {
  if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null)
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no score'}`);
  env.lighthouse = lhr.lighthouseVersion;
  const value = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(4)),
    jsKib: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    savings: savingsOf(lhr),
    mainThread: mainThreadOf(lhr),
  };
}

/** Opens `url` in the Chromium on `port` and waits until its service worker is active (installed:
 * the precache is full) and controls the page; a repeat visit is then served by it. */
async function untilWorkerActive(port, url) {
  // Playwright's close() of a browser it connected to only disconnects; Lighthouse runs on in it.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.state === 'activated',
      null,
      {
        timeout: 60_000,
      },
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

function report(runsByPage) {
  const metrics = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsKib', 'requests'];
  const medians = {};
  for (const [page, runs] of Object.entries(runsByPage))
    medians[page] = Object.fromEntries(metrics.map((m) => [m, median(runs.map((r) => r[m]))]));
  for (const m of Object.values(medians))
    m.lcpRatio = Number((m.lcpMs / medians[LIMIT].lcpMs).toFixed(2));
  const T = TARGETS;
  const missed = (page, m) =>
    [
      [m.score < T.score, 'score'],
      [m.lcpRatio > (page.startsWith(REPEAT) ? T.repeatLcpRatio : T.lcpRatio), 'LCP÷limit'],
      [m.tbtMs > T.tbtMs, 'TBT'],
      [m.cls > T.cls, 'CLS'],
    ].flatMap(([miss, name]) => (miss ? [name] : []));
  const head = [
    'page',
    'score',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KiB',
    'reqs',
    'LCP÷limit',
  ];
  const rows = Object.entries(medians).map(([page, m]) => {
    const miss = missed(page, m);
    const cells = [m.score, m.fcpMs, m.lcpMs, m.tbtMs, m.cls.toFixed(3), m.jsKib.toFixed(1)];
    return [
      page,
      ...cells,
      m.requests,
      m.lcpRatio.toFixed(2),
      miss.length ? `missed: ${miss.join(', ')}` : 'met',
    ];
  });
  const goals = [`≥${T.score}`, '', '', `≤${T.tbtMs}`, `≤${T.cls}`, ''];
  rows.push(['target', ...goals, '', `≤${T.lcpRatio} (repeat ≤${T.repeatLcpRatio})`, '']);
  const widths = head.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((v, i) =>
        i && i < head.length ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(
    `\nMedians of ${RUNS} run(s) per page, Lighthouse ${env.lighthouse} mobile, ${env.chromium}:\n`,
  );
  console.log([line([...head, 'targets']), ...rows.map(line)].join('\n'));
  console.log('\nBiggest estimated savings, Lighthouse audits (median over runs):');
  for (const page of Object.keys(runsByPage).filter((p) => p !== LIMIT)) {
    const runs = runsByPage[page];
    const top = [...new Set(runs.flatMap((r) => r.savings.map((s) => s.id)))]
      .map((id) => {
        const found = runs.map((r) => r.savings.find((s) => s.id === id) ?? { ms: 0, kib: 0 });
        return { id, ms: median(found.map((s) => s.ms)), kib: median(found.map((s) => s.kib)) };
      })
      .filter((s) => s.ms > 0 || s.kib > 0)
      .sort((a, b) => b.ms - a.ms || b.kib - a.kib)
      .slice(0, 3)
      .map((s) => `${s.id} ${s.ms} ms${s.kib ? ` / ${s.kib} KiB` : ''}`);
    console.log(`  ${page}: ${top.join(', ') || '—'}`);
  }
  const kinds = [
    ...new Set(
      Object.values(runsByPage)
        .flat()
        .flatMap((r) => Object.keys(r.mainThread)),
    ),
  ];
  console.log(
    `\nMain thread by kind, ms (medians; Lighthouse's mainthread-work-breakdown and bootup-time):`,
  );
  console.log(['page', ...kinds].join('  '));
  for (const [page, runs] of Object.entries(runsByPage))
    console.log(
      [page, ...kinds.map((kind) => median(runs.map((r) => r.mainThread[kind] ?? 0)))].join('  '),
    );
  return medians;
}

try {
  if (!opts['no-build']) await build();
  const origin = await startApp();
  const urls = {};
  const before = opts.compare ? await startApp(opts.compare) : null;
  for (const p of APP_PAGES) {
    if (before) urls[BEFORE + p] = before + p;
    urls[p] = origin + p;
  }
  urls[LIMIT] = await startLimitPage();
  const runsByPage = {};
  const keep = (page, i, r) => {
    (runsByPage[page] ??= []).push(r);
    console.log(`run ${i}/${RUNS} ${page}: score ${r.score}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms`);
  };
  for (let i = 1; i <= RUNS; i += 1) {
    for (const [page, url] of Object.entries(urls)) {
      const { cold, repeat } = await measure(url, { repeat: opts.repeat && page !== LIMIT });
      keep(page, i, cold);
      if (repeat) keep(REPEAT + page, i, repeat);
    }
  }
  const medians = report(runsByPage);
  const urlOf = (page) => urls[page] ?? urls[page.slice(REPEAT.length)];
  const pages = Object.fromEntries(
    Object.keys(runsByPage).map((p) => [
      p,
      { url: urlOf(p), median: medians[p], runs: runsByPage[p] },
    ]),
  );
  const result = { date: new Date().toISOString(), ...env, runs: RUNS, targets: TARGETS, pages };
  const out = path.join(root, 'bench/results/web.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, out)}.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
