#!/usr/bin/env node
// API load benchmark (issue 9): `npm run bench:api [-- --duration 5 --connections 10]`.
// Defaults: 50 connections for 20 s per endpoint. Not part of `npm test`: figures depend on the
// machine and on whatever else runs on it, so they are for comparison, not a pass/fail gate.
//
// --db pglite (default) | postgres | both, --workers n (issue 31): it starts the real server
// (tsx server/main.ts) on embedded PGlite in a fresh .data/bench-<time> folder, or on PostgreSQL in
// a fresh bench_<time> schema with WORKERS=n API processes (default: one per core), so every run
// measures the same freshly seeded database, and removes the folder or schema after. PostgreSQL is
// DATABASE_URL's server, or else the local test server of scripts/start-test-postgres.sh (database
// gamerhub_bench; as root). With `--db both`, one table per engine, each with the ratio to the other.
// --members n: the members with sessions (default 40,000; fewer prepares faster for a short run).
// Measured, one after the other with autocannon:
//   1. GET PartneredGames — the games list the home page reads (public; one read serves all for
//      PARTNERED_GAMES_TTL_MS, server/domain/games.ts).
//   2. GET MemberInfo — a signed-in read: the bearer lookup plus the member query.
//   3. POST Login with a wrong password — the cost of refusing a guess (sign-in limits + scrypt).
//      The limits (server/domain/login-attempts.ts, decision 022) allow 5 free failures per email
//      and address and 100 an hour per email, so each request uses its own X-Forwarded-For
//      (TRUST_PROXY is on) and its own unknown email; otherwise almost every request would be a
//      cheap TooManyRequests. An unknown
//      email is checked against a dummy hash with the same scrypt cost as a real one
//      (server/auth/password.ts), so this is the wrong-password path minus one row read.
//   4. POST QuestList (issue 11) — the demo member's first page of quests: list, conditions,
//      progress, claims and states for ten quests.
//   5. POST Claim (issue 11) — each request a different member with a claimable quest, so every one
//      pays a real ledger credit. The members (with sessions and the quest's condition done) are
//      written into the fresh data folder before the server starts (scripts/bench/api-setup.ts).
//   6. POST CheckIn (issue 12) — today's check-in, each request a different member: a ledger credit.
//   7. POST RedeemPrize (issue 12) — each request a different member and key: a debit, one unit of
//      stock and an exchange record (a bench prize with ample stock and no limits).
//   8. POST OpenLootbox (issue 12) — each request a different member and key: a debit, a draw, the
//      open and an inventory item (the cheapest seeded box). The bench members have points to spend.
//      UseItem (issue 31) likewise: each request a member using a usable item of its own
//      (api-setup.ts gives each one), with that member's key.
//   9. GET Achievements (issue 13) — the demo member's badges: every criterion counted, the unlock
//      insert (a no-op after the first read) and the catalogue read, in one transaction.
//  10. POST Tickets (issue 13) — the demo member's first page of tickets: the issuing insert (a
//      no-op after the first read) and the list.
//  11. POST Leaderboard (issue 13) — 100,000 members with points earned; each request a different
//      member's weekly or all-time board: the top 50 and their own rank.
//  12. POST History (issue 14, decision 038) — the wallet history's first page of 20, filters in
//      turn (none, a type, an asset, this month): the demo member (History) and a bench member
//      with 10,000 entries (HistoryLong).
//  13. ConvertQuote+Convert (issue 31) — 100 points to GACT, each quote and its convert a member of
//      its own: the row counts both requests.
//      WithdrawQuote+Withdraw likewise: 10 GACT, with the code api-setup.ts stored for each member.
//  14. The rest of what a member's screens read (issue 31): prizes, lootboxes and inventory, the
//      reward calendar, events, explore's banner and genres, convert, KYC and withdrawals, games.
// Errors are non-2xx answers, socket errors, timeouts and, in a sample of the answers, an envelope
// `status` other than the expected one. Results: a table here and bench/results/api.json.
// The folder or schema, the server, the endpoints and autocannon are api-lib.mjs's, shared with
// `npm run bench:scale` (scale.mjs).
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
  stopTarget,
} from './api-lib.mjs';

