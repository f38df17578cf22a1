// The reward calendar and the daily check-in (docs/product/reward.md /api/Mission/*; issue 12, decision 026).
import { post, type Endpoint } from '../../../shared/api/endpoint';

export const REWARD_ENDPOINTS = {
  rewardCalendar: post('/api/Mission/RewardCalendar', 'optional'),
  missionsByDate: post('/api/Mission/QueryMissionByDate', 'optional'),
  checkIn: post('/api/Mission/CheckIn', true),
} as const satisfies Record<string, Endpoint>;
