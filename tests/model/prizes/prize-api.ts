// What the prize model tests ask the live API directly (not through the app): the demo member's
// balance and exchange records, and a seeded prize's id by its key, to check what the screen says
// against what the platform holds.
import { SEED_PRIZES } from '../../../server/db/seed-prizes-data';
import { call, type Login } from '../quests/claim-api';
import type { LiveApi } from '../support/live-api';

export type PrizeView = {
  id: number;
  name: string;
  cost: string;
  stock: number;
  memberLimit: number | null;
  usedTotal: number;
};
export type RecordView = {
  id: number;
  status: string;
  prizeName: string;
  cost: string;
  balanceAfter: string;
  delivery: { name: string; phone: string; address: string } | null;
};

export async function prizeList(
  api: LiveApi,
  login: Login,
): Promise<{ prizes: PrizeView[]; balance: string | null }> {
  const answer = await call<{ prizes: PrizeView[]; balance: string | null }>(
    api,
    'GET',
    '/api/Mission/PrizeList',
    {},
    login.access_token,
  );
  return answer.data;
}

export const prizeName = (key: string) => {
  const prize = SEED_PRIZES.find((p) => p.key === key);
  if (!prize) throw new Error(`no seeded prize ${key}`);
  return prize.name['en-US']!;
};

export async function recordsOf(api: LiveApi, login: Login): Promise<RecordView[]> {
  const answer = await call<RecordView[]>(
    api,
    'POST',
    '/api/Mission/ExchangePrizeRecord',
    { page: 1, size: 100 },
    login.access_token,
  );
  return answer.data;
}
