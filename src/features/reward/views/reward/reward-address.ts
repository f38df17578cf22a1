// The reward calendar's address: `/reward`, or `/reward?checkIn=1` when the member comes back from
// sign-in to check in (the intent is kept through sign-in, spec "come back"). Read strictly:
// anything but exactly one `checkIn=1` is no intent.
import { PATHS } from '../../../../config/routes';
import { singleParam } from '../../../../shared/api/single-param';

export function hasCheckInIntent(search: string): boolean {
  return singleParam(search, 'checkIn') === '1';
}

export const rewardAddress = {
  calendar: () => PATHS.REWARD,
  checkIn: () => `${PATHS.REWARD}?checkIn=1`,
};
