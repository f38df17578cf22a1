// Quests, major events and claims (docs/product/quests.md /api/Mission/*; issue 11). The spec shows no fields:
// decision 024 designs them. Shared by the client and the local API. Texts (titles, descriptions,
// item names, interactive task labels) arrive already in the language the request's
// Accept-Language names; points are decimal strings of whole points (docs/architecture.md "Money, points and the ledger").
import * as z from 'zod/mini';
import { Id } from '../../../../shared/api/schemas/ids';

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** An ISO 8601 instant with its offset, as the server's clock wrote it. */
const Instant = z.string().check(z.minLength(10), z.maxLength(40));
/** A whole number of points as a decimal string ("0", "150"). */
export const PointsSchema = z.string().check(z.regex(/^\d{1,18}$/));

export const QUEST_KINDS = ['daily', 'weekly', 'oneTime', 'event'] as const;
export const QuestKindSchema = z.enum(QUEST_KINDS);
export type QuestKind = z.infer<typeof QuestKindSchema>;

/**
 * The member's state of one quest (decision 024):
 * - locked: not open to this member yet (not signed in, starts later, or needs a higher level);
 * - available: open, nothing done yet; inProgress: some conditions done;
 * - claimable: every condition met and the reward still there; claimed: paid (a receipt exists);
 * - expired: ended, or all winners decided, before this member claimed.
 */
export const QUEST_STATES = [
  'locked',
  'available',
  'inProgress',
  'claimable',
  'claimed',
  'expired',
] as const;
export const QuestStateSchema = z.enum(QUEST_STATES);
export type QuestState = z.infer<typeof QuestStateSchema>;

export const CONDITION_TYPES = [
  'playGame',
  'reachLevel',
  'connectSteam',
  'inviteFriends',
  'checkInDays',
  'interactive',
] as const;
export const ConditionTypeSchema = z.enum(CONDITION_TYPES);
export type ConditionType = z.infer<typeof ConditionTypeSchema>;

/**
 * Why a locked quest is locked; the explainer says it in a sentence, with the time it opens.
 * `union` and one-value `enum`s rather than `discriminatedUnion` and `literal`: the same type and
 * the same wire format, without adding those two zod classes to the shared zod chunk that the
 * first route loads (~1 KiB gzip).
 */
export const LockReasonSchema = z.union([
  z.object({ kind: z.enum(['signIn']) }),
  z.object({ kind: z.enum(['notOpen']), opensAt: Instant }),
  z.object({ kind: z.enum(['level']), level: z.number() }),
]);
export type LockReason = z.infer<typeof LockReasonSchema>;

export const QuestGameSchema = z.object({ id: Id, name: z.string(), icon: z.string() });
export type QuestGame = z.infer<typeof QuestGameSchema>;

// ---------------------------------------------------------------------------------------------
// Receipts (every credit: entry id, what, amount, balance after, time)

export const ClaimReceiptSchema = z.object({
  /** The ledger entry's id. */
  entryId: Id,
  questId: Id,
  /** The quest's title in the request's language: what was paid for. */
  questTitle: z.string(),
  amount: PointsSchema,
  asset: z.enum(['POINT']),
  balanceAfter: PointsSchema,
  /** An item paid besides the points (its name), or null. */
  itemName: z.nullable(z.string()),
  claimedAt: Instant,
});
export type ClaimReceipt = z.infer<typeof ClaimReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Quests

