import type { SnapshotFrom } from 'xstate';
import type { claimMissionMachine } from './claim-mission.machine';

type ClaimMissionSnapshot = SnapshotFrom<typeof claimMissionMachine>;

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
