// What the claim and claimMission model tests share: each way a held claim call ends (decision 023:
// offline, HTTP 500, an unreadable answer, the session ending, the platform's refusals) and a read
// that fails offline. Their paths are walked by support/walk.ts, each on its own seeded API.
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { ClaimErrorReason } from '../fixtures/claim.fixtures';
import type { Gate } from './gate';

/** Fails the held call at `path` as a browser with no connection does; waits for `offlineText`. */
export async function failOffline(gate: Gate, path: string, offlineText: string): Promise<void> {
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  gate.release(path, 'fail');
  await waitFor(() => screen.getAllByText(offlineText));
  onLine.mockRestore();
}

/**
 * Ends the held claim call at `path` the way `reason` names (null: it passes). `endSession` signs
 * the member out on the server first, so the platform itself refuses the claim's token.
 */
export async function releaseClaimAs(
  gate: Gate,
  path: string,
  reason: ClaimErrorReason | null,
  { offlineText, endSession }: { offlineText: string; endSession: () => Promise<void> },
): Promise<void> {
  await gate.arrived(path);
  switch (reason) {
    case null:
      return gate.release(path, 'pass');
    case 'offline':
      return failOffline(gate, path, offlineText);
    case 'serverError':
      return gate.release(path, 'refuse');
    case 'schemaInvalid':
      return gate.release(path, 'garble');
    case 'sessionEnded':
      await endSession();
      return gate.release(path, 'pass');
    case 'duplicate':
      return gate.release(path, { envelope: { status: 1006, message: 'Duplicate request' } });
    case 'ended':
      return gate.release(path, { envelope: { status: 8001, message: 'Quest ended' } });
    case 'conditionsUnmet':
      return gate.release(path, { envelope: { status: 8003, message: 'Conditions unmet' } });
    case 'winnersFull':
      return gate.release(path, { envelope: { status: 8004, message: 'Winners full' } });
  }
}
