// The quest pages' addresses, read strictly (docs/architecture.md "Safety rules"): `?id=` is a positive
// decimal id or absent; `claim=1` (or, on an event, `claim=<questId>`) says the member came back
// from sign-in to claim; `code` + `missionAssessId` are a game's one-time verification (docs/product/app.md
// rule 1), each in its exact shape. Anything else counts as absent, and every address built here is
// a fixed path with an encoded query.
import { PATHS } from '../../config/routes';
import { singleIdParam, singleParam } from '../api/single-param';

const ASSESS_ID = /^\d{1,18}$/;
const CODE = /^[A-Za-z0-9._~-]{1,256}$/;

export type Assessment = { missionAssessId: string; code: string };

export type QuestAddress = {
  id: number | null;
  hasClaimIntent: boolean;
  assessment: Assessment | null;
};

export function parseQuestAddress(search: string): QuestAddress {
  const code = singleParam(search, 'code');
  const missionAssessId = singleParam(search, 'missionAssessId');
  return {
    id: singleIdParam(search, 'id'),
    hasClaimIntent: singleParam(search, 'claim') === '1',
    assessment:
      code !== null &&
      missionAssessId !== null &&
      CODE.test(code) &&
      ASSESS_ID.test(missionAssessId)
        ? { code, missionAssessId }
        : null,
  };
}

export type EventAddress = { id: number | null; claimQuestId: number | null };

export function parseEventAddress(search: string): EventAddress {
  return { id: singleIdParam(search, 'id'), claimQuestId: singleIdParam(search, 'claim') };
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

export const questAddress = {
  detail: (id: number) => withQuery(PATHS.QUEST_DESC, { id: String(id) }),
  claim: (id: number) => withQuery(PATHS.QUEST_DESC, { id: String(id), claim: '1' }),
  verify: (id: number, a: Assessment) =>
    withQuery(PATHS.QUEST_DESC, {
      id: String(id),
      code: a.code,
      missionAssessId: a.missionAssessId,
    }),
  event: (id: number) => withQuery(PATHS.QUEST_EVENT_DESC, { id: String(id) }),
  eventClaim: (id: number, questId: number) =>
    withQuery(PATHS.QUEST_EVENT_DESC, { id: String(id), claim: String(questId) }),
  questers: (target: { questId: number } | { eventId: number }) =>
    withQuery(
      PATHS.QUESTER,
      'questId' in target
        ? { questId: String(target.questId) }
        : { eventId: String(target.eventId) },
    ),
  winners: (target: { questId: number } | { eventId: number }) =>
    withQuery(
      PATHS.WINNER,
      'questId' in target
        ? { questId: String(target.questId) }
        : { eventId: String(target.eventId) },
    ),
};
