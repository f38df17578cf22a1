// Typed calls of the reward calendar, the missions of a day and the daily check-in (issue 12,
// decision 026). The check-in machine's actor and the reward query factories call these.
import { REWARD_ENDPOINTS } from './reward-endpoints';
import { request, type RequestOptions } from '../../../shared/api/request';
import { QuestSummaryListSchema } from '../../quests/api/schemas/quest';
import {
  CheckInReceiptSchema,
  RewardCalendarSchema,
  type CheckInRequest,
  type MissionsByDateRequest,
  type RewardCalendarRequest,
} from './schemas/reward';

export const rewardApi = {
  calendar: (payload: RewardCalendarRequest, options?: RequestOptions) =>
    request(REWARD_ENDPOINTS.rewardCalendar, payload, RewardCalendarSchema, options),
  missionsByDate: (payload: MissionsByDateRequest, options?: RequestOptions) =>
    request(REWARD_ENDPOINTS.missionsByDate, payload, QuestSummaryListSchema, options),
  checkIn: (payload: CheckInRequest, options?: RequestOptions) =>
    request(REWARD_ENDPOINTS.checkIn, payload, CheckInReceiptSchema, options),
};
