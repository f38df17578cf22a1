// The partnered game's server, from a terminal (issue 11 item 4): reports a member's progress on a
// playGame condition through the real API, with the seeded game's demo secret.
//   npm run game:report -- --uid 10000001 --condition 7 --progress 5 [--base http://127.0.0.1:3000]
// The condition ids are on /dev/game and in each quest's detail. It tries each seeded sign-on
// partner's secret until one owns the condition (another game's condition answers DataNotExist).
import { parseArgs } from 'node:util';
import { ENDPOINTS } from '../src/app/endpoints.ts';
import { STATUS } from '../src/shared/api/status-codes.ts';
import { SEED_PARTNERS } from '../server/db/seed-data.ts';

const { values } = parseArgs({
  options: {
    uid: { type: 'string' },
    condition: { type: 'string' },
    progress: { type: 'string' },
    base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
  },
});
const usage =
  'Usage: npm run game:report -- --uid <uid> --condition <id> --progress <n> [--base <url>]';
if (!values.uid || !/^\d{1,18}$/.test(values.uid)) throw new Error(usage);
if (!values.condition || !/^[1-9]\d{0,9}$/.test(values.condition)) throw new Error(usage);
if (!values.progress || !/^\d{1,7}$/.test(values.progress)) throw new Error(usage);
const base = new URL(values.base!).origin;

type Envelope = { status: number; message: string; data: unknown };

async function call(path: string, init: RequestInit = {}): Promise<Envelope> {
  const response = await fetch(`${base}${path}`, init);
  return (await response.json()) as Envelope;
}

const games = (await call(ENDPOINTS.partneredGames.path)).data as { id: number; icon: string }[];
let last: Envelope | null = null;
for (const partner of SEED_PARTNERS) {
  const game = games.find((g) => g.icon === `games/${partner.gameSlug}.svg`);
  if (!game) continue;
  last = await call(ENDPOINTS.gameReportProgress.path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `GameSecret ${game.id}:${partner.secret}`,
    },
    body: JSON.stringify({
      uid: values.uid,
      conditionId: Number(values.condition),
      progress: Number(values.progress),
    }),
  });
  if (last.status !== STATUS.DataNotExist.code) {
    console.log(`${partner.gameSlug}: ${last.status === 0 ? 'reported' : last.message}`);
    console.log(JSON.stringify(last.data, null, 2));
    process.exit(last.status === 0 ? 0 : 1);
  }
}
console.error(
  `No seeded partnered game has a playGame condition ${values.condition} open now (${last?.message ?? 'no partner games'}).`,
);
process.exit(1);
