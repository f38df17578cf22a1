// The prize pages' addresses, read strictly (docs/architecture.md "Safety rules"): `?prize=` on
// /reward/redeem (back from sign-in to redeem that prize) and `?id=` on /reward/history (one
// record's detail) are positive decimal ids or absent. Every address built here is a fixed path
// with an encoded query.
import { PATHS } from '../../../../config/routes';
import { singleIdParam } from '../../../../shared/api/single-param';

export const parsePrizeIntent = (search: string) => singleIdParam(search, 'prize');
export const parseRecordId = (search: string) => singleIdParam(search, 'id');

export const prizeAddress = {
  redeem: (prizeId?: number) =>
    prizeId ? `${PATHS.REWARD_REDEEM}?prize=${prizeId}` : PATHS.REWARD_REDEEM,
  history: (id?: number) => (id ? `${PATHS.REWARD_HISTORY}?id=${id}` : PATHS.REWARD_HISTORY),
};
