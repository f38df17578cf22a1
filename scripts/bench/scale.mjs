#!/usr/bin/env node
// Scale bench (issue 31 item 4): `npm run bench:scale [-- --sizes 1000,10000 --duration 3]`. Not part
// of `npm test`. The endpoints of `npm run bench:api` (api-lib.mjs), on PostgreSQL, against
// databases of 1,000, 10,000 and 100,000 members (`--sizes`), each member with a history written
// in bulk (bulk-seed.ts: a session, check-ins, quest claims, invitees and their rewards, a message
// per credit), so every table a read touches grows with the size. Does a read or a write cost more
// when there are 100 times as many members? Target: throughput and p99 at 100,000 within 20 % of
// 1,000 for every endpoint.
//
// Every size gets its own fresh schema and its own server (`--workers`, default 2), all up at once,
// and each endpoint is measured on every size back to back, the order of the sizes turning from one
// endpoint (and run) to the next: on a shared machine, load that comes and goes then falls on all
// sizes alike instead of on whichever size ran last. `--runs n` measures everything n times; the
// tables show medians. The bench's acting members (`--members`, default the smallest size, at most
// 1,000) are the first members of each population; an endpoint that needs a member of its own for
// each request (Claim, CheckIn, the withdrawal) is sent exactly members ÷ runs requests per run
// instead of running for `--duration` s. PostgreSQL is DATABASE_URL's server, or the local test
// server as in bench:api. Results: the tables here and bench/results/scale.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchEndpoints,
  chooseEndpoints,
  freshTarget,
  measure,
  printTable,
  root,
  setUpBench,
  startServer,
  stopAll,
} from './api-lib.mjs';

/** Issue 31: at the largest size, req/s at least 80 % and p99 at most 120 % of the smallest's. */
const WITHIN = 0.2;

const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: String(Math.min(2, os.availableParallelism())) },
    members: { type: 'string' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const sizes = flags.sizes.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const workers = Number(flags.workers);
const runs = Number(flags.runs);
const members = Number(flags.members ?? Math.min(1000, ...sizes));
const usage = () => {
  console.error(
    'Usage: node scripts/bench/scale.mjs [--sizes 1000,10000,100000] [--duration <s>] [--runs <n>]\n' +
      '       [--connections <n>] [--workers <n>] [--members <n ≤ smallest size>] [--only QuestList,Claim]',
  );
  process.exit(2);
};
if (
  sizes.length < 1 ||
  !sizes.every((s) => Number.isInteger(s) && s >= 1) ||
  !(duration > 0) ||
  ![connections, workers, runs, members].every((n) => Number.isInteger(n) && n >= 1) ||
  members > Math.min(...sizes) ||
  Math.floor(members / runs) < 1
)
  usage();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n) => n.toLocaleString('en-US');

/** One size: its schema seeded, its server up, its endpoints. */
async function prepareSize(size) {
  const target = await freshTarget('postgres', `_s${size}`);
  process.stdout.write(`[${fmt(size)} members] Seeding (${fmt(members)} of them act)… `);
  const started = Date.now();
  const claims = await setUpBench(target, { members, population: size });
  const seedSec = (Date.now() - started) / 1000;
  console.log(`done in ${seedSec.toFixed(0)} s`);
  const base = await startServer(target, { workers });
  const { endpoints } = await benchEndpoints(base, claims);
  console.log(`[${fmt(size)} members] Server at ${base}, schema ${target.schema}`);
  // Login with a wrong password measures scrypt on an unknown email, whatever the size, and its
  // hashes keep both cores busy for seconds after: the first run of this bench gave every endpoint
  // measured after it (the next run's first four) no answer at all. Only when asked for by name.
  const measured = flags.only ? endpoints : endpoints.filter((e) => !e.name.startsWith('Login'));
  return { size, target, base, seedSec, endpoints: chooseEndpoints(measured, flags.only) };
}

/** The median of each figure over the runs, in the row shape printTable reads. */
function summarize(endpoint, samples) {
  return {
    endpoint,
    requestsPerSec: median(samples.map((s) => s.requestsPerSec)),
    p50Ms: median(samples.map((s) => s.p50Ms)),
    p99Ms: median(samples.map((s) => s.p99Ms)),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    totalRequests: samples.reduce((sum, s) => sum + s.totalRequests, 0),
    runs: samples,
  };
}

