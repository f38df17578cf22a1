// What the claim flows (claim, claimMission, assessment) tell the member when the platform or the
// connection says no: a sentence of the quests text area for each refusal a claim can meet, the
// spec §8 status message for any other, and whether the session ended (401/403 or a token status),
// in which case the member signs in again and comes back with the intent kept.
import { ApiError, isUnreachable } from '../api/errors';
import { hasStatus } from '../api/refusals';
import { TOKEN_INVALID_STATUSES, type StatusName } from '../api/status-codes';
import type { TextKey } from '../../i18n/text-key';
import { formErrorFrom, type FormError } from './form-error';

/** The claim flows' own wording of the refusals a claim can meet (quest claims). */
const QUEST_CLAIM_KEYS: Partial<Record<StatusName, TextKey>> = {
  DuplicateRequest: 'quests.claim.errors.duplicate',
  DataNotExist: 'quests.claim.errors.notFound',
  QuestEnded: 'quests.claim.errors.ended',
  QuestNotOpen: 'quests.claim.errors.notOpen',
  QuestConditionsUnmet: 'quests.claim.errors.conditionsUnmet',
  QuestWinnersFull: 'quests.claim.errors.winnersFull',
  QuestLevelLocked: 'quests.claim.errors.levelLocked',
};

/** An event quest's claim: the same, but an ended or missing event is said as such. */
const EVENT_CLAIM_KEYS: Partial<Record<StatusName, TextKey>> = {
  ...QUEST_CLAIM_KEYS,
  DataNotExist: 'quests.event.errors.notFound',
  QuestEnded: 'errors.status.QuestEnded',
};

/** A game verification: an invalid or used code, or the quest gone. */
const ASSESSMENT_KEYS: Partial<Record<StatusName, TextKey>> = {
  AssessmentInvalid: 'quests.detail.verify.invalid',
  DataNotExist: 'quests.claim.errors.notFound',
};

const KEYS = { quest: QUEST_CLAIM_KEYS, event: EVENT_CLAIM_KEYS, assessment: ASSESSMENT_KEYS };

/**
 * The error a claim flow shows. No connection at all: "nothing was claimed", worth retrying. A
 * refusal the flow knows: its own sentence. Anything else: what the shared helper makes of it
 * (the spec §8 message, "couldn't read the answer", "something went wrong").
 */
export function claimErrorFrom(error: unknown, flow: keyof typeof KEYS = 'quest'): FormError {
  if (isUnreachable(error)) {
    return { key: 'quests.claim.errors.offline', text: '', status: null, retryable: true };
  }
  const shared = formErrorFrom(error);
  const own = shared.status ? KEYS[flow][shared.status] : undefined;
  return own ? { ...shared, key: own } : shared;
}

/**
 * The session ended while the flow was asking: HTTP 401/403 or a token status (the request helper
 * has already told the session machine, which forgets the login).
 */
export function hasSessionEnded(error: unknown): boolean {
  if (hasStatus(error, TOKEN_INVALID_STATUSES)) return true;
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    (error.status === 401 || error.status === 403)
  );
}
