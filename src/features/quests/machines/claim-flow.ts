/**
 * What the claim and claimMission machines share (issue 29 item 4): the claim call, the events, the
 * context both keep, and the guards and context changes both make the same way. Each machine keeps
 * its own chart (claim.machine.ts, claim-mission.machine.ts) and reads its own thing to check: the
 * quest (one quest's detail) or the event (every quest of it, and whether it is live).
 *
 * Why two charts and not one with an injected read actor: the statecharts are read as written, by
 * the Stately visualizer and by the docs generator (docs/machines, docs/paths, the gallery), and
 * each names its actors, guards and states for what it does (readQuest vs readEvent, keepQuest vs
 * keepEvent, the event page's row wording). One chart with an injected read would show one
 * machine where the product has two flows on two pages, and rename the generated paths QA and the
 * model tests run by. So the implementations are shared here and the charts stay two.
 */
import { fromPromise } from 'xstate';
import { questApi } from '../api/quest-api';
import type { ClaimReceipt } from '../api/schemas/quest';
import { errorOf } from '../../../shared/machines/actor-error';
import {
  flowErrorFrom,
  hasSessionEnded,
  type FlowErrorTable,
} from '../../../shared/machines/flow-errors';
import type { FormError } from '../../../shared/machines/form-error';

export type ClaimQuestInput = {
  questId: number;
  /** The major event the quest belongs to (as the check read it), or null. */
  eventId: number | null;
};

/**
 * The claim itself: the error shows in the claim area (or the event page's row), so the helper's
 * notice is suppressed. An event quest goes through ClaimMission with its event: Claim does not
 * know event quests and answers "does not exist" (issue 28 item 2). Both credit under the same
 * ledger key, so a claim made on the event page and one made on the quest's page are the same claim.
 */
export const claimQuest = (input: ClaimQuestInput): Promise<ClaimReceipt> =>
  input.eventId === null
    ? questApi.claim({ questId: input.questId }, { suppressNotice: true })
    : questApi.claimMission(
        { eventId: input.eventId, questId: input.questId },
        { suppressNotice: true },
      );

/** The quest page's claim: the quest's event as its check read it, or none. */
export const claimQuestActor = fromPromise<ClaimReceipt, ClaimQuestInput>(({ input }) =>
  claimQuest(input),
);

export type ClaimFlowInput = {
  questId: number;
  isSignedIn: boolean;
  /** The member asked to claim before signing in again (`claim=1` / `claim=<questId>`). */
  hasClaimIntent?: boolean;
};

/** What both machines keep, beside what their check read. */
export type ClaimFlowContext = {
  questId: number;
  isSignedIn: boolean;
  hasClaimIntent: boolean;
  /** The receipt of the claim: this one, or the first one for a quest claimed before. */
  receipt: ClaimReceipt | null;
  error: FormError | null;
};

export type ClaimFlowEvent =
  { type: 'eligibility.check' } | { type: 'claim.submit' } | { type: 'claim.retry' };

/** The guards both charts name the same way. */
export const claimFlowGuards = {
  isSignedIn: ({ context }: { context: ClaimFlowContext }) => context.isSignedIn,
  hasSessionEnded: ({ event }: { event: object }) => hasSessionEnded(errorOf(event)),
};

/** The context changes both charts make the same way; each machine wraps them in `assign`. */
export const claimFlowChanges = {
  keepReceipt: (_: unknown, { receipt }: { receipt: ClaimReceipt }) => ({ receipt, error: null }),
  useIntent: () => ({ hasClaimIntent: false }),
  clearError: () => ({ error: null }),
  /** The flow's wording of a failed call (claim-errors.ts). */
  showError:
    (table: FlowErrorTable) =>
    ({ event }: { event: object }) => ({ error: flowErrorFrom(errorOf(event), table) }),
};
