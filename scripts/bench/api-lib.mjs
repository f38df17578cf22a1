// What `npm run bench:api` (api.mjs) and `npm run bench:scale` (scale.mjs) share (issue 31): a fresh
// PGlite folder or PostgreSQL schema, prepared by api-setup.ts, the real server on it, the
// endpoints a member's screens call (each described in api.mjs's header), autocannon on one of
// them, and the table of results.
//
// An endpoint marked `oncePerMember` needs a member of its own for each request (a repeat would be
// a cheaper receipt, or refused: a check-in, a claim, a withdrawal's one-time code); scale.mjs
// sends those exactly as many requests as there are members.
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The demo member of server/db/seed-data.ts; the codes of src/api/status-codes.ts. Copied, not
// imported, because plain node cannot load those TypeScript files.
const DEMO = { email: 'demo@gamerhub.test', password: 'Demo#2026pass' };
const STATUS = { Success: 0, AccountOrPasswordError: 2001 };
const SAMPLE_EVERY = 10;
const START_TIMEOUT_MS = 120_000;

/**
 * Migrates and seeds the fresh database and adds the bench's `members` (api-setup.ts), after a
 * `population` of members with a history when given: `{ questId, prizeId, lootboxId, tokens… }`.
 */
export function setUpBench(target, { members, population }) {
  const tsx = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'tsx.cmd' : 'tsx',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      tsx,
      [
        path.join(root, 'scripts', 'bench', 'api-setup.ts'),
        ...(target.databaseUrl
          ? ['--database-url', target.databaseUrl]
          : ['--data-dir', target.dataDir]),
        '--members',
        String(members),
        ...(population ? ['--population', String(population)] : []),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench setup exited with ${code}`));
      try {
        resolve(JSON.parse(output));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * The PostgreSQL to measure on: DATABASE_URL, or the local test server (started if need be).
 * Read once; each engine run makes its own schema there.
 */
let postgresUrl;
export async function postgresServerUrl() {
  if (postgresUrl) return postgresUrl;
  const given = process.env.DATABASE_URL?.trim();
  if (given) return (postgresUrl = given);
  process.stdout.write('No DATABASE_URL: starting the local test PostgreSQL (gamerhub_bench)… ');
  const { stdout } = await promisify(execFile)(
    'bash',
    [path.join(root, 'scripts', 'start-test-postgres.sh')],
    // A role of its own too: the script sets a fresh password on each run, which would lock out
    // whoever else holds the test role's URL (a test run beside the bench).
    {
      env: {
        ...process.env,
        PG_TEST_DB: process.env.PG_TEST_DB ?? 'gamerhub_bench',
        PG_TEST_ROLE: process.env.PG_TEST_ROLE ?? 'gamerhub_bench',
      },
    },
  );
  const url = /export TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  if (!url) throw new Error(`start-test-postgres.sh printed no URL: ${stdout}`);
  console.log('done');
  return (postgresUrl = url);
}

export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Every target not yet cleaned up, for an interrupted run. */
const live = new Set();
let made = 0;

/**
 * A fresh folder (PGlite) or schema (PostgreSQL) for one run, to be given to stopTarget after.
 * `label` becomes part of its name.
 */
export async function freshTarget(engine, label = '') {
  made += 1;
  const stamp = `${Date.now()}${made > 1 ? `_${made}` : ''}${label}`;
  let target;
  if (engine === 'pglite') target = { engine, dataDir: path.join('.data', `bench-${stamp}`) };
  else {
    const serverUrl = await postgresServerUrl();
    const schema = `bench_${stamp}`;
    await adminQuery(serverUrl, `CREATE SCHEMA ${schema}`);
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    target = { engine, serverUrl, schema, databaseUrl: url.toString() };
  }
  live.add(target);
  return target;
}

/** Starts the real server on the target (`workers` API processes on PostgreSQL): its base URL. */
export function startServer(target, { workers }) {
  const tsx = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'tsx.cmd' : 'tsx',
  );
  // BENCH_NODE_FLAGS: node flags for the server (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = spawn(tsx, [...nodeFlags, path.join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // PORT=0: the system picks a free port (shared by every worker), read back from the "ready" line.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir ?? '',
      DATABASE_URL: target.databaseUrl ?? '',
      WORKERS: String(workers),
      LOG: 'off',
      TRUST_PROXY: 'true',
      SERVE_DIST: '',
      SMTP_URL: '',
    },
  });
  target.server = server;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not answer in time'), START_TIMEOUT_MS);
    function fail(why) {
      clearTimeout(timer);
      reject(new Error(`Server ${why}:\n${output}`));
    }
    // Keep draining both pipes for the whole run, or a full pipe would stall the server.
    server.stderr.on('data', (chunk) => (output += chunk));
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /ready: (http:\/\/\S+?)\/?\s/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    server.on('error', (error) => fail(`could not start (${error.message})`));
    server.on('exit', (code, signal) => fail(`exited (${signal ?? code})`));
  });
}

// SIGTERM lets main.ts close PGlite cleanly (and drain every worker); SIGKILL only if it hangs.
/** Stops the target's server and removes its folder or schema. */
export function stopTarget(target) {
  target.cleaning ??= (async () => {
    const { server } = target;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (target.dataDir) await rm(path.join(root, target.dataDir), { recursive: true, force: true });
    if (target.schema)
      await adminQuery(target.serverUrl, `DROP SCHEMA IF EXISTS ${target.schema} CASCADE`);
    live.delete(target);
  })();
  return target.cleaning;
}

/** Stops every target still up (an error or a signal mid-run). */
export function stopAll() {
  return Promise.all([...live].map((target) => stopTarget(target)));
}

let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted ??= stopAll().finally(() => process.exit(130));
  });
}

export async function signIn(base) {
  const response = await fetch(`${base}/api/Member/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (body.status !== STATUS.Success) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** One distinct client address per request, 10.0.0.1 upwards. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * One endpoint under load: `connections` for `duration` s, or until `amount` requests when given.
 * `steps`: several requests each connection sends in turn (a quote, then its convert), instead of
 * `request`.
 */
export async function measure(
  base,
  { name, expected, request, steps },
  { connections, duration, amount },
) {
  let seen = 0;
  let wrongStatus = 0;
  const onResponse = (status, body) => {
    if (status < 200 || status >= 300 || seen++ % SAMPLE_EVERY !== 0) return;
    let envelopeStatus;
    try {
      envelopeStatus = JSON.parse(body).status;
    } catch {
      // Not JSON at all: counted like a wrong status.
    }
    if (envelopeStatus !== expected) wrongStatus += 1;
  };
  process.stdout.write(
    `${name}: ${connections} connections for ${amount ? `${amount} requests` : `${duration} s`}… `,
  );
  const result = await autocannon({
    url: base,
    connections,
    duration,
    ...(amount ? { amount } : {}),
    requests: steps
      ? steps.map((step) => ({
          ...step,
          onResponse: (status, body, context) => {
            step.onResponse?.(status, body, context);
            onResponse(status, body);
          },
        }))
      : [{ ...request, onResponse }],
  });
  console.log('done');
  // autocannon's `errors` already includes its `timeouts`.
  const errors = result.errors + result.non2xx + wrongStatus;
  return {
    endpoint: name,
    method: (request ?? steps[steps.length - 1]).method,
    path: (request ?? steps[steps.length - 1]).path,
    // A count of requests ends mid-second: the mean of whole seconds would understate it.
    requestsPerSec: amount ? result.requests.total / result.duration : result.requests.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors,
    errorDetail: {
      socket: result.errors - result.timeouts,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      wrongStatusInSample: wrongStatus,
      sampled: Math.ceil(seen / SAMPLE_EVERY),
    },
    totalRequests: result.requests.total,
  };
}

/** `other`: the other engine's rows of the same run, for the ratio columns (this ÷ other). */
export function printTable(rows, other) {
  const header = ['endpoint', 'req/s (mean)', 'p50 ms', 'p99 ms', 'errors', 'requests'];
  if (other) header.push(`req/s ÷ ${other.name}`, `p99 ÷ ${other.name}`);
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  const cells = rows.map((r) => {
    const cell = [
      r.endpoint,
      r.requestsPerSec.toFixed(1),
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.errors),
      String(r.totalRequests),
    ];
    const match = other?.rows.find((o) => o.endpoint === r.endpoint);
    if (other)
      cell.push(
        match ? ratio(r.requestsPerSec, match.requestsPerSec) : '–',
        match ? ratio(r.p99Ms, match.p99Ms) : '–',
      );
    return cell;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i])));
  console.log(
    ['', line(header).join('  '), widths.map((w) => '-'.repeat(w)).join('  ')].join('\n'),
  );
  for (const c of cells) console.log(line(c).join('  '));
}