export const QuestSummarySchema = z.object({
  id: Id,
  kind: QuestKindSchema,
  title: z.string(),
  image: z.string(),
  /** The partnered game the quest belongs to, or null for a platform quest. */
  game: z.nullable(QuestGameSchema),
  /** The major event an event quest belongs to, or null. */
  eventId: z.nullable(Id),
  rewardPoints: PointsSchema,
  rewardItem: z.nullable(z.string()),
  startsAt: Instant,
  endsAt: z.nullable(Instant),
  /** Only the first N claimants win; null: everyone who completes it. */
  winnerLimit: z.nullable(z.number()),
  winnerCount: z.number(),
  state: QuestStateSchema,
  /**
   * Conditions met of all (0 of n for a visitor); a quest whose one condition is inviting friends
   * counts friends instead ("1 of 3 friends", unit 'friends'). No unit: conditions.
   */
  progress: z.object({
    done: z.number(),
    total: z.number(),
    unit: z.optional(z.enum(['conditions', 'friends'])),
  }),
});
export type QuestSummary = z.infer<typeof QuestSummarySchema>;
export const QuestSummaryListSchema = z.array(QuestSummarySchema);

export const QuestConditionSchema = z.object({
  id: Id,
  type: ConditionTypeSchema,
  /** How many are needed: rounds played, the level, friends, days; 1 for a one-off task. */
  target: z.number(),
  progress: z.number(),
  done: z.boolean(),
  /** For playGame: the game to play. */
  game: z.nullable(QuestGameSchema),
  /** For interactive: what to do, in the request's language, and the https address it opens. */
  label: z.nullable(z.string()),
  link: z.nullable(z.string()),
});
export type QuestCondition = z.infer<typeof QuestConditionSchema>;

// A spread of the summary's shape rather than `z.extend`: the same type, without zod's extend code
// joining the zod chunk the first route loads.
export const QuestDetailSchema = z.object({
  ...QuestSummarySchema.shape,
  description: z.string(),
  conditions: z.array(QuestConditionSchema),
  lockReason: z.nullable(LockReasonSchema),
  /** The member's receipt once claimed (the same one every repeated claim returns). */
  receipt: z.nullable(ClaimReceiptSchema),
  questerCount: z.number(),
  /** Daily and weekly quests start again at this instant (the member's time zone decides). */
  periodEndsAt: z.nullable(Instant),
  /** The IANA time zone that `periodEndsAt` and "a day" are counted in. */
  timeZone: z.string(),
});
export type QuestDetail = z.infer<typeof QuestDetailSchema>;

/**
 * `gameId` names a partnered game's quests; `platform: true` the platform's own (no game), filtered
 * by the server so a page is never empty while later pages hold some. Not both at once.
 */
export const QuestListRequestSchema = z
  .object({
    page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
    size: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
    gameId: z.optional(Id),
    platform: z.optional(z.boolean()),
    kind: z.optional(QuestKindSchema),
  })
  .check(z.refine((v) => !(v.platform === true && v.gameId !== undefined)));
export type QuestListRequest = z.infer<typeof QuestListRequestSchema>;

/** GET query values arrive as text: ids are parsed from digits only. */
const IdText = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((v: string) => Number(v)),
);

export const QuestRequestSchema = z.object({ id: z.union([Id, IdText]) });
export type QuestRequest = z.input<typeof QuestRequestSchema>;

export const ClaimRequestSchema = z.object({ questId: Id });
export type ClaimRequest = z.infer<typeof ClaimRequestSchema>;

/** An event quest's claim names its event too, so a quest of another event is refused. */
export const ClaimMissionRequestSchema = z.object({ eventId: Id, questId: Id });
export type ClaimMissionRequest = z.infer<typeof ClaimMissionRequestSchema>;

/** The one-time assessment a partnered game sent the member back with (docs/product/quests.md rule 1). */
export const RedeemAssessmentRequestSchema = z.object({
  questId: Id,
  missionAssessId: z.string().check(z.regex(/^\d{1,18}$/)),
  code: z.string().check(z.regex(/^[A-Za-z0-9._~-]{1,256}$/)),
});
export type RedeemAssessmentRequest = z.infer<typeof RedeemAssessmentRequestSchema>;

/** `/api/Member/Interactive`: the member did an interactive task (opened the link). */
export const InteractiveRequestSchema = z.object({ conditionId: Id });
export type InteractiveRequest = z.infer<typeof InteractiveRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Major events

