#!/usr/bin/env node
// What a cold first load spends its main thread on (issue 30 item 1), task by task:
//
//   npm run bench:profile -- [--dist DIR…] [--rate 4] [--runs 3] [--wait 7000] URL…
//                                                        (not part of `npm test`)
//
// Each run loads URL in a fresh headless Chromium (a phone's viewport, DevTools CPU throttling at
// --rate ×) while recording a trace and a V8 CPU profile, waits --wait ms, and lists every
// main-thread task of 50 ms or more: when it started, how long it took, its native work (style,
// layout, paint, HTML parsing, compiling, GC) and the source files its JavaScript ran in, read
// through the source maps of the builds named by --dist (one per build compared) (build it with `vite build --sourcemap --outDir DIR` and serve that
// build: `SERVE_DIST=DIR npm run serve`, or `npm start` after such a build). Per URL it prints the
// medians (FCP, busy, blocking after FCP as TBT counts it, long tasks) and the long tasks of the
// median run. The throttled CPU is the machine's own slowed down: compare builds in one
// interleaved run (URLs of two servers in one call), never across runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, median } from './browser-lib.mjs';

const { values: opts, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', multiple: true, default: [] },
    rate: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    wait: { type: 'string', default: '7000' },
  },
});
if (!urls.length) throw new Error('Name at least one URL to load.');
const RATE = Number(opts.rate);
const LONG_US = 50_000;
const ms = (us) => Math.round(us / 1000);
// Trace events counted as one kind of native work.
const NATIVE = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

const maps = new Map();
/** The source file (or package) a sampled frame ran in, through the build's source maps. */
async function sourceOf({ url, functionName, lineNumber, columnNumber }) {
  const chunk = url.match(/\/assets\/([^/?]+\.js)$/)?.[1];
  if (!chunk) return url ? 'the page (inline)' : `(${functionName || 'native'})`;
  if (!maps.has(chunk)) {
    let map = null;
    for (const dist of opts.dist) {
      map = await readFile(path.join(dist, 'assets', `${chunk}.map`), 'utf8').then(
        (text) => new TraceMap(text),
        () => null,
      );
      if (map) break;
    }
    maps.set(chunk, map);
  }
  const map = maps.get(chunk);
  const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  if (!source?.source) return chunk;
  const pkg = source.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.source.replace(/^(\.\.\/)+/, '');
}

/** One cold load in a fresh Chromium: its FCP, main-thread busy time, blocking time after FCP and long tasks. */
async function profileLoad(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    return await profileIn(browser, url);
  } finally {
    await browser.close();
  }
}

async function profileIn(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      ...['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8'],
      'blink.user_timing',
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(opts.wait));
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const nav = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^http/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!nav) throw new Error(`No navigation of ${url} in the trace.`);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const main = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const frame = nodes.get(profile.samples[i]).callFrame;
    if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    const source = frame.functionName === '(garbage collector)' ? '(GC)' : await sourceOf(frame);
    samples.push({ at, source, us: profile.timeDeltas[i + 1] ?? 0 });
  }

  let busy = 0;
  let blocking = 0;
  const long = [];
  for (const task of main.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.dur)) {
    busy += task.dur;
    if (task.dur < LONG_US) continue;
    if (fcp && task.ts >= fcp.ts) blocking += task.dur - LONG_US;
    const end = task.ts + task.dur;
    const top = (counts) =>
      Object.entries(counts)
        .filter(([, us]) => us >= 5000)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${ms(us)}`)
        .join(', ');
    const native = {};
    for (const e of main)
      if (NATIVE[e.name] && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        native[NATIVE[e.name]] = (native[NATIVE[e.name]] ?? 0) + e.dur;
    const js = {};
    for (const s of samples)
      if (s.at >= task.ts && s.at <= end) js[s.source] = (js[s.source] ?? 0) + s.us;
    long.push({ at: ms(task.ts - nav.ts), ms: ms(task.dur), native: top(native), js: top(js) });
  }
  return { fcp: fcp ? ms(fcp.ts - nav.ts) : null, busy: ms(busy), blocking: ms(blocking), long };
}

{
  const runs = Object.fromEntries(urls.map((url) => [url, []]));
  for (let i = 1; i <= Number(opts.runs); i += 1)
    for (const url of urls) {
      const run = await profileLoad(url);
      runs[url].push(run);
      console.log(`run ${i} ${url}: busy ${run.busy} ms, blocking ${run.blocking} ms`);
    }
  for (const [url, list] of Object.entries(runs)) {
    const blocking = median(list.map((r) => r.blocking));
    const typical = list.reduce((a, b) =>
      Math.abs(b.blocking - blocking) < Math.abs(a.blocking - blocking) ? b : a,
    );
    console.log(
      `\n${url} at ${RATE}× CPU, medians of ${list.length}: FCP ${median(list.map((r) => r.fcp ?? 0))} ms,` +
        ` busy ${median(list.map((r) => r.busy))} ms, blocking after FCP ${blocking} ms,` +
        ` ${median(list.map((r) => r.long.length))} long tasks. The median run's long tasks:`,
    );
    for (const t of typical.long)
      console.log(`  at ${t.at} ms, ${t.ms} ms: ${[t.native, t.js].filter(Boolean).join(' · ')}`);
  }
}
