// The states both claim charts have, under the same names (claim.machine.ts and
// claim-mission.machine.ts; decision 053 item 8): one selector each, for either chart's snapshot.

type ClaimFlowState =
  | 'idle'
  | 'checkingEligibility'
  | 'eligible'
  | 'notEligible'
  | 'checkFailed'
  | 'claiming'
  | 'claimed'
  | 'failed'
  | 'signInRequired';

/** A snapshot of either claim chart, as far as these selectors read it. */
type ClaimFlowSnapshot = { matches: (state: ClaimFlowState) => boolean };

export const selectIsIdle = (s: ClaimFlowSnapshot) => s.matches('idle');
export const selectIsChecking = (s: ClaimFlowSnapshot) => s.matches('checkingEligibility');
export const selectIsEligible = (s: ClaimFlowSnapshot) => s.matches('eligible');
export const selectIsNotEligible = (s: ClaimFlowSnapshot) => s.matches('notEligible');
export const selectIsCheckFailed = (s: ClaimFlowSnapshot) => s.matches('checkFailed');
export const selectIsClaiming = (s: ClaimFlowSnapshot) => s.matches('claiming');
export const selectIsClaimed = (s: ClaimFlowSnapshot) => s.matches('claimed');
export const selectIsFailed = (s: ClaimFlowSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: ClaimFlowSnapshot) => s.matches('signInRequired');
