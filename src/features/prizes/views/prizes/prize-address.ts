// The prize pages' addresses, read strictly (shared/DESIGN.md "Safety rules"): `?prize=` on
// /reward/redeem (back from sign-in to redeem that prize) and `?id=` on /reward/history (one
// record's detail) are positive decimal ids or absent. Every address built here is a fixed path
// with an encoded query.
import { PATHS } from '../../../../config/routes';

const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

function idIn(search: string, name: string): number | null {
  let all: string[];
  try {
    all = new URLSearchParams(search).getAll(name);
  } catch {
    return null;
  }
  const raw = all.length === 1 ? all[0]! : null;
  if (raw === null || !ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export const parsePrizeIntent = (search: string) => idIn(search, 'prize');
export const parseRecordId = (search: string) => idIn(search, 'id');

export const prizeAddress = {
  redeem: (prizeId?: number) =>
    prizeId ? `${PATHS.REWARD_REDEEM}?prize=${prizeId}` : PATHS.REWARD_REDEEM,
  history: (id?: number) => (id ? `${PATHS.REWARD_HISTORY}?id=${id}` : PATHS.REWARD_HISTORY),
};