const TARGET = { p99Ms: 50, errors: 0, endpoints: ['PartneredGames', 'MemberInfo'] };
/** Issue 11: QuestList and Claim (distinct members, 50 connections) p99 ≤ 100 ms on PGlite. */
const QUEST_TARGET = { p99Ms: 100, errors: 0, endpoints: ['QuestList', 'Claim'] };
/** Issue 13: the leaderboard on 100,000 members, p99 ≤ 100 ms on PGlite. */
const BOARD_TARGET = { p99Ms: 100, errors: 0, endpoints: ['Leaderboard'] };

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // A comma-separated list of endpoint names to measure (`--only QuestList,Claim`): all by default.
    only: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
    workers: { type: 'string', default: String(os.availableParallelism()) },
    members: { type: 'string', default: '40000' },
  },
});
const duration = Number(flags.duration);
const connections = Number(flags.connections);
const workers = Number(flags.workers);
const CLAIM_MEMBERS = Number(flags.members);
const ENGINES = { pglite: ['pglite'], postgres: ['postgres'], both: ['pglite', 'postgres'] }[
  flags.db
];
if (
  !(duration > 0) ||
  !Number.isInteger(connections) ||
  connections < 1 ||
  !ENGINES ||
  !Number.isInteger(workers) ||
  workers < 1 ||
  !Number.isInteger(CLAIM_MEMBERS) ||
  CLAIM_MEMBERS < 1
) {
  console.error(
    'Usage: node scripts/bench/api.mjs [--db pglite|postgres|both] [--workers <n>] [--duration <s>]\n' +
      '       [--connections <n>] [--members <n>] [--only QuestList,Claim]',
  );
  process.exit(2);
}

/** One engine's run: fresh data, the server, every endpoint in turn; its rows. */
async function benchEngine(engine) {
  const target = await freshTarget(engine);
  process.stdout.write(`[${engine}] Preparing ${CLAIM_MEMBERS} members with a claimable quest… `);
  const claims = await setUpBench(target, { members: CLAIM_MEMBERS });
  console.log('done');
  const base = await startServer(target, { workers });
  console.log(
    `Server at ${base} (${
      engine === 'pglite'
        ? `PGlite in ${target.dataDir}, one process`
        : `PostgreSQL schema ${target.schema}, ${workers} workers`
    })`,
  );
  const { endpoints, distinctClaims } = await benchEndpoints(base, claims);
  const rows = [];
  for (const endpoint of chooseEndpoints(endpoints, flags.only))
    rows.push(await measure(base, endpoint, { connections, duration }));
  const claimRow = rows.find((r) => r.endpoint === 'Claim');
  if (claimRow) claimRow.distinctMembers = distinctClaims();
  await stopTarget(target);
  return rows;
}

const targetLine = (label, target, rows, extra = '') => {
  const checked = rows.filter((r) => target.endpoints.includes(r.endpoint));
  const met = checked.every((r) => r.p99Ms <= target.p99Ms && r.errors === target.errors);
  if (checked.length > 0)
    console.log(
      `Target (${label}): p99 ≤ ${target.p99Ms} ms and ${target.errors} errors for ` +
        `${target.endpoints.join(' and ')}: ${met ? 'met' : 'NOT met'} ` +
        `(${checked.map((r) => `${r.endpoint} p99 ${r.p99Ms} ms, ${r.errors} errors`).join('; ')}${extra})`,
    );
  return met;
};

async function main() {
  const runs = {};
  for (const engine of ENGINES) runs[engine] = await benchEngine(engine);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    connections,
    durationSec: duration,
    engines: {},
  };
  for (const engine of ENGINES) {
    const rows = runs[engine];
    const other = ENGINES.find((e) => e !== engine);
    console.log(
      `\n${engine === 'pglite' ? 'PGlite (embedded, one process)' : `PostgreSQL (${workers} workers)`}`,
    );
    printTable(rows, other ? { name: other, rows: runs[other] } : null);
    console.log('');
    const met = targetLine('issue 9', TARGET, rows);
    const claimRow = rows.find((r) => r.endpoint === 'Claim');
    const questsMet = targetLine(
      'issue 11',
      QUEST_TARGET,
      rows,
      `; Claim paid ${claimRow?.distinctMembers ?? 0} distinct members`,
    );
    const boardMet = targetLine('issue 13', BOARD_TARGET, rows);
    report.engines[engine] = {
      ...(engine === 'postgres' ? { workers } : { workers: 1 }),
      target: { ...TARGET, met },
      questTarget: { ...QUEST_TARGET, met: questsMet },
      boardTarget: { ...BOARD_TARGET, met: boardMet },
      endpoints: rows,
    };
  }
  // One engine alone keeps the file's old shape (endpoints at the top) for earlier readers.
  if (ENGINES.length === 1) Object.assign(report, report.engines[ENGINES[0]]);

  const outFile = path.join(root, 'bench', 'results', 'api.json');
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, outFile)}`);
}

main().catch(async (error) => {
  console.error(error.message ?? error);
  await stopAll();
  process.exit(1);
});
