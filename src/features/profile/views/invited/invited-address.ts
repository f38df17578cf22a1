// /profile/invited?claim=<id>: where a sign-in brings the member back to finish an invite claim.
import { PATHS } from '../../../../config/routes';

export const invitedAddress = {
  claim: (inviteeId: number) => `${PATHS.PROFILE_INVITED}?claim=${inviteeId}`,
};

/** The invitee id of `claim=<id>` given once and well-formed, or null. */
export function claimIntentIn(search: string): number | null {
  const all = new URLSearchParams(search).getAll('claim');
  if (all.length !== 1 || !/^[1-9]\d{0,9}$/.test(all[0]!)) return null;
  const id = Number(all[0]);
  return id <= 2_147_483_647 ? id : null;
}
