// The reward calendar's address: `/reward`, or `/reward?checkIn=1` when the member comes back from
// sign-in to check in (the intent is kept through sign-in, spec "come back"). Read strictly:
// anything but exactly one `checkIn=1` is no intent.
import { PATHS } from '../../../../config/routes';

export function hasCheckInIntent(search: string): boolean {
  let all: string[];
  try {
    all = new URLSearchParams(search).getAll('checkIn');
  } catch {
    return false;
  }
  return all.length === 1 && all[0] === '1';
}

export const rewardAddress = {
  calendar: () => PATHS.REWARD,
  checkIn: () => `${PATHS.REWARD}?checkIn=1`,
};
