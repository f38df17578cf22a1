// /profile/invited?claim=<id>: where a sign-in brings the member back to finish an invite claim.
import { PATHS } from '../../../../config/routes';
import { singleIdParam } from '../../../../shared/api/single-param';

export const invitedAddress = {
  claim: (inviteeId: number) => `${PATHS.PROFILE_INVITED}?claim=${inviteeId}`,
};

/** The invitee id of `claim=<id>` given once and well-formed, or null. */
export const claimIntentIn = (search: string): number | null => singleIdParam(search, 'claim');
