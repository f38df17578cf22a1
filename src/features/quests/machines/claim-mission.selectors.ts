import type { SnapshotFrom } from 'xstate';
import type { claimMissionMachine } from './claim-mission.machine';

type ClaimMissionSnapshot = SnapshotFrom<typeof claimMissionMachine>;

export const selectIsIdle = (s: ClaimMissionSnapshot) => s.matches('idle');
export const selectIsChecking = (s: ClaimMissionSnapshot) => s.matches('checkingEligibility');
export const selectIsEligible = (s: ClaimMissionSnapshot) => s.matches('eligible');
export const selectIsNotEligible = (s: ClaimMissionSnapshot) => s.matches('notEligible');
export const selectIsCheckFailed = (s: ClaimMissionSnapshot) => s.matches('checkFailed');
export const selectIsClaiming = (s: ClaimMissionSnapshot) => s.matches('claiming');
export const selectIsClaimed = (s: ClaimMissionSnapshot) => s.matches('claimed');
export const selectIsFailed = (s: ClaimMissionSnapshot) => s.matches('failed');
export const selectIsSignInRequired = (s: ClaimMissionSnapshot) => s.matches('signInRequired');
export const selectMissionReceipt = (s: ClaimMissionSnapshot) => s.context.receipt;
export const selectMissionError = (s: ClaimMissionSnapshot) => s.context.error;

/** Why this row's quest cannot be claimed now (the event's state first: it decides for all). */
export type MissionBlock =
  | { kind: 'eventEnded' }
  | { kind: 'eventUpcoming'; opensAt: string }
  | { kind: 'notFound' }
  | { kind: 'questState' };

export function missionBlock(s: ClaimMissionSnapshot): MissionBlock {
  const { event, quest } = s.context;
  if (event?.state === 'ended') return { kind: 'eventEnded' };
  if (event?.state === 'upcoming') return { kind: 'eventUpcoming', opensAt: event.startsAt };
  if (!quest) return { kind: 'notFound' };
  return { kind: 'questState' };
}