function printComparison(prepared, rowsBySize) {
  const smallest = prepared[0].size;
  const largest = prepared[prepared.length - 1].size;
  const header = [
    'endpoint',
    ...prepared.map((p) => `req/s ${fmt(p.size)}`),
    ...prepared.map((p) => `p99 ${fmt(p.size)}`),
    `req/s ${fmt(largest)}÷${fmt(smallest)}`,
    `p99 ${fmt(largest)}÷${fmt(smallest)}`,
    `within ${WITHIN * 100} %`,
  ];
  const verdicts = [];
  const cells = rowsBySize.get(smallest).map((first) => {
    const row = (size) => rowsBySize.get(size).find((r) => r.endpoint === first.endpoint);
    const low = row(smallest);
    const high = row(largest);
    const rate = low.requestsPerSec > 0 ? high.requestsPerSec / low.requestsPerSec : NaN;
    const p99 = low.p99Ms > 0 ? high.p99Ms / low.p99Ms : NaN;
    const within = rate >= 1 - WITHIN && p99 <= 1 + WITHIN;
    verdicts.push({ endpoint: first.endpoint, throughputRatio: rate, p99Ratio: p99, within });
    return [
      first.endpoint,
      ...prepared.map((p) => row(p.size).requestsPerSec.toFixed(1)),
      ...prepared.map((p) => String(row(p.size).p99Ms)),
      `${rate.toFixed(2)}×`,
      `${p99.toFixed(2)}×`,
      within ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i])));
  console.log(
    ['', line(header).join('  '), widths.map((w) => '-'.repeat(w)).join('  ')].join('\n'),
  );
  for (const c of cells) console.log(line(c).join('  '));
  return verdicts;
}

async function main() {
  sizes.sort((a, b) => a - b);
  const prepared = [];
  for (const size of sizes) prepared.push(await prepareSize(size));
  // samples[size][endpoint name] = one measurement per run
  const samples = new Map(prepared.map((p) => [p.size, new Map()]));
  const names = prepared[0].endpoints.map((e) => e.name);
  for (let run = 0; run < runs; run += 1) {
    console.log(`\nRun ${run + 1} of ${runs} (load average ${os.loadavg()[0].toFixed(1)})`);
    for (const [i, name] of names.entries()) {
      // The order of the sizes turns with every endpoint and run.
      const turn = (run + i) % prepared.length;
      for (const p of [...prepared.slice(turn), ...prepared.slice(0, turn)]) {
        const endpoint = p.endpoints.find((e) => e.name === name);
        const steps = endpoint.steps?.length ?? 1;
        const amount = endpoint.oncePerMember ? Math.floor(members / runs) * steps : undefined;
        process.stdout.write(`[${fmt(p.size)}] `);
        const row = await measure(p.base, endpoint, { connections, duration, amount });
        const bySize = samples.get(p.size);
        bySize.set(name, [...(bySize.get(name) ?? []), row]);
      }
    }
  }
  const loadAfter = os.loadavg()[0];
  await stopAll();

  const rowsBySize = new Map(
    prepared.map((p) => [
      p.size,
      names.map((name) => summarize(name, samples.get(p.size).get(name))),
    ]),
  );
  const note = runs > 1 ? `, medians of ${runs} runs` : '';
  for (const p of prepared) {
    console.log(
      `\n${fmt(p.size)} members (seeded in ${p.seedSec.toFixed(0)} s; PostgreSQL, ${workers} workers, ` +
        `${connections} connections${note}; load average ${loadAfter.toFixed(1)} at the end)`,
    );
    printTable(rowsBySize.get(p.size), null);
  }
  let verdicts = [];
  if (prepared.length > 1) {
    console.log(`\nEvery size side by side${note}`);
    verdicts = printComparison(prepared, rowsBySize);
    const missed = verdicts.filter((v) => !v.within).map((v) => v.endpoint);
    console.log(
      `\nTarget (issue 31): req/s and p99 at ${fmt(sizes[sizes.length - 1])} members within ` +
        `${WITHIN * 100} % of ${fmt(sizes[0])} for every endpoint: ` +
        (missed.length ? `NOT met (${missed.join(', ')})` : 'met'),
    );
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    loadAverage: os.loadavg(),
    connections,
    durationSec: duration,
    workers,
    members,
    runs,
    sizes: prepared.map((p) => ({
      size: p.size,
      seedSec: p.seedSec,
      endpoints: rowsBySize.get(p.size),
    })),
    comparison: verdicts,
  };
  const outFile = path.join(root, 'bench', 'results', 'scale.json');
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, outFile)}`);
}

main().catch(async (error) => {
  console.error(error.message ?? error);
  await stopAll();
  process.exit(1);
});
