// Typed calls of the /api/Mission endpoints and /api/Member/Interactive (issue 11, decision 024).
// Machines' actors and the quest query factories call these.
import { ACCOUNT_ENDPOINTS } from '../../account/api/account-endpoints';
import { MISSION_ENDPOINTS } from './mission-endpoints';
import { request, requestWithTotal, type RequestOptions } from '../../../shared/api/request';
import {
  ClaimReceiptSchema,
  MajorEventListSchema,
  MajorEventSchema,
  QuestConditionSchema,
  QuestDetailSchema,
  QuestProgressSchema,
  QuesterListSchema,
  QuestSummaryListSchema,
  WinnerBoardSchema,
  type ClaimMissionRequest,
  type ClaimRequest,
  type InteractiveRequest,
  type QuesterRequest,
  type QuestListRequest,
  type RedeemAssessmentRequest,
  type WinnerRequest,
} from './schemas/quest';
import type { PageRequest } from '../../../shared/api/schemas/envelope';

export const questApi = {
  questList: (payload: QuestListRequest, options?: RequestOptions) =>
    requestWithTotal(MISSION_ENDPOINTS.questList, payload, QuestSummaryListSchema, options),
  quest: (id: number, options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.quest, { id }, QuestDetailSchema, options),
  claim: (payload: ClaimRequest, options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.claim, payload, ClaimReceiptSchema, options),
  majorEventList: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(MISSION_ENDPOINTS.majorEventList, payload, MajorEventListSchema, options),
  majorEvent: (id: number, options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.majorEvent, { id }, MajorEventSchema, options),
  claimMission: (payload: ClaimMissionRequest, options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.claimMission, payload, ClaimReceiptSchema, options),
  trendingEvents: (options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.trendingEvents, undefined, MajorEventListSchema, options),
  questers: (payload: QuesterRequest, options?: RequestOptions) =>
    requestWithTotal(MISSION_ENDPOINTS.questers, payload, QuesterListSchema, options),
  winners: (payload: WinnerRequest, options?: RequestOptions) =>
    requestWithTotal(MISSION_ENDPOINTS.winners, payload, WinnerBoardSchema, options),
  redeemAssessment: (payload: RedeemAssessmentRequest, options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.redeemAssessment, payload, QuestConditionSchema, options),
  interactive: (payload: InteractiveRequest, options?: RequestOptions) =>
    request(ACCOUNT_ENDPOINTS.interactive, payload, QuestConditionSchema, options),
  questProgress: (options?: RequestOptions) =>
    request(MISSION_ENDPOINTS.questProgress, undefined, QuestProgressSchema, options),
};
