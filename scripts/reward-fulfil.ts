// The fulfilment step from a terminal (issue 12, decision 027): settles Dealing exchange records as
// the prize partner would, through the local server's demo-only route.
//   npm run reward:fulfil -- --outcome success|fail [--id <record id>] [--base http://127.0.0.1:3000]
// Without --id every Dealing record is settled. Fail gives the points back (once) through the
// ledger. Record ids are on /reward/history?id=….
import { parseArgs } from 'node:util';
import { ENDPOINTS } from '../src/app/endpoints.ts';

const { values } = parseArgs({
  options: {
    id: { type: 'string' },
    outcome: { type: 'string' },
    base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
  },
});
const usage =
  'Usage: npm run reward:fulfil -- --outcome success|fail [--id <record id>] [--base <url>]';
if (values.outcome !== 'success' && values.outcome !== 'fail') throw new Error(usage);
if (values.id !== undefined && !/^[1-9]\d{0,9}$/.test(values.id)) throw new Error(usage);
const base = new URL(values.base!).origin;

const response = await fetch(`${base}${ENDPOINTS.devFulfilExchange.path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    outcome: values.outcome,
    ...(values.id ? { id: Number(values.id) } : {}),
  }),
});
if (response.status === 404) {
  console.error(
    'The server has no fulfilment route: it only exists on a local server without SMTP.',
  );
  process.exit(1);
}
const body = (await response.json()) as {
  status: number;
  message: string;
  data?: { id: number; status: string; prizeName: string; code: string | null }[];
};
if (body.status !== 0) {
  console.error(body.message);
  process.exit(1);
}
if (!body.data?.length) console.log('No exchange record is waiting (Dealing).');
for (const r of body.data ?? [])
  console.log(`#${r.id} ${r.prizeName}: ${r.status}${r.code ? ` (code ${r.code})` : ''}`);
