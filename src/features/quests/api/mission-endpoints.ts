// Quests, events, the reward calendar, lootboxes, the inventory and prizes (spec §7 /api/Mission/*).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const MISSION_ENDPOINTS = {
  // Quests, major events and claims (spec §7 /api/Mission/*; issue 11, decision 024).
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
  // The reward calendar and the daily check-in (issue 12, decision 026).
  rewardCalendar: post('/api/Mission/RewardCalendar', 'optional'),
  missionsByDate: post('/api/Mission/QueryMissionByDate', 'optional'),
  checkIn: post('/api/Mission/CheckIn', true),
  // Lootboxes and the inventory (issue 12, decision 028).
  lootboxList: get('/api/Mission/LootboxList', false),
  openLootbox: post('/api/Mission/OpenLootbox', true),
  lootboxHistory: post('/api/Mission/LootboxHistory', true),
  inventory: post('/api/Member/Inventory', true),
  useItem: post('/api/Member/UseItem', true),
  // Prizes, redeeming and exchange records (issue 12, decision 027).
  prizeList: get('/api/Mission/PrizeList', 'optional'),
  redeemPrize: post('/api/Mission/RedeemPrize', true),
  exchangePrizeRecord: post('/api/Mission/ExchangePrizeRecord', true),
  /** One exchange record of the member (the detail view). */
  exchangeRecordDetail: get('/api/Mission/ExchangeRecordDetail', true),
  /** A physical prize's delivery details: NeedConfirm → Dealing. */
  confirmExchange: post('/api/Mission/ConfirmExchange', true),
  /**
   * Local demo only, served exactly where the outbox is: the fulfilment step settles Dealing
   * exchange records (`npm run reward:fulfil`), standing in for the prize partner.
   */
  devFulfilExchange: post('/api/Dev/FulfilExchange', false),
} as const satisfies Record<string, Endpoint>;