/**
 * Every endpoint measured, as autocannon requests, against the server at `base` prepared with
 * `claims` (setUpBench's answer): `{ endpoints, distinctClaims }`. Login comes last.
 */
export async function benchEndpoints(base, claims) {
  const token = await signIn(base);
  let guess = 0;
  const endpoints = [
    {
      name: 'PartneredGames',
      expected: STATUS.Success,
      request: { method: 'GET', path: '/api/Game/PartneredGames' },
    },
    {
      name: 'MemberInfo',
      expected: STATUS.Success,
      request: {
        method: 'GET',
        path: '/api/Member/MemberInfo',
        headers: { authorization: `Bearer ${token}` },
      },
    },
    {
      name: 'Login (wrong password)',
      expected: STATUS.AccountOrPasswordError,
      request: {
        method: 'POST',
        path: '/api/Member/Login',
        setupRequest: (req) => {
          guess += 1;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(guess) },
            body: JSON.stringify({
              email: `bench-${guess}@gamerhub.test`,
              password: 'Wrong#pass1',
            }),
          };
        },
      },
    },
  ];
  let claimant = 0;
  endpoints.push(
    {
      name: 'QuestList',
      expected: STATUS.Success,
      request: {
        method: 'POST',
        path: '/api/Mission/QuestList',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 10 }),
      },
    },
    {
      name: 'Claim',
      expected: STATUS.Success,
      oncePerMember: true,
      request: {
        method: 'POST',
        path: '/api/Mission/Claim',
        setupRequest: (req) => {
          // A member of its own for each request; past the last one, repeats (first receipts).
          const member = claims.tokens[claimant % claims.tokens.length];
          claimant += 1;
          return {
            ...req,
            headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
            body: JSON.stringify({ questId: claims.questId }),
          };
        },
      },
    },
  );
  // Issue 12's writes: each request a member of its own (as Claim), each key new. The member's
  // index in `claims.tokens` (and the lists set up beside it).
  const nextMember = (() => {
    const counters = new Map();
    return (name) => {
      const n = counters.get(name) ?? 0;
      counters.set(name, n + 1);
      return n % claims.tokens.length;
    };
  })();
  /** `body(n)`: the request's body for the n-th member. */
  const memberPost = (name, path, body, oncePerMember = false) => ({
    name,
    expected: STATUS.Success,
    oncePerMember,
    request: {
      method: 'POST',
      path,
      setupRequest: (req) => {
        const n = nextMember(name);
        return {
          ...req,
          headers: {
            authorization: `Bearer ${claims.tokens[n]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body(n)),
        };
      },
    },
  });
  /**
   * Two requests of one member of its own (`pool`'s next): a quote, then the act on that quote's
   * id. Both count in the row.
   */
  const quoteThenAct = ({ name, pool, quote: [quotePath, quoteBody], act: [actPath, actBody] }) => {
    const post = (req, context, body) => ({
      ...req,
      headers: { authorization: `Bearer ${context.bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      name,
      expected: STATUS.Success,
      steps: [
        {
          method: 'POST',
          path: quotePath,
          setupRequest: (req, context) => {
            context.bearer = claims.tokens[nextMember(pool)];
            return post(req, context, quoteBody);
          },
          onResponse: (status, body, context) => {
            try {
              context.quoteId = JSON.parse(body).data?.quoteId;
            } catch {
              context.quoteId = undefined;
            }
          },
        },
        {
          method: 'POST',
          path: actPath,
          setupRequest: (req, context) => post(req, context, actBody(context.quoteId ?? 0)),
        },
      ],
    };
  };
  // Bench members live in UTC (the default zone), so today is the UTC date.
  const today = () => new Date().toISOString().slice(0, 10);
  endpoints.push(
    memberPost('CheckIn', '/api/Mission/CheckIn', () => ({ day: today() }), true),
    memberPost('RedeemPrize', '/api/Mission/RedeemPrize', () => ({
      prizeId: claims.prizeId,
      redeemKey: randomUUID(),
    })),
    memberPost('OpenLootbox', '/api/Mission/OpenLootbox', () => ({
      lootboxId: claims.lootboxId,
      openKey: randomUUID(),
    })),
  );
  // UseItem (issue 31): each request a member of its own using its own item (api-setup.ts gives
  // each one), so every use flips a real item; the key is the member's, so past the last member a
  // request is that use asked again, answered as the first was (as Claim's repeats).
  endpoints.push(
    memberPost(
      'UseItem',
      '/api/Member/UseItem',
      (n) => ({ inventoryId: claims.itemIds[n], useKey: `bench-use-${n}` }),
      true,
    ),
  );
  // Issue 14's convert (decision 036): 100 points → 1 GACT, each pair of requests a member of its
  // own: the quote, then the convert of that quote (both counted in the row: two requests a convert).
  endpoints.push(
    quoteThenAct({
      name: 'ConvertQuote+Convert',
      pool: 'Convert',
      quote: ['/api/Wallet/ConvertQuote', { from: 'POINT', to: 'GACT', amount: '100' }],
      act: ['/api/Wallet/Convert', (quoteId) => ({ quoteId })],
    }),
  );
  // The GACT withdraw (decision 037): 10 GACT to one address, each quote and its withdrawal a
  // member of its own (passed KYC, GACT and a mailed code prepared by api-setup.ts).
  endpoints.push({
    ...quoteThenAct({
      name: 'WithdrawQuote+Withdraw',
      pool: 'Withdraw',
      quote: [
        '/api/Wallet/WithdrawQuote',
        { address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '10' },
      ],
      act: ['/api/Wallet/Withdraw', (quoteId) => ({ quoteId, code: claims.withdrawCode })],
    }),
    oncePerMember: true,
  });
  // Issue 13's reads (decision 031): each also writes what it finds newly earned, once.
  endpoints.push(
    {
      name: 'Achievements',
      expected: STATUS.Success,
      request: {
        method: 'GET',
        path: '/api/Member/Achievements',
        headers: { authorization: `Bearer ${token}` },
      },
    },
    {
      name: 'Tickets',
      expected: STATUS.Success,
      request: {
        method: 'POST',
        path: '/api/Member/Tickets',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 10 }),
      },
    },
  );
  /** A read of the demo member's (`token`), answered Success. */
  const memberGet = (name, path) => ({
    name,
    expected: STATUS.Success,
    request: { method: 'GET', path, headers: { authorization: `Bearer ${token}` } },
  });
  // Issue 13's vault: the demo member's balances and items, one read.
  endpoints.push(memberGet('Vault', '/api/Member/Vault'));
  // Issue 14's wallet home reads (decision 035): balances with spend/earn, rates, addresses, the
  // chart of a year (183 points valued from the ledger) and the portfolio.
  for (const [name, path] of [
    ['GactInfo', '/api/Member/GactInfo?range=W'],
    ['WalletRates', '/api/Wallet/Rates'],
    ['WalletAddresses', '/api/Wallet/Addresses'],
    ['WalletChart', '/api/Wallet/Chart?range=Y'],
    ['WalletPortfolio', '/api/Wallet/Portfolio'],
  ])
    endpoints.push(memberGet(name, path));
  // Issue 15: announcements, settings and Steam state (one member), then the activity list and
  // the invited list with reward states, and a game search answered in Chinese (decision 044);
  // issue 16's explore and favourite calls, in Chinese too.
  for (const [name, path] of [
    ['Announcements', '/api/Member/Announcements'],
    ['Settings', '/api/Member/Settings'],
    ['SteamInfo', '/api/Member/SteamInfo'],
  ])
    endpoints.push(memberGet(name, path));
  for (const [name, path, body] of [
    ['Messages', '/api/Member/Messages', { page: 1, size: 10 }],
    ['MemberInviteList', '/api/Member/MemberInviteList', { page: 1, size: 10 }],
    ['GameSearch', '/api/Game/GameSearch', { keyword: '角色' }],
    // Issue 16: the explore list, a game's page (with its quests for the member), a news page,
    // and a favourite set again (idempotent, so every request writes the same row).
    ['GameList', '/api/Game/GameList', { page: 1 }],
    ['GameDetail', '/api/Game/GameDetail', { gameId: 1 }],
    ['NewsDetail', '/api/Game/NewsDetail', { newsId: 1 }],
    ['GameAddToFavorite', '/api/Game/GameAddToFavorite', { gameId: 1, favorite: true }],
  ])
    endpoints.push({
      name,
      expected: STATUS.Success,
      request: {
        method: 'POST',
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'zh-TW',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      },
    });
  // Issue 31: the rest of what a member's screens read (every screen's first call), so both engines
  // are compared on all of them: prizes, lootboxes and the inventory, the reward calendar, events,
  // the explore extras, the convert and withdraw screens, connected games.
  for (const [name, path] of [
    ['PrizeList', '/api/Mission/PrizeList'],
    ['LootboxList', '/api/Mission/LootboxList'],
    ['TrendingEvents', '/api/Mission/TrendingEvents'],
    ['GameBanner', '/api/Game/GameBanner'],
    ['GenreList', '/api/Game/GenreList'],
    ['ConnectedGames', '/api/Member/ConnectedGames'],
    ['ConvertInfo', '/api/Wallet/ConvertInfo'],
    ['Kyc', '/api/Wallet/Kyc'],
    ['Withdrawals', '/api/Wallet/Withdrawals'],
  ])
    endpoints.push(memberGet(name, path));
  for (const [name, path, body] of [
    ['LootboxHistory', '/api/Mission/LootboxHistory', { page: 1, size: 10 }],
    ['Inventory', '/api/Member/Inventory', { page: 1, size: 10 }],
    ['ExchangePrizeRecord', '/api/Mission/ExchangePrizeRecord', { page: 1, size: 10 }],
    ['RewardCalendar', '/api/Mission/RewardCalendar', {}],
    ['MajorEventList', '/api/Mission/MajorEventList', { page: 1, size: 10 }],
    ['NewsSearch', '/api/Game/NewsSearch', { keyword: 'game' }],
  ])
    endpoints.push({
      name,
      expected: STATUS.Success,
      request: {
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    });
  // Issue 13: the board of 100,000 members, each request a different member (so a different own
  // rank, most far outside the top 50), weekly and all-time in turn.
  let boardReads = 0;
  endpoints.push(
    memberPost('Leaderboard', '/api/Member/Leaderboard', () => {
      boardReads += 1;
      return { period: boardReads % 2 ? 'week' : 'all' };
    }),
  );
  // Issue 14: the wallet history, the filters in turn, for a short and a 10,000-entry history.
  const historyFilters = [{}, { type: 'earn' }, { asset: 'POINT' }, { range: 'm' }];
  const historyRead = (name, bearer) => {
    let reads = 0;
    return {
      name,
      expected: STATUS.Success,
      request: {
        method: 'POST',
        path: '/api/Wallet/History',
        setupRequest: (req) => {
          reads += 1;
          return {
            ...req,
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            body: JSON.stringify({ page: 1, size: 20, ...historyFilters[reads % 4] }),
          };
        },
      },
    };
  };
  endpoints.push(historyRead('History', token), historyRead('HistoryLong', claims.tokens[0]));
  // Login last: its scrypt work (50 hashes at a time) keeps both cores busy for seconds after the
  // measurement ends, which would be charged to whatever endpoint came next.
  endpoints.sort((a, b) => Number(a.name.startsWith('Login')) - Number(b.name.startsWith('Login')));
  return { endpoints, distinctClaims: () => Math.min(claimant, claims.tokens.length) };
}

/** The endpoints named (by prefix) in `only` (`QuestList,Claim`), or all of them. */
export function chooseEndpoints(endpoints, only) {
  const names = only?.split(',').map((name) => name.trim());
  return names ? endpoints.filter((e) => names.some((name) => e.name.startsWith(name))) : endpoints;
}