export const EVENT_STATES = ['upcoming', 'live', 'ended'] as const;
export const EventStateSchema = z.enum(EVENT_STATES);

export const MajorEventSummarySchema = z.object({
  id: Id,
  title: z.string(),
  image: z.string(),
  startsAt: Instant,
  endsAt: Instant,
  state: EventStateSchema,
  questCount: z.number(),
  questerCount: z.number(),
  /** Points all its quests pay together. */
  rewardPoints: PointsSchema,
  winnerLimit: z.nullable(z.number()),
});
export type MajorEventSummary = z.infer<typeof MajorEventSummarySchema>;
export const MajorEventListSchema = z.array(MajorEventSummarySchema);

export const MajorEventSchema = z.object({
  ...MajorEventSummarySchema.shape,
  description: z.string(),
  quests: QuestSummaryListSchema,
  /** The IANA time zone the viewer reads times in: the member's, UTC for a visitor (as QuestDetail). */
  timeZone: z.string(),
});
export type MajorEvent = z.infer<typeof MajorEventSchema>;

// ---------------------------------------------------------------------------------------------
// Questers and winners (names masked for everyone but the member)

/** Either a quest or an event. */
const TargetSchema = z.object({
  questId: z.optional(Id),
  eventId: z.optional(Id),
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(50)),
});
export const QuesterRequestSchema = TargetSchema.check(
  z.refine((v) => (v.questId === undefined) !== (v.eventId === undefined)),
);
export type QuesterRequest = z.infer<typeof QuesterRequestSchema>;
export const WinnerRequestSchema = QuesterRequestSchema;
export type WinnerRequest = QuesterRequest;

export const QuesterSchema = z.object({
  /** Masked ("Lu***a") unless it is the member. */
  name: z.string(),
  avatar: z.nullable(z.string()),
  joinedAt: Instant,
  isMe: z.boolean(),
});
export type Quester = z.infer<typeof QuesterSchema>;
export const QuesterListSchema = z.array(QuesterSchema);

export const WinnerSchema = z.object({
  rank: z.number(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  points: PointsSchema,
  wonAt: Instant,
  isMe: z.boolean(),
});
export type Winner = z.infer<typeof WinnerSchema>;

export const WinnerBoardSchema = z.object({
  title: z.string(),
  winnerLimit: z.nullable(z.number()),
  winners: z.array(WinnerSchema),
  /** The member's own result even when outside this page: their rank, or null if not a winner. */
  mine: z.nullable(z.object({ rank: z.nullable(z.number()), state: QuestStateSchema })),
});
export type WinnerBoard = z.infer<typeof WinnerBoardSchema>;

// ---------------------------------------------------------------------------------------------
// Profile hooks (the profile issue draws them)

export const QuestProgressSchema = z.object({
  active: QuestSummaryListSchema,
  completedCount: z.number(),
  /** Current balance and the points ever earned (levels follow earnings, not the balance). */
  points: PointsSchema,
  earnedPoints: PointsSchema,
  level: z.number(),
  /** Earned points at which the next level starts, or null at the top level. */
  nextLevelAt: z.nullable(PointsSchema),
});
export type QuestProgress = z.infer<typeof QuestProgressSchema>;

// ---------------------------------------------------------------------------------------------
// Server to server (a partnered game, authenticated by its client secret)

export const ReportProgressRequestSchema = z.object({
  /** The member's platform uid (the game knows it from single sign-on). */
  uid: z.string().check(z.regex(/^\d{1,18}$/)),
  conditionId: Id,
  /** The new total progress (rounds played, level reached): progress only ever goes up. */
  progress: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});
export type ReportProgressRequest = z.infer<typeof ReportProgressRequestSchema>;

export const IssueAssessmentRequestSchema = z.object({
  uid: z.string().check(z.regex(/^\d{1,18}$/)),
  conditionId: Id,
});
export const IssueAssessmentResultSchema = z.object({
  missionAssessId: z.string(),
  code: z.string(),
  questId: Id,
});
