#!/usr/bin/env node
// Tap benchmark (issue 30 item 2, decision 057): milliseconds from a tap to the next screen's
// content, on two running servers of the app, interleaved round by round, medians printed.
//
//   node scripts/bench/taps.mjs [--rounds N] <url A> [<url B>]        (not part of `npm test`)
//
// Start each build with its own server first, e.g.
//   SERVE_DIST=dist PORT=4301 HOST=127.0.0.1 LOG=off DATA_DIR=/tmp/a node scripts/start.mjs
// Each measurement is a fresh visitor's context (service workers blocked): the page opens and goes
// quiet, then 4× CPU, 150 ms round trip and 1.6 Mb/s down are applied and the tap is made.
// Beside it, the tap's INP (issue 30's target: ≤ 200 ms at 4× CPU): the longest Event Timing entry
// of the tap's interaction, from the input to the next paint after its handlers ran.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '5' } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('Usage: node scripts/bench/taps.mjs [--rounds N] <url A> [<url B>]');
  process.exit(2);
}
const rounds = Number(values.rounds);
const TAPS = [
  {
    name: 'home → quests',
    from: '/home',
    tap: 'nav a[href="/quests"]',
    done: 'main a[href^="/quests/desc?id="]',
  },
  {
    name: 'quests → reward',
    from: '/quests',
    tap: 'nav a[href="/reward"]',
    done: 'main .reward-calendar button',
  },
  {
    name: 'home → explore',
    from: '/home',
    tap: 'main a[href="/explore"]',
    done: 'main a[href^="/explore/game?id="]',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const results = new Map();
const inps = new Map();
for (let round = 0; round < rounds; round++)
  for (const tap of TAPS) {
    // Interleaved, and alternating which build goes first.
    const order = round % 2 ? [...positionals].reverse() : positionals;
    for (const base of order) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript(() => {
        localStorage.setItem('lang', 'en-US');
        const page = globalThis;
        page.benchInp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.interactionId) page.benchInp = Math.max(page.benchInp, entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(base + tap.from);
      await page.waitForLoadState('networkidle');
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = performance.now();
      await page.locator(tap.tap).first().click();
      await page.locator(tap.done).first().waitFor({ timeout: 30_000 });
      const tookMs = Math.round(performance.now() - started);
      // The observer is told of entries after their paint: a moment for the last one to arrive.
      await page.waitForTimeout(300);
      const inpMs = await page.evaluate(() => globalThis.benchInp);
      const key = `${tap.name}|${base}`;
      results.set(key, [...(results.get(key) ?? []), tookMs]);
      inps.set(key, [...(inps.get(key) ?? []), inpMs]);
      await context.close();
    }
  }
await browser.close();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(`Tap → content, medians of ${rounds} (ms), 4× CPU, 150 ms RTT:`);
for (const tap of TAPS)
  console.log(
    `${tap.name.padEnd(16)}${positionals
      .map((base) => {
        const runs = results.get(`${tap.name}|${base}`);
        const inp = inps.get(`${tap.name}|${base}`);
        return `${base}: ${median(runs)} (${runs.join(', ')}), INP ${median(inp)} (${inp.join(', ')})`;
      })
      .join('   ')}`,
  );
