// Quests, major events, claims, questers and winners (docs/product/quests.md /api/Mission/*). The reward calendar,
// lootboxes and prizes have their own tables in their areas.
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const MISSION_ENDPOINTS = {
  // Quests, major events and claims (docs/product/quests.md /api/Mission/*; issue 11, decision 024).
  questList: post('/api/Mission/QuestList', 'optional'),
  quest: get('/api/Mission/Quest', 'optional'),
  claim: post('/api/Mission/Claim', true),
  majorEventList: post('/api/Mission/MajorEventList', 'optional'),
  majorEvent: get('/api/Mission/MajorEvent', 'optional'),
  claimMission: post('/api/Mission/ClaimMission', true),
  trendingEvents: get('/api/Mission/TrendingEvents', 'optional'),
  questers: post('/api/Mission/Quester', 'optional'),
  winners: post('/api/Mission/Winner', 'optional'),
  /** Redeems a game's one-time assessment (the entry redirect's `code` + `missionAssessId`). */
  redeemAssessment: post('/api/Mission/RedeemAssessment', true),
  /** Profile hooks: active quests, quests completed, points and level progress. */
  questProgress: get('/api/Mission/QuestProgress', true),
} as const satisfies Record<string, Endpoint>;
